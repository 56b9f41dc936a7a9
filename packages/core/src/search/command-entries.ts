import { adminCommands } from '../registry/commands.ts';
import type { CommandDef } from '../registry/types.ts';
import { listNames } from './staff-phrasing.ts';
import type { SearchEntry } from './types.ts';

// Apart from command-search.ts so that code listing the commands (the web shell's hotkeys) does not
// load the search index and Fuse with them.

/** What a command-search entry leads to: a command of the registry or a record's screen. */
export type CommandTarget = CommandDef | { kind: 'record'; path: string };

/**
 * The search entries of a command list. A navigate command whose route an action stands for (the
 * "add product" form and the `products.create` action) is left out, so the palette lists it once.
 */
export function commandSearchEntries(
  commands: readonly CommandDef[] = adminCommands,
): SearchEntry<CommandTarget>[] {
  const covered = new Set(
    commands.flatMap((command) => (command.kind === 'action' && command.route ? [command.route] : [])),
  );
  return (
    commands
      // The login screen is no command: whoever searches is signed in already.
      .filter((command) => command.kind === 'action' || !covered.has(command.route.name))
      .filter((command) => command.id !== 'go:auth.login')
      .map((command) => ({
        id: command.id,
        title: command.title,
        // A list is also found by its resource's plural and singular names (کد تخفیف → کدهای تخفیف).
        keywords:
          command.kind === 'navigate' ? [...command.keywords, ...listNames(command.route)] : command.keywords,
        priority: command.priority ?? 0,
        permission: command.permission,
        value: command,
      }))
  );
}
