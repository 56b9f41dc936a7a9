import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { createServices } from '../../src/app/services.ts';

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  baseURL: string;
  /** The full URL path to start at, e.g. `/admin/order/5`. */
  path: string;
  /** A token to sign in with (put in the `adminAuthorization` cookie, as a real login does). */
  token?: string;
}

/**
 * Renders the whole app (services, router from core's registry, layout, lazy screens) in jsdom with
 * a memory history, talking to a real API server. Returns the services, the router and a user-event.
 */
export function renderApp({ baseURL, path, token }: RenderAppOptions) {
  const services = createServices({ baseURL, document, secure: false });
  if (token) services.tokenStorage.set(token);
  const router = createAppRouter(services, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App services={services} router={router} />);
  /** The current URL path (the router's state keeps the /admin base), e.g. `/admin/order/5`. */
  const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, services, router, user, currentPath };
}
