import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, admins } from '../../server/src/db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../server/src/services/auth/passwords.ts';
import { hashTokenSecret, newTokenSecret } from '../../server/src/services/auth/tokens.ts';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** A signed-in admin with a real password, and a second session of theirs (a phone). */
async function signedIn(password: string) {
  const { token, admin } = await server.adminWith('super_admin');
  await server.db
    .update(admins)
    .set({ password: await hashPassword(password) })
    .where(eq(admins.id, admin.id));
  const secret = newTokenSecret();
  const [phone] = await server.db
    .insert(accessTokens)
    .values({ adminId: admin.id, tokenHash: hashTokenSecret(secret) })
    .returning();
  return { token, admin, phone: `${phone?.id}|${secret}` };
}

const profileStatus = async (bearer: string) =>
  (
    await fetch(`${server.baseURL}admin/profile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
    })
  ).status;

const storedHash = async (id: number) =>
  (await server.db.select().from(admins).where(eq(admins.id, id)))[0]?.password ?? '';

describe('changing the password from the user menu', () => {
  it('asks the current password first; a wrong one is a Persian error on its field and changes nothing', async () => {
    const { token, admin, phone } = await signedIn('old-pass-1');
    const app = renderApp({ baseURL: server.baseURL, path: '/admin', token });
    await app.user.click(await screen.findByRole('button', { name: admin.name }));
    await app.user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغییر رمز عبور' });
    const current = within(dialog).getByLabelText('رمز عبور فعلی');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('autocomplete', 'current-password');

    // Core's rules first: nothing is sent while fields are empty or unconfirmed.
    await app.user.click(within(dialog).getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(current).toHaveAccessibleDescription('رمز عبور فعلی الزامی است.');

    await app.user.type(current, 'a-guess');
    await app.user.type(within(dialog).getByLabelText('رمز عبور تازه'), 'taken-over-1');
    await app.user.type(within(dialog).getByLabelText('تکرار رمز عبور تازه'), 'taken-over-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'تغییر رمز عبور' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('رمز عبور فعلی درست نیست.'));
    expect(within(dialog).getByRole('alert').textContent).toBe('رمز عبور فعلی درست نیست.');
    expect(await verifyPassword('old-pass-1', await storedHash(admin.id))).toBe(true);
    expect(await profileStatus(phone)).toBe(200);
  });

  it('with the current password: changed, the dialog closes, other sessions end and this one stays', async () => {
    const { token, admin, phone } = await signedIn('old-pass-2');
    const app = renderApp({ baseURL: server.baseURL, path: '/admin', token });
    await app.user.click(await screen.findByRole('button', { name: admin.name }));
    await app.user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغییر رمز عبور' });
    await app.user.type(within(dialog).getByLabelText('رمز عبور فعلی'), 'old-pass-2');
    await app.user.type(within(dialog).getByLabelText('رمز عبور تازه'), 'new-pass-22');
    await app.user.type(within(dialog).getByLabelText('تکرار رمز عبور تازه'), 'new-pass-22');
    await app.user.click(within(dialog).getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(await screen.findByText('رمز عبور با موفقیت تغییر کرد')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'تغییر رمز عبور' })).toBeNull());
    expect(await verifyPassword('new-pass-22', await storedHash(admin.id))).toBe(true);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(token)).toBe(200);
    expect(app.currentPath()).toBe('/admin');
  });
});
