import { type AdminHomeState, adminPermissions, isSuperAdmin, type SessionState } from '@shop-admin/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { AppServices } from './services.ts';

const ServicesContext = createContext<AppServices | null>(null);

/** Hands the app's singletons (api, stores, query client) to every component below. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext.Provider>
  );
}

/** The app's singletons; throws outside {@link ServicesProvider}. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices: no ServicesProvider above this component');
  return services;
}

/** The session store's state (who is signed in). */
export function useSession(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** The admin home store's state (menus, permissions, notifications, contacts, loading). */
export function useAdminHome(): AdminHomeState {
  const { home } = useServices();
  return useSyncExternalStore(home.subscribe, home.getSnapshot, home.getSnapshot);
}

const EVERY_PERMISSION = adminPermissions.map((permission) => permission.name);

/**
 * The admin's effective permission names: the admin home list (or its cookie), and every permission
 * of the registry for a super admin, so core's permission filters (palette, hotkeys) let them see all.
 */
export function usePermissions(): readonly string[] {
  const { home } = useServices();
  const state = useAdminHome();
  const role = state.admin?.role?.name ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the home state changes
  return useMemo(() => {
    const own = home.getPermissions();
    return isSuperAdmin(own, { role }) ? [...new Set([...own, ...EVERY_PERMISSION])] : own;
  }, [home, state.permissions, role]);
}
