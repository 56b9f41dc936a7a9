import { isApiError } from '@shop-admin/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetRecent } from '../palette/recent.ts';
import { useServices } from './services-context.tsx';

/**
 * Logs out through core's session store (POST admin/logout, then the cookie and the Authorization
 * header go whatever the answer), forgets the admin home, cached data and the palette's recent
 * items, and opens the login route.
 */
export function useLogout(): () => Promise<void> {
  const { session } = useServices();
  const leave = useLeave();
  return useCallback(async () => {
    await session.logout();
    await leave('از حساب خود خارج شدید');
  }, [session, leave]);
}

/**
 * Logs out everywhere (POST admin/logout/all): every session of this admin ends, on every device.
 * When the server does not confirm, the admin stays signed in and sees why, so they know the other
 * devices may still be signed in.
 */
export function useLogoutEverywhere(): () => Promise<void> {
  const { session, toasts } = useServices();
  const leave = useLeave();
  return useCallback(async () => {
    try {
      await session.logoutEverywhere();
    } catch (error) {
      if (session.getSnapshot().isAuth) {
        toasts.show(isApiError(error) ? error.message : 'خروج از همه دستگاه‌ها انجام نشد.', { kind: 'error' });
        return;
      }
    }
    await leave('از همه دستگاه‌ها خارج شدید');
  }, [session, toasts, leave]);
}

/** After the session ended: forgets what this admin had open and goes to the login route. */
function useLeave(): (message: string) => Promise<void> {
  const { home, queryClient, toasts } = useServices();
  const navigate = useNavigate();
  return useCallback(
    async (message: string) => {
      home.reset();
      // The next admin on this browser should not see what this one opened.
      forgetRecent();
      queryClient.clear();
      // The till's device store (issue 33): catalogue and session snapshot go; unsynced sales stay.
      await import('../screens/till/offline/device-store.ts').then((m) => m.clearDevice()).catch(() => {});
      await navigate('/login', { replace: true });
      toasts.show(message, { kind: 'info' });
    },
    [home, queryClient, toasts, navigate],
  );
}
