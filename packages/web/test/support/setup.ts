import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load lazily and talk to a real server on a shared 2-core machine: 1 s is too tight. A wait
// ends as soon as its check passes; the limit only decides how long a failure takes to report.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks a few layout APIs that cmdk and the shell call; they have nothing to measure here.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  // Each test starts signed out: the token and permission cookies live on jsdom's document.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookies between tests
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
});
