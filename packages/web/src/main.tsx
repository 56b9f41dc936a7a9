import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { createServices } from './app/services.ts';
import { registerServiceWorker } from './shell/service-worker.ts';
import { applyStoredTheme } from './shell/theme.ts';

applyStoredTheme();
const services = createServices({
  baseURL: new URL('/api/', location.origin).href,
  document,
  secure: location.protocol === 'https:',
});
const router = createAppRouter(services);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
void registerServiceWorker();
if (import.meta.env.MODE === 'bench') {
  void import('./bench/bench-hooks.tsx').then((m) => m.installBenchHooks(services));
}
