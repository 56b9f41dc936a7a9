import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * jsdom globals with Vite's server-side transform. The component tests render the app in jsdom but
 * also start the real API server in the same file; the server's modules need Node's module semantics
 * (a `file:` import.meta.url, packages loaded by Node), which the browser-like transform of the plain
 * jsdom environment does not give.
 */
const environment: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-ssr',
  viteEnvironment: 'ssr',
};

export default environment;
