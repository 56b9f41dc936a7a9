import { isApiError, toPersianDigits } from '@shop-admin/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toRouterPath } from '../app/paths.ts';
import { useAdminHome, useServices } from '../app/services-context.tsx';
import { Icon } from './icons.tsx';
import { JalaliTime } from './jalali-time.tsx';
import { PushSubscribeButton } from './push-subscribe-button.tsx';
import { usePopover } from './use-popover.ts';

/**
 * The bell: unread count in Persian digits, the list (title, description, Jalali time), load more,
 * mark all read; a click marks it read and opens its page (a product's edit form, an order).
 */
export function NotificationBell() {
  const { home, toasts } = useServices();
  const state = useAdminHome();
  const navigate = useNavigate();
  const popover = usePopover();
  const [loadingMore, setLoadingMore] = useState(false);
  const [noMore, setNoMore] = useState(false);
  const unread = state.totalUnreadNotifications;
  const fail = (error: unknown) =>
    toasts.show(isApiError(error) ? error.message : 'خطایی رخ داد.', { kind: 'error' });

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      if ((await home.loadMoreNotifications()) === 0) setNoMore(true);
    } catch (error) {
      fail(error);
    } finally {
      setLoadingMore(false);
    }
  };
  const markAllRead = async () => {
    try {
      await home.markAllNotificationsRead();
      toasts.show('همه اعلان‌ها خوانده شد', { kind: 'success' });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="popover-anchor" ref={popover.wrapperRef}>
      <button
        ref={popover.buttonRef}
        type="button"
        className="icon-button"
        aria-haspopup="true"
        aria-expanded={popover.open}
        aria-label={unread > 0 ? `اعلان‌ها، ${toPersianDigits(unread)} خوانده‌نشده` : 'اعلان‌ها'}
        onClick={popover.toggle}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className="badge" data-testid="notification-count">
            {toPersianDigits(unread)}
          </span>
        )}
      </button>
      {popover.open && (
        <div className="popover notifications-panel" role="dialog" aria-label="اعلان‌ها">
          <header className="popover-header">
            <h2>اعلان‌ها</h2>
            <button type="button" className="link-button" disabled={unread === 0} onClick={markAllRead}>
              همه خوانده شد
            </button>
          </header>
          {state.notifications.length === 0 ? (
            <p className="popover-empty">اعلانی ندارید.</p>
          ) : (
            <ul className="notification-list">
              {state.notifications.map((notification) => (
                <li key={notification.id} data-read={notification.read}>
                  <button
                    type="button"
                    className="notification-item"
                    onClick={() => {
                      // Opening one marks it read on the server (the count follows the server's answer).
                      if (!notification.read) home.markNotificationRead(notification.id).catch(fail);
                      if (notification.link === null) return;
                      popover.close();
                      void navigate(toRouterPath(notification.link));
                    }}
                  >
                    <span className="notification-title">
                      {!notification.read && (
                        <>
                          <span className="unread-dot" />
                          <span className="visually-hidden">(خوانده‌نشده)</span>
                        </>
                      )}
                      {notification.title}
                    </span>
                    {notification.description && (
                      <span className="notification-description">{notification.description}</span>
                    )}
                    <JalaliTime value={notification.createdAt} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <footer className="popover-footer">
            {state.hasMoreNotifications && !noMore ? (
              <button type="button" className="link-button" disabled={loadingMore} onClick={loadMore}>
                {loadingMore ? 'در حال بارگذاری…' : 'اعلان‌های بیشتر'}
              </button>
            ) : (
              state.notifications.length > 0 && <span className="muted">اعلان دیگری نیست.</span>
            )}
            <PushSubscribeButton />
          </footer>
        </div>
      )}
    </div>
  );
}
