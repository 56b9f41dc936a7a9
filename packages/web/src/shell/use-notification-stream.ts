import { useEffect } from 'react';
import { useServices } from '../app/services-context.tsx';
import { runNotificationStream } from './notification-stream.ts';

/** Keeps the live notification stream open while the admin layout is shown. */
export function useNotificationStream(): void {
  const services = useServices();
  useEffect(() => {
    const controller = new AbortController();
    void runNotificationStream(services, controller.signal);
    return () => controller.abort();
  }, [services]);
}
