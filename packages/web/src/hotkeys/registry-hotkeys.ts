import { adminCommands, type CommandDef, can, commandSearchEntries } from '@shop-admin/core';

/** A registry command that has a hotkey. */
export interface HotkeyCommand {
  hotkey: string;
  command: CommandDef;
}

/**
 * The commands of core's registry that carry a hotkey and that the admin may run, once each (a route
 * an action stands for, like the create forms, is listed through the action, as in the palette).
 */
export function registryHotkeys(permissions: readonly string[]): HotkeyCommand[] {
  return commandSearchEntries(adminCommands)
    .map((entry) => entry.value)
    .filter((command): command is CommandDef => command.kind !== 'record' && command.hotkey !== undefined)
    .filter((command) => can(permissions, command.permission))
    .map((command) => ({ hotkey: command.hotkey ?? '', command }));
}
