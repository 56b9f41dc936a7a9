import { useMemo } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { usePermissions, useServices } from '../app/services-context.tsx';
import { usePalette } from '../palette/palette-context.tsx';
import { useCommandRunner } from '../palette/use-command-runner.ts';
import { toLibraryHotkey } from './chords.ts';
import { registryHotkeys } from './registry-hotkeys.ts';
import { requestSave } from './save-event.ts';

/**
 * The app-wide keys: Ctrl+K / ⌘K toggles the palette (also inside inputs), Ctrl+S saves the open form
 * (also inside inputs), `?` opens the cheat sheet, Esc closes them, and every hotkey of core's
 * registry (g-chords to areas, c-chords to create forms) runs its command. Plain letters never fire
 * while typing: react-hotkeys-hook skips form fields unless told otherwise.
 */
export function GlobalHotkeys() {
  const palette = usePalette();
  const { toasts } = useServices();
  const permissions = usePermissions();
  const run = useCommandRunner();
  const chords = useMemo(
    () => registryHotkeys(permissions).filter(({ command }) => command.id !== 'hotkeys.cheatsheet'),
    [permissions],
  );
  const byKey = useMemo(() => new Map(chords.map((c) => [toLibraryHotkey(c.hotkey), c.command])), [chords]);

  useHotkeys(
    'mod+k',
    () => (palette.isOpen ? palette.close() : palette.open()),
    { enableOnFormTags: true, enableOnContentEditable: true, preventDefault: true },
    [palette],
  );
  useHotkeys(
    'mod+s',
    () => {
      if (!requestSave()) toasts.show('فرمی برای ذخیره باز نیست.', { kind: 'info' });
    },
    { enableOnFormTags: true, enableOnContentEditable: true, preventDefault: true },
    [toasts],
  );
  // By the character typed: `?` on a US layout, `؟` on the Persian one (both Shift+/).
  useHotkeys(
    ['?', '؟'],
    () => palette.openDialog('cheatSheet'),
    { useKey: true, ignoreModifiers: true, preventDefault: true },
    [palette],
  );
  useHotkeys(
    'esc',
    () => {
      palette.close();
      palette.closeDialog();
    },
    { enableOnFormTags: true, enabled: palette.isOpen || palette.dialog !== null },
    [palette],
  );
  useHotkeys(
    [...byKey.keys()],
    (_event, hotkey) => {
      const command = byKey.get(hotkey.hotkey);
      if (!command) return;
      const result = run({ commandId: command.id, title: command.title });
      if (result.kind === 'ask') palette.open({ prompt: result.prompt });
    },
    { enabled: byKey.size > 0 && !palette.isOpen, preventDefault: true },
    [byKey, run, palette],
  );
  return null;
}
