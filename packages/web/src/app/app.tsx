import { RouterProvider } from 'react-router';
import type { AppRouter } from './router.tsx';
import type { AppServices } from './services.ts';
import { ServicesProvider } from './services-context.tsx';

/** The whole app: the singletons in context and the router. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
