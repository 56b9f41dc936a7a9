import { useEffect } from 'react';
import { useServices } from '../app/services-context.tsx';

/**
 * Keeps the live notification stream open while the admin layout is shown. Its code (the SSE reader
 * and the notification parser) is a chunk fetched after the layout shows, not part of the first load.
 */
export function useNotificationStream(): void {
  const services = useServices();
  useEffect(() => {
    const controller = new AbortController();
    void import('./notification-stream.ts').then(({ runNotificationStream }) => {
      if (!controller.signal.aborted) void runNotificationStream(services, controller.signal);
    });
    return () => controller.abort();
  }, [services]);
}
