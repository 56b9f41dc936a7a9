import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

// Its own file: the palette's chunk must not be loaded yet (React.lazy keeps it once it is).

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('palette before its chunk has loaded', () => {
  it('keeps every key typed right after Ctrl+K and searches for all of it', async () => {
    const { token } = await server.adminWith('super_admin');
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/order', token });
    await screen.findByRole('navigation', { name: 'منوی اصلی' }, { timeout: 20_000 });
    // Ctrl+K and the query in one go, no pause: the first keys arrive while the chunk is loading.
    await app.user.keyboard('{Control>}k{/Control}');
    const early = document.activeElement;
    await app.user.keyboard('کدهای تخفیف');
    // The stand-in had the focus (the palette's chunk was still loading) and kept the keys.
    expect(early?.outerHTML.slice(0, 120)).toContain('palette-pending-input');
    const dialog = screen.getByRole('dialog', { name: 'جست‌وجو و فرمان‌ها' });
    await waitFor(() => expect(dialog.querySelector('[cmdk-input]')).not.toBeNull(), { timeout: 20_000 });
    const input = within(dialog).getByRole('combobox');
    expect(input).toHaveValue('کدهای تخفیف');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option')[0]?.querySelector('.palette-title')).toHaveTextContent(
        'کدهای تخفیف',
      ),
    );
    expect(input).toHaveFocus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.currentPath()).toBe('/admin/coupon'));
  });
});
