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
  const { session, home, queryClient, toasts } = useServices();
  const navigate = useNavigate();
  return useCallback(async () => {
    await session.logout();
    home.reset();
    // The next admin on this browser should not see what this one opened.
    forgetRecent();
    queryClient.clear();
    await navigate('/login', { replace: true });
    toasts.show('از حساب خود خارج شدید', { kind: 'info' });
  }, [session, home, queryClient, toasts, navigate]);
}
