/** The service worker's stable URL (public/sw.js, copied as is by the build). */
export const SERVICE_WORKER_URL = '/admin/sw.js';

/** What {@link registerServiceWorker} uses; the browser's own by default. */
export interface ServiceWorkerDeps {
  container?: Pick<ServiceWorkerContainer, 'register'> | undefined;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

/**
 * Registers the service worker, but only after checking that its script exists and is served as
 * JavaScript (SPEC.md §7): a missing file would come back as the SPA's index.html or a 404. Resolves
 * to the registration, or null when unsupported or not served.
 */
export async function registerServiceWorker(
  deps: ServiceWorkerDeps = {},
): Promise<ServiceWorkerRegistration | null> {
  const container =
    'container' in deps ? deps.container : 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) return null;
  const get = deps.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));
  try {
    const response = await get(SERVICE_WORKER_URL, { cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('javascript')) return null;
    return await container.register(SERVICE_WORKER_URL, { scope: '/admin/' });
  } catch {
    return null;
  }
}
