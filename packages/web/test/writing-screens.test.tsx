import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

// Lazy screens and the editor chunk on a real server: generous waits (the machine is shared).
configure({ asyncUtilTimeout: 30_000 });

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.adminWith('super_admin'));
});
afterAll(async () => {
  await server.close();
});

// biome-ignore lint/suspicious/noExplicitAny: test reads of the server's answers
async function call(method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown): Promise<any> {
  const response = await server.app.inject({
    method,
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return response.json();
}

describe('writing screens', { timeout: 120_000 }, () => {
  it('gives the generic post form the rich-text editor for its body, not a raw HTML textarea', async () => {
    renderApp({ baseURL: server.baseURL, path: '/admin/posts?create', token });
    const body = await screen.findByRole('textbox', { name: 'متن مطلب' });
    expect(body.tagName).not.toBe('TEXTAREA');
    expect(body).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'قالب‌بندی متن مطلب' });
    expect(within(toolbar).getByRole('button', { name: 'پررنگ' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a newsletter rendered right to left, never as tags, with its delivery per member', async () => {
    const member = (await call('POST', 'admin/newsletters/users', { email: 'reza@example.com' })).data
      .userNewsletter;
    const created = await call('POST', 'admin/newsletters', {
      title: 'تخفیف آخر هفته',
      body: '<p>تا <strong>۳۰٪</strong> تخفیف</p><script>x()</script>',
      users: [member.id],
      send_at: '1499/01/01 10:00',
    });
    const id = created.data.newsletter.id;
    renderApp({ baseURL: server.baseURL, path: `/admin/newsletters/${id}`, token });
    await screen.findByRole('heading', { level: 1, name: 'تخفیف آخر هفته' });
    const preview = screen.getByRole('figure', { name: 'پیش‌نمایش ایمیل' });
    expect(preview.querySelector('[dir="rtl"] strong')?.textContent).toBe('۳۰٪');
    expect(preview.textContent).not.toContain('<strong>');
    expect(preview.querySelector('script')).toBeNull();
    const row = (await screen.findByText('reza@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('در انتظار ارسال')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لغو ارسال' })).toBeInTheDocument();
  });

  it('shows what the server refused when saving .htaccess, and line numbers beside the text', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/htaccess', token });
    const editor = await screen.findByLabelText('متن htaccess');
    fireEvent.change(editor, { target: { value: 'RewriteEngine On\nRewriteBase /\n# three' } });
    expect(document.querySelector('.code-editor__lines')?.textContent).toBe('1\n2\n3');
    fireEvent.change(editor, { target: { value: 'x'.repeat(70 * 1024) } });
    await app.user.click(screen.getByRole('button', { name: 'ذخیره' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/htaccess/);
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows the Persian reason the social feed could not be refreshed', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/instagram', token });
    await app.user.click(await screen.findByRole('button', { name: 'به‌روزرسانی از اینستاگرام' }));
    const reason = (await call('PUT', 'admin/instagram')).message as string;
    expect(reason).toMatch(/[\u0600-\u06FF]/);
    expect(await screen.findByText(reason, { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});
