import { afterEach, expect } from 'vitest';
import { collectPageFindings } from './page-checks.ts';

// Every e2e test: no console error and no serious or critical axe finding on any screen its pages
// showed (support/page-checks.ts); what was found is listed with its screen.
afterEach(async () => {
  const found = await collectPageFindings();
  if (found.length > 0) console.log(`page checks:\n${found.join('\n')}`);
  expect(found, 'console errors and axe findings on the screens this test opened').toEqual([]);
}, 60_000);
