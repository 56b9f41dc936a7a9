import { useSyncExternalStore } from 'react';
import { useServices } from '../app/services-context.tsx';

/** The thin bar at the top of the page, shown by the loading tracker (core's counter rules). */
export function LoadingBar() {
  const { loading } = useServices();
  const visible = useSyncExternalStore(loading.subscribe, loading.isVisible, loading.isVisible);
  return (
    <div
      className="loading-bar"
      data-visible={visible}
      role="progressbar"
      aria-label="در حال بارگذاری"
      aria-hidden={!visible}
    />
  );
}
