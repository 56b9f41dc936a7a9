import { hotkeyKeys } from './chords.ts';

/**
 * A registry hotkey as keycaps, left to right as typed (`g o` → [g] [o]); the caps sit in an LTR
 * island so the order does not flip inside Persian text.
 */
export function HotkeyLabel({ hotkey, className }: { hotkey: string; className?: string }) {
  const keys = hotkeyKeys(hotkey);
  return (
    <span className={className ? `hotkey ${className}` : 'hotkey'} dir="ltr">
      {keys.map((key, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same key may repeat in a sequence
        <kbd key={i}>{key}</kbd>
      ))}
    </span>
  );
}
