import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paletteSearch } from '../src/palette/palette-search.ts';
import { RECENT_KEY } from '../src/palette/recent.ts';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Signs in as an admin with these permissions and renders the app at `path`, layout loaded. */
async function signedIn(permissions: readonly string[] | 'super_admin', path = '/admin/order') {
  const { token } = await server.adminWith(permissions);
  const app = renderApp({ baseURL: server.baseURL, path, token });
  await screen.findByRole('navigation', { name: 'منوی اصلی' });
  return app;
}

/** The palette's dialog, or null when it is closed (list screens have comboboxes of their own). */
const paletteDialog = () => screen.queryByRole('dialog', { name: 'جست‌وجو و فرمان‌ها' });

/** Opens the palette with Ctrl+K and returns its search box. */
async function openPalette(app: Awaited<ReturnType<typeof signedIn>>) {
  await app.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'جست‌وجو و فرمان‌ها' });
  return within(dialog).getByRole('combobox');
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const optionTitles = () => options().map((o) => o.querySelector('.palette-title')?.textContent);

describe('command palette', () => {
  it('finds a route typed with Arabic ي and ك and opens it with Enter', async () => {
    const app = await signedIn('super_admin');
    const input = await openPalette(app);
    await app.user.type(input, 'كدهاي تخفيف');
    await waitFor(() => expect(optionTitles()[0]).toBe('کدهای تخفیف'));
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.currentPath()).toBe('/admin/coupon'));
    expect(paletteDialog()).toBeNull();
  });

  it('asks for a route parameter inline: جزئیات سفارش → order number → /admin/order/123', async () => {
    const app = await signedIn('super_admin');
    const input = await openPalette(app);
    await app.user.type(input, 'جزئیات سفارش');
    await waitFor(() => expect(optionTitles()[0]).toBe('جزئیات سفارش'));
    await app.user.keyboard('{Enter}');
    const number = await within(paletteDialog() as HTMLElement).findByLabelText('شماره سفارش');
    await app.user.type(number, 'abc{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('شماره سفارش باید عدد باشد.');
    await app.user.clear(number);
    await app.user.type(number, '۱۲۳{Enter}');
    await waitFor(() => expect(app.currentPath()).toBe('/admin/order/123'));
  });

  it('offers the order a number names first, in any digit script, and Enter opens it', async () => {
    const app = await signedIn('super_admin');
    for (const [typed, id] of [
      ['سفارش ۱۲۳۴', '1234'],
      ['order 77', '77'],
      ['#٥٦', '56'],
    ] as const) {
      const input = await openPalette(app);
      await app.user.type(input, typed);
      await waitFor(() => expect(optionTitles()[0]).toMatch(/^سفارش/));
      expect(optionTitles().slice(0, 2)).toEqual([
        `سفارش ${id.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)}`,
        `تغییر وضعیت سفارش ${id.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)}`,
      ]);
      await app.user.keyboard('{Enter}');
      await waitFor(() => expect(app.currentPath()).toBe(`/admin/order/${id}`));
      expect(paletteDialog()).toBeNull();
    }
  });

  it('«تغییر وضعیت سفارش» opens the order with its status chooser (?move=1): named, on screen, or asked', async () => {
    const app = await signedIn('super_admin');
    // Every place the router goes (the order screen drops ?move=1 once it has opened its chooser).
    const visited: string[] = [];
    app.router.subscribe(({ location }) => visited.push(`${location.pathname}${location.search}`));
    // Named in the query: the second row.
    let input = await openPalette(app);
    await app.user.type(input, 'سفارش ۴۲');
    await waitFor(() => expect(optionTitles()[1]).toBe('تغییر وضعیت سفارش ۴۲'));
    await app.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(visited).toContain('/admin/order/42?move=1'));

    // On an order's screen: that order, nothing asked (its screen loads first).
    await screen.findByRole('main', {}, { timeout: 10_000 });
    await app.user.keyboard('{Control>}k{/Control}');
    input = within(
      await screen.findByRole('dialog', { name: 'جست‌وجو و فرمان‌ها' }, { timeout: 10_000 }),
    ).getByRole('combobox');
    await app.user.type(input, 'تغییر وضعیت سفارش');
    await waitFor(() => expect(optionTitles()[0]).toBe('تغییر وضعیت سفارش'));
    visited.length = 0;
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(paletteDialog()).toBeNull());
    await waitFor(() => expect(visited).toContain('/admin/order/42?move=1'));

    // Elsewhere: it asks for the number, then opens the chooser.
    await app.router.navigate('/admin/coupon');
    input = await openPalette(app);
    await app.user.type(input, 'تغییر وضعیت سفارش');
    await waitFor(() => expect(optionTitles()[0]).toBe('تغییر وضعیت سفارش'));
    await app.user.keyboard('{Enter}');
    const number = await within(paletteDialog() as HTMLElement).findByLabelText('شماره سفارش');
    await app.user.type(number, '۹{Enter}');
    await waitFor(() => expect(visited).toContain('/admin/order/9?move=1'));
  });

  it('offers only what the admin may open (route, action and hotkey)', async () => {
    const app = await signedIn(['read_order']);
    const input = await openPalette(app);
    await app.user.type(input, 'محصولات');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
    expect(optionTitles()).not.toContain('محصولات');
    expect(optionTitles()).not.toContain('افزودن محصول');
    await app.user.clear(input);
    await app.user.type(input, 'سفارش');
    await waitFor(() => expect(optionTitles()).toContain('سفارش‌ها'));
    expect(optionTitles()).not.toContain('ثبت سفارش'); // needs write_order
  });

  it('shows each row’s hotkey', async () => {
    const app = await signedIn('super_admin');
    const input = await openPalette(app);
    await app.user.type(input, 'سفارش‌ها');
    await waitFor(() => expect(optionTitles()[0]).toBe('سفارش‌ها'));
    const keys = [...(options()[0] as HTMLElement).querySelectorAll('kbd')].map((k) => k.textContent);
    expect(keys).toEqual(['g', 'o']);
  });

  it('opens with Ctrl+K even while typing in an input, and Esc closes it', async () => {
    const app = await signedIn('super_admin');
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'فیلد آزمایشی');
    document.body.append(field);
    await app.user.click(field);
    expect(await openPalette(app)).toHaveFocus();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(paletteDialog()).toBeNull());
    field.remove();
  });

  it('lists recent items first on empty input', async () => {
    const app = await signedIn('super_admin');
    let input = await openPalette(app);
    await app.user.type(input, 'مدیران');
    await waitFor(() => expect(optionTitles()[0]).toBe('مدیران'));
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.currentPath()).toBe('/admin/admins'));
    expect(localStorage.getItem(RECENT_KEY)).toContain('مدیران');
    input = await openPalette(app);
    const recent = screen.getByRole('group', { name: 'اخیر' });
    expect(within(recent).getAllByRole('option')[0]).toHaveTextContent('مدیران');
    expect(input).toHaveValue('');
  });

  it('finds live records through the API and skips endpoints that are missing', async () => {
    const app = await signedIn('super_admin');
    const input = await openPalette(app);
    await app.user.type(input, 'کارمند');
    // adminWith names its admins 'کارمند N': the admins list endpoint finds them.
    await waitFor(() => expect(optionTitles().some((t) => t?.startsWith('مدیر: کارمند'))).toBe(true));
    const record = options().find((o) => o.textContent?.includes('مدیر: کارمند')) as HTMLElement;
    expect(record.dataset.kind).toBe('record');
    // Resources declared in core whose API is not served yet answer 404 and are asked no more.
    const missing = paletteSearch(app.services).recordSearch.missing();
    const served = new Set(['admins', 'roles', 'contacts']);
    expect(missing.every((name) => !served.has(name))).toBe(true);
  });
});

