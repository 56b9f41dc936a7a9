/**
 * Core's registry writes hotkeys as key sequences separated by spaces (`g o`: g, then o; `?`).
 * These helpers turn them into react-hotkeys-hook's syntax and into labels.
 */

/**
 * The react-hotkeys-hook form of a registry hotkey: `g o` → `g>o` (a sequence). Letters are matched
 * by physical key, so chords also work with the Persian keyboard layout active (گ is on the G key).
 */
export function toLibraryHotkey(hotkey: string): string {
  return hotkeyKeys(hotkey).join('>');
}

/** The keys of a registry hotkey, in order (`g o` → ['g', 'o']). */
export function hotkeyKeys(hotkey: string): string[] {
  return hotkey
    .trim()
    .split(/\s+/)
    .filter((key) => key !== '');
}

/** Whether the platform's command key is ⌘ (macOS) rather than Ctrl. */
export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /mac/i.test(navigator.platform || navigator.userAgent);
}

/** Label of the command modifier on this platform. */
export function modLabel(): string {
  return isMac() ? '⌘' : 'Ctrl';
}
