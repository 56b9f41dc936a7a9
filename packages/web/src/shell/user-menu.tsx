import { useSession } from '../app/services-context.tsx';
import { useCommandRunner } from '../palette/use-command-runner.ts';
import { Icon } from './icons.tsx';
import { usePopover } from './use-popover.ts';

/** The signed-in admin's name and role, with theme, keyboard help, password change, logout and logout everywhere. */
export function UserMenu() {
  const { admin } = useSession();
  const run = useCommandRunner();
  const popover = usePopover();
  const item = (id: string, label: string) => (
    <li>
      <button
        type="button"
        className="menu-item"
        onClick={() => {
          popover.close();
          run({ commandId: id });
        }}
      >
        {label}
      </button>
    </li>
  );
  return (
    <div className="popover-anchor" ref={popover.wrapperRef}>
      <button
        ref={popover.buttonRef}
        type="button"
        className="user-button"
        aria-haspopup="true"
        aria-expanded={popover.open}
        onClick={popover.toggle}
      >
        <Icon name="user" />
        <span className="user-name">{admin?.name ?? admin?.username ?? ''}</span>
      </button>
      {popover.open && (
        <div className="popover user-panel">
          <p className="user-role">
            {admin?.name}
            {admin?.role?.label && <span className="muted"> · {admin.role.label}</span>}
          </p>
          <ul aria-label="حساب کاربری">
            {item('theme.toggle', 'تغییر پوسته روشن و تیره')}
            {item('hotkeys.cheatsheet', 'راهنمای میان‌برهای صفحه‌کلید')}
            {item('profile.changePassword', 'تغییر رمز عبور')}
            {item('session.logout', 'خروج')}
            {item('session.logoutEverywhere', 'خروج از همه دستگاه‌ها')}
          </ul>
        </div>
      )}
    </div>
  );
}