describe('hotkeys', () => {
  it('runs a g-chord outside inputs but never while typing in one', async () => {
    const app = await signedIn('super_admin', '/admin/admins');
    const field = document.createElement('input');
    document.body.append(field);
    await app.user.click(field);
    await app.user.keyboard('go');
    expect(field).toHaveValue('go');
    expect(app.currentPath()).toBe('/admin/admins');
    field.remove();
    await app.user.click(document.body);
    await app.user.keyboard('go');
    await waitFor(() => expect(app.currentPath()).toBe('/admin/order'));
  });

  it('g s opens the first settings group: a parameter with a default is not asked for', async () => {
    const app = await signedIn('super_admin', '/admin/admins');
    await app.user.keyboard('gs');
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/admin\/settings\/[\w-]+$/));
  });

  it('opens the cheat sheet with ? listing every permitted hotkey of the registry', async () => {
    const app = await signedIn(['read_order', 'read_customer']);
    await app.user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
    expect(within(sheet).getByText('سفارش‌ها')).toBeInTheDocument();
    expect(within(sheet).getByText('مشتریان')).toBeInTheDocument();
    expect(within(sheet).queryByText('محصولات')).toBeNull();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Ctrl+S inside an input asks the open form to save (and says so when there is none)', async () => {
    const app = await signedIn('super_admin', '/admin/admins');
    const saves: string[] = [];
    const onSave = (event: Event) => {
      event.preventDefault();
      saves.push('saved');
    };
    window.addEventListener('shop-admin:save', onSave);
    const field = document.createElement('input');
    document.body.append(field);
    await app.user.click(field);
    await app.user.keyboard('{Control>}s{/Control}');
    expect(saves).toEqual(['saved']);
    window.removeEventListener('shop-admin:save', onSave);
    await app.user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('فرمی برای ذخیره باز نیست.')).toBeInTheDocument();
    field.remove();
  });
});
