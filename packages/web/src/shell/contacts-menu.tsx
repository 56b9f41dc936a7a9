import { can, toPersianDigits } from '@shop-admin/core';
import { Link } from 'react-router';
import { useAdminHome, usePermissions } from '../app/services-context.tsx';
import { Icon } from './icons.tsx';
import { JalaliTime } from './jalali-time.tsx';
import { usePopover } from './use-popover.ts';

/** How many of the latest contact messages the menu lists. */
const LATEST = 5;

/** Unread contact messages: the count and the latest five, linking to /admin/contact. */
export function ContactsMenu() {
  const { contacts, totalUnreadContacts } = useAdminHome();
  const permissions = usePermissions();
  const popover = usePopover();
  if (!can(permissions, 'read_contact')) return null;
  const unread = totalUnreadContacts;
  return (
    <div className="popover-anchor" ref={popover.wrapperRef}>
      <button
        ref={popover.buttonRef}
        type="button"
        className="icon-button"
        aria-haspopup="true"
        aria-expanded={popover.open}
        aria-label={unread > 0 ? `پیام‌های تماس، ${toPersianDigits(unread)} خوانده‌نشده` : 'پیام‌های تماس'}
        onClick={popover.toggle}
      >
        <Icon name="mail" />
        {unread > 0 && (
          <span className="badge" data-testid="contact-count">
            {toPersianDigits(unread)}
          </span>
        )}
      </button>
      {popover.open && (
        <div className="popover contacts-panel" role="dialog" aria-label="پیام‌های تماس">
          <header className="popover-header">
            <h2>پیام‌های تماس</h2>
          </header>
          {contacts.length === 0 ? (
            <p className="popover-empty">پیامی نیست.</p>
          ) : (
            <ul className="notification-list">
              {contacts.slice(0, LATEST).map((contact) => (
                <li key={contact.id} data-read={contact.status === 1}>
                  <Link
                    to={`/contact?show=${contact.id}`}
                    className="notification-item"
                    onClick={popover.close}
                  >
                    <span className="notification-title">
                      {contact.status !== 1 && (
                        <>
                          <span className="unread-dot" />
                          <span className="visually-hidden">(خوانده‌نشده)</span>
                        </>
                      )}
                      {contact.subject || contact.name || 'پیام بدون عنوان'}
                    </span>
                    {contact.name && contact.subject && (
                      <span className="notification-description">{contact.name}</span>
                    )}
                    <JalaliTime value={contact.created_at} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <footer className="popover-footer">
            <Link to="/contact" onClick={popover.close}>
              همه پیام‌ها
            </Link>
          </footer>
        </div>
      )}
    </div>
  );
}
