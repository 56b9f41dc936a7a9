import { usePermissions } from '../app/services-context.tsx';
import { usePalette } from '../palette/palette-context.tsx';
import { ModalDialog } from '../widgets/modal/modal-dialog.tsx';
import { modLabel } from './chords.ts';
import { HotkeyLabel } from './hotkey-label.tsx';
import { registryHotkeys } from './registry-hotkeys.ts';
import { useCurrentScreenKeys } from './screen-keys.ts';

/** The keys of the shell itself (the registry's hotkeys follow them). */
function shellKeys(): { hotkey: string; title: string }[] {
  const mod = modLabel();
  return [
    { hotkey: `${mod}+K`, title: 'باز کردن جست‌وجو و فرمان‌ها (در هر جا، حتی داخل فیلدها)' },
    { hotkey: `${mod}+S`, title: 'ذخیره فرم باز' },
    { hotkey: '?', title: 'همین راهنما' },
    { hotkey: 'j', title: 'ردیف بعدی در فهرست' },
    { hotkey: 'k', title: 'ردیف قبلی در فهرست' },
    { hotkey: 'Enter', title: 'باز کردن ردیف انتخاب‌شده' },
    { hotkey: 'Esc', title: 'بستن پنجره' },
  ];
}

/** The cheat sheet's dialog (mounted by the layout while open). */
export function CheatSheetDialog() {
  const palette = usePalette();
  const permissions = usePermissions();
  const screenKeys = useCurrentScreenKeys();
  const rows = [
    ...screenKeys,
    ...shellKeys(),
    ...registryHotkeys(permissions).map(({ hotkey, command }) => ({ hotkey, title: command.title })),
  ];
  return (
    <ModalDialog labelledBy="cheat-sheet-title" onClose={palette.closeDialog} className="modal cheat-sheet">
      <header className="modal-header">
        <h2 id="cheat-sheet-title">میان‌برهای صفحه‌کلید</h2>
        <button
          type="button"
          className="icon-button"
          // biome-ignore lint/a11y/noAutofocus: focus moves into the dialog it opens
          autoFocus
          aria-label="بستن"
          onClick={palette.closeDialog}
        >
          ×
        </button>
      </header>
      <p className="muted">
        کلیدهای تک‌حرفی هنگام نوشتن در فیلدها کار نمی‌کنند. «g o» یعنی g و سپس o (با صفحه‌کلید فارسی هم).
      </p>
      <table className="cheat-sheet-table">
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.hotkey}:${row.title}`}>
              <td>
                <HotkeyLabel hotkey={row.hotkey} />
              </td>
              <td>{row.title}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}
