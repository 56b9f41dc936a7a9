import { Outlet } from 'react-router';
import { LoadingBar } from './loading-bar.tsx';
import { Toaster } from './toaster.tsx';

/** Around every route, login included: the loading indicator and the toasts. */
export function RootShell() {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <Toaster />
    </>
  );
}
