import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, brands } from '../../../server/src/db/schema/index.ts';
import { markOrderPaid } from '../../../server/src/services/orders/pay-order.ts';
import { FIXTURE_NOW, placeFixtureOrder, seedOrderWorld } from '../../../server/test/orders-fixtures.ts';
import { ROOT, startServer, type TestServer } from '../support/server.ts';
import { cliRunner } from '../support/spawn-cli.ts';

let server: TestServer;
const runners: ReturnType<typeof cliRunner>[] = [];

/** The built bin with a config folder of its own, signed in nowhere: each test starts from its own. */
const freshCli = () => {
  const runner = cliRunner();
  runners.push(runner);
  return runner;
};

/** A fresh bin signed in as root the way a user does it (`login --password-stdin`, token in its config). */
async function signedInCli() {
  const runner = freshCli();
  const login = await runner.run(
    ['login', '--server', server.url, '--username', ROOT.username, '--password-stdin'],
    { stdin: `${ROOT.password}\n` },
  );
  expect(login.code, login.stderr).toBe(0);
  return runner;
}

const CONTACT = {
  name: 'سارا رضایی',
  phone_number: '09121234567',
  subject: 'پیگیری سفارش‌ها',
  body: 'سفارش من کی می‌رسد؟',
};

beforeAll(async () => {
  server = await startServer();
  for (const contact of [CONTACT, { ...CONTACT, name: 'علی کریمی', subject: 'مرجوعی کالا' }]) {
    const answer = await server.app.inject({ method: 'POST', url: '/api/front/contacts', payload: contact });
    expect(answer.statusCode).toBe(201);
  }
});

afterAll(async () => {
  for (const runner of runners) runner.cleanup();
  await server?.close();
});

const CURSOR_FORWARD = new RegExp(`${String.fromCharCode(27)}\\[(\\d+)C`, 'g');
const errorOf = (stderr: string) => JSON.parse(stderr).error as Record<string, unknown>;

describe('the built bin against a real server', () => {
  it('refuses to prompt for a password without a terminal (usage, exit 2)', async () => {
    const cli = freshCli();
    const result = await cli.run(['login', '--server', server.url, '--username', ROOT.username]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('not_a_terminal');
    expect(result.stderr).toContain('--password-stdin');
  });

  it('rejects a wrong password with the auth exit code and saves nothing', async () => {
    const cli = freshCli();
    const result = await cli.run(
      ['login', '--server', server.url, '--username', ROOT.username, '--password-stdin', '--json'],
      {
        stdin: 'wrong-password\n',
      },
    );
    expect(result.code).toBe(3);
    expect(errorOf(result.stderr)).toMatchObject({
      code: 'invalid_credentials',
      status: 400,
      message: 'Wrong username or password.',
    });
    expect(errorOf(result.stderr).message_fa).toMatch(/[\u0600-\u06FF]/);
    const file = join(cli.configDir, 'config.json');
    expect(
      existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).profiles?.default?.token : undefined,
    ).toBeUndefined();
  });

  it('logs in with --password-stdin and keeps the token in a file only its owner can read', async () => {
    const cli = freshCli();
    const result = await cli.run(
      ['login', '--server', server.url, '--username', ROOT.username, '--password-stdin'],
      {
        stdin: `${ROOT.password}\n`,
      },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Signed in');
    const file = join(cli.configDir, 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.profiles.default).toMatchObject({ server: server.url, username: ROOT.username });
    expect(saved.profiles.default.token).toMatch(/^\d+\|/);
  });

  it('whoami shows the admin, role and server (--json keys are the documented ones)', async () => {
    const cli = await signedInCli();
    const result = await cli.run(['whoami', '--json']);
    expect(result.code).toBe(0);
    const me = JSON.parse(result.stdout);
    expect(Object.keys(me)).toEqual(['id', 'name', 'username', 'role', 'server', 'profile', 'token_source']);
    expect(me).toMatchObject({
      username: 'root',
      role: { name: 'super_admin' },
      server: server.url,
      profile: 'default',
      token_source: 'config',
    });
  });

  it('prints a list as a table on a terminal, Persian in display order and every line as wide as the others', async () => {
    const cli = await signedInCli();
    const result = await cli.runInTerminal(['contacts', 'list', '--bidi', 'on']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines[0]).toMatch(/^┌/);
    // The terminal has no bidi here, so the CLI put the letters in display order (reversed runs).
    expect(result.stdout).toContain([...'سارا رضایی'].reverse().join(''));
    // ZWNJ (سفارش‌ها) takes no column: string-width, not string length, sizes the cells (cursor-forward
    // escapes make up for cli-table3's own count, as the terminal shows them).
    const shown = (line: string) =>
      stringWidth(line.replace(CURSOR_FORWARD, (_, n: string) => ' '.repeat(Number(n))));
    const widths = new Set(lines.map(shown));
    expect(widths.size).toBe(1);
  });

  it('keeps logical order when told the terminal does bidi (--bidi off)', async () => {
    const cli = await signedInCli();
    const result = await cli.runInTerminal(['contacts', 'list', '--bidi', 'off']);
    expect(result.stdout).toContain('سارا رضایی');
  });

  it('prints TSV when piped, CSV with --csv, JSON with --json and only the asked keys with --json a,b', async () => {
    const cli = await signedInCli();
    const tsv = await cli.run(['contacts', 'list']);
    expect(tsv.code).toBe(0);
    const [header, ...rows] = tsv.stdout.trimEnd().split('\n');
    expect(header).toBe('id\tname\tphone_number\tsubject\tstatus\tcreated_at');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.split('\t').slice(1, 4)).toEqual([CONTACT.name, CONTACT.phone_number, CONTACT.subject]);
    expect(rows[0]?.split('\t')[5]).toMatch(/^1[34]\d\d\/\d\d\/\d\d \d\d:\d\d$/);

    const csv = await cli.run(['contacts', 'list', '--csv']);
    const records = parse(csv.stdout, { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.subject)).toEqual(['مرجوعی کالا', CONTACT.subject]);

    const json = await cli.run(['contacts', 'list', '--json']);
    const list = JSON.parse(json.stdout);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ ...CONTACT, status: 0 });

    const some = await cli.run(['contacts', 'list', '--json', 'id,subject', '--limit', '1']);
    expect(JSON.parse(some.stdout)).toEqual([{ id: list[0].id, subject: 'مرجوعی کالا' }]);
  });

  it('pages through a list with --all and stops at --limit', async () => {
    const cli = await signedInCli();
    for (let i = 0; i < 12; i++) await server.adminWith(['read_admin']);
    // More than one page (root and these 12 at least; other tests may have added their own).
    const count = (await server.db.select().from(admins)).length;
    expect(count).toBeGreaterThanOrEqual(13);
    const all = await cli.run(['admins', 'list', '--all', '--json', 'id']);
    expect(JSON.parse(all.stdout)).toHaveLength(count);
    const some = await cli.run(['admins', 'list', '--limit', '4', '--json', 'id']);
    expect(JSON.parse(some.stdout)).toHaveLength(4);
  });

  it('stops a create that breaks core rules before sending anything (validation, exit 6, nothing written)', async () => {
    const cli = await signedInCli();
    const before = (await server.db.select().from(admins)).length;
    const result = await cli.run([
      'admins',
      'create',
      '--set',
      'name=کارمند تازه',
      '--set',
      'email=not-an-email',
      '--json',
    ]);
    expect(result.code).toBe(6);
    expect(result.stdout).toBe('');
    const error = errorOf(result.stderr);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields as object).sort()).toEqual([
      'email',
      'password',
      'password_confirmation',
      'role',
      'username',
    ]);
    expect((error.fields_fa as Record<string, string[]>).email?.[0]).toMatch(/ایمیل/);
    expect((await server.db.select().from(admins)).length).toBe(before);
  });

  it('refuses markup in a plain-text field and a traversal image path before sending (issue 13)', async () => {
    const cli = await signedInCli();
    const result = await cli.run([
      'brands',
      'create',
      '--set',
      'name=<script>alert(1)</script>',
      '--set',
      'image=//evil.example/x.png',
      '--json',
    ]);
    expect(result.code).toBe(6);
    const error = errorOf(result.stderr);
    expect(error.code).toBe('validation_failed');
    // English `fields` are the CLI's own wording: core refused it here, not the server.
    const fields = error.fields as Record<string, string[]>;
    expect(fields.name?.[0]).toMatch(/must be plain text/);
    expect(fields.image?.[0]).toMatch(/upload path/);
    expect((error.fields_fa as Record<string, string[]>).name?.[0]).toContain('باید متن ساده باشد');
    expect(await server.db.select().from(brands)).toHaveLength(0);
  });

  it('passes the server refusal through with its Persian message (duplicate username)', async () => {
    const cli = await signedInCli();
    const values = {
      name: 'مدیر دوم',
      username: 'root',
      password: 'secret-123',
      password_confirmation: 'secret-123',
      role: 1,
    };
    const result = await cli.run(['admins', 'create', '--data', JSON.stringify(values), '--json']);
    expect(result.code).toBe(6);
    const error = errorOf(result.stderr);
    expect(error).toMatchObject({ code: 'duplicate', status: 422 });
    expect(String(error.message_fa)).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives stable exit codes: not found 5, permission 4, network 7', async () => {
    const cli = await signedInCli();
    expect((await cli.run(['admins', 'get', '987654'])).code).toBe(5);
    const clerk = await server.adminWith(['read_contact']);
    const refused = await cli.run(['admins', 'list', '--json'], {
      env: { SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: clerk.token },
    });
    expect(refused.code).toBe(4);
    expect(errorOf(refused.stderr).code).toBe('forbidden');
    const offline = await cli.run(['whoami', '--json'], {
      env: { SHOP_ADMIN_URL: 'http://127.0.0.1:9', SHOP_ADMIN_TOKEN: clerk.token },
    });
    expect(offline.code).toBe(7);
    expect(errorOf(offline.stderr).code).toBe('network_error');
  });

  it("an order clerk's refusal names the missing permission, in English and in the server's Persian", async () => {
    const clerk = await server.adminWith(['read_order', 'modify_order']);
    const env = { SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: clerk.token, NO_COLOR: '1' };
    const cli = freshCli();
    const asJson = await cli.run(
      ['products', 'create', '--set', 'title=کیف', '--set', 'unit_price=1000', '--json'],
      {
        env,
      },
    );
    expect(asJson.code).toBe(4);
    expect(errorOf(asJson.stderr)).toMatchObject({
      code: 'forbidden',
      status: 403,
      message: "Your role doesn't have the permission this needs: write_product.",
      message_fa: 'شما مجوز «افزودن محصولات» (write_product) را ندارید.',
    });
    const forPeople = await cli.run(['products', 'list'], { env });
    expect(forPeople.code).toBe(4);
    expect(forPeople.stderr).toContain(
      "error: Your role doesn't have the permission this needs: read_product. [forbidden]",
    );
    expect(forPeople.stderr).toContain('server: شما مجوز «مشاهده محصولات» (read_product) را ندارید.');
  });

  it('orders --unread --json lists exactly the paid orders whose notification this admin has not read', async () => {
    const cli = await signedInCli();
    const world = await seedOrderWorld(server.app);
    const pay = async (orderId: number) =>
      markOrderPaid(server.app.ctx, server.app.ctx.db, {
        orderId,
        gateway: 'virtual',
        transactionId: `cli-test-${orderId}`,
        now: FIXTURE_NOW,
      });
    const seen = await placeFixtureOrder(server.app, world, [{ id: world.plain.id, quantity: 1 }]);
    await pay(seen.id);
    const root = await cli.run(['notifications', 'read-all']);
    expect(root.code).toBe(0);
    const [unread, moved] = [
      await placeFixtureOrder(server.app, world, [{ id: world.sale.id, quantity: 2 }]),
      await placeFixtureOrder(server.app, world, [{ id: world.plain.id, quantity: 1 }]),
    ];
    await pay(unread.id);
    await pay(moved.id);
    const staff = await server.adminWith('super_admin');
    const change = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${moved.id}/status`,
      headers: staff.headers,
      payload: { status: 'in_progress' },
    });
    expect(change.statusCode).toBe(200);

    const result = await cli.run(['orders', '--unread', '--json']);
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as { id: number; status: string; total_amount: number }[];
    expect(rows.map((row) => row.id)).toEqual([unread.id]);
    expect(rows[0]).toMatchObject({ status: 'new', total_amount: unread.totalAmount });

    // Jalali days in, Jalali days out: the fixtures were placed on 1404/08/10 (Tehran).
    // (Only this world's customer: other tests place orders on the same day.)
    const mine = ['--customer-id', String(world.customer.id)];
    const day = await cli.run(['orders', '--since', '۱۴۰۴/۰۸/۱۰', '--until', '1404/08/10', ...mine]);
    expect(day.code).toBe(0);
    const lines = day.stdout.trim().split('\n');
    expect(
      lines
        .slice(1)
        .map((line) => Number(line.split('\t')[0]))
        .sort(),
    ).toEqual([seen.id, unread.id, moved.id].sort());
    expect(lines[1]).toContain('1404/08/10');
    const none = await cli.run(['orders', '--since', '1404/08/11', '--json', ...mine]);
    expect(JSON.parse(none.stdout)).toEqual([]);
    const one = await cli.run(['orders', 'get', String(unread.id), '--json']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ id: unread.id, status: 'new' });
    const bad = await cli.run(['orders', '--status', 'lost', '--json']);
    expect(bad.code).toBe(2);
    expect(errorOf(bad.stderr).code).toBe('usage');
  });

  it('orders --customer reads a mobile, an id or a receiver name; tracking codes go by --tracking-code', async () => {
    const cli = await signedInCli();
    const world = await seedOrderWorld(server.app, { mobile: '09351112233', name: ['حسین', 'یزدانی'] });
    const [paid, waiting] = [
      await placeFixtureOrder(server.app, world, [{ id: world.plain.id, quantity: 1 }]),
      await placeFixtureOrder(server.app, world, [{ id: world.sale.id, quantity: 1 }]),
    ];
    await markOrderPaid(server.app.ctx, server.app.ctx.db, {
      orderId: paid.id,
      gateway: 'virtual',
      transactionId: `cli-test-${paid.id}`,
      now: FIXTURE_NOW,
    });
    const code = '۳۱۴۱۵۹۲۶۵۳۵۸۹۷۹';
    const staff = await server.adminWith('super_admin');
    const tracked = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${waiting.id}`,
      headers: staff.headers,
      payload: { tracking_code: '314159265358979' },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const ids = async (...args: string[]) => {
      const result = await cli.run(['orders', ...args, '--json', 'id']);
      expect(result.code, result.stderr).toBe(0);
      return (JSON.parse(result.stdout) as { id: number }[]).map((row) => row.id);
    };
    const both = [waiting.id, paid.id];
    expect(await ids('--customer', '۰۹۳۵ ۱۱۱ ۲۲۳۳')).toEqual(both);
    expect(await ids('--customer', '+989351112233')).toEqual(both);
    expect(await ids('--customer', String(world.customer.id))).toEqual(both);
    expect(await ids('--customer', 'حسين')).toEqual(both);
    expect(await ids('--tracking-code', code)).toEqual([waiting.id]);
    // A tracking code is digits, so --customer reads it as a customer id: no customer has it.
    expect(await ids('--customer', code)).toEqual([]);
    expect(await ids('--customer', '09351112233', '--status', 'new')).toEqual([paid.id]);
    expect(await ids('--customer', '09351112233', '--limit', '1')).toEqual([waiting.id]);
    expect(await ids('--customer', '09351112233', '--all', '--sort', 'id')).toEqual([paid.id, waiting.id]);
    expect(await ids('--product-id', String(world.product.id), '--first-name', 'حسین')).toEqual(both);
    expect((await ids('--all')).length).toBeGreaterThan(2);

    const twice = await cli.run(['orders', '--customer', '12', '--customer-id', '13', '--json']);
    expect(twice.code).toBe(2);
    expect(errorOf(twice.stderr).message).toMatch(/--customer and --customer-id/);
    expect((await cli.run(['orders', '--customer', '0935', '--json'])).code).toBe(2);
    expect((await cli.run(['orders', '--limit', '2', '--all', '--json'])).code).toBe(2);
  });

  it('finds screens, actions and records as the palette does, with the command line for each', async () => {
    const cli = await signedInCli();
    const result = await cli.run(['find', 'سارا', '--json']);
    expect(result.code).toBe(0);
    const hits = JSON.parse(result.stdout) as {
      kind: string;
      title: string;
      cli: string | null;
      path: string;
    }[];
    const contact = hits.find((hit) => hit.kind === 'record');
    expect(contact?.title).toContain(CONTACT.subject);
    expect(contact?.cli).toMatch(/^shop-admin contacts get \d+$/);
    const screens = JSON.parse((await cli.run(['find', 'sefaresh', '--json'])).stdout) as typeof hits;
    expect(screens[0]).toMatchObject({ kind: 'route', path: '/admin/order', cli: 'shop-admin orders' });
  });

  it('keeps a second profile apart and lets the bidi setting force the terminal order', async () => {
    const cli = await signedInCli();
    const staging = await cli.run(
      [
        '--profile',
        'staging',
        'login',
        '--server',
        server.url,
        '--username',
        ROOT.username,
        '--password-stdin',
      ],
      {
        stdin: ROOT.password,
      },
    );
    expect(staging.code).toBe(0);
    const shown = JSON.parse((await cli.run(['config', 'show'])).stdout);
    expect(Object.keys(shown.profiles).sort()).toEqual(['default', 'staging']);
    expect(shown.profiles.staging).toEqual({ server: server.url, username: ROOT.username, signed_in: true });
    expect(JSON.stringify(shown)).not.toMatch(/\d+\|/);
    expect(JSON.parse((await cli.run(['whoami', '--profile', 'staging', '--json'])).stdout).profile).toBe(
      'staging',
    );
    expect((await cli.run(['config', 'set', 'bidi', 'off'])).code).toBe(0);
    expect((await cli.runInTerminal(['contacts', 'list'])).stdout).toContain('سارا رضایی');
    const env = await cli.runInTerminal(['contacts', 'list'], { env: { SHOP_ADMIN_BIDI: 'on' } });
    expect(env.stdout).toContain([...'سارا رضایی'].reverse().join(''));
    expect((await cli.run(['config', 'set', 'bidi', 'sideways'])).code).toBe(2);
  });

  it('deletes only with --yes when stdin is not a terminal', async () => {
    const cli = await signedInCli();
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/front/contacts',
      remoteAddress: '10.30.0.1',
      payload: { ...CONTACT, name: 'نگار امینی', subject: 'حذف شدنی' },
    });
    expect(made.statusCode).toBe(201);
    const list = JSON.parse((await cli.run(['contacts', 'list', '--json', 'id,subject'])).stdout) as {
      id: number;
      subject: string;
    }[];
    const id = String(list.find((row) => row.subject === 'حذف شدنی')?.id);
    const refused = await cli.run(['contacts', 'delete', id, '--json']);
    expect(refused.code).toBe(2);
    expect(errorOf(refused.stderr).code).toBe('usage');
    expect((await cli.run(['contacts', 'get', id])).code).toBe(0);
    const deleted = await cli.run(['contacts', 'delete', id, '--yes', '--json']);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(JSON.parse(deleted.stdout)).toMatchObject({ resource: 'contacts', id, deleted: true });
    expect(JSON.parse(deleted.stdout).message).toMatch(/[\u0600-\u06FF]/);
    expect((await cli.run(['contacts', 'get', id])).code).toBe(5);
    const again = await cli.run(['contacts', 'delete', id, '--yes', '--json']);
    expect(again.code).toBe(5);
    expect(again.stdout).toBe('');
    expect(errorOf(again.stderr).code).toBe('not_found');
  });

  it('marks every notification read with notifications read-all', async () => {
    const cli = await signedInCli();
    await server.app.ctx.notifications.notifyAdmins({
      type: 'order',
      data: { order_id: 5, description: 'سفارش ۵' },
      permissions: [],
    });
    const unread = JSON.parse((await cli.run(['notifications', '--unread', '--json'])).stdout) as unknown[];
    expect(unread.length).toBeGreaterThan(0);
    expect((await cli.run(['notifications', 'read-all'])).code).toBe(0);
    expect(JSON.parse((await cli.run(['notifications', '--unread', '--json'])).stdout)).toEqual([]);
  });

  it('logout revokes the token on the server', async () => {
    const cli = await signedInCli();
    const token = JSON.parse(readFileSync(join(cli.configDir, 'config.json'), 'utf8')).profiles.default
      .token as string;
    const result = await cli.run(['logout']);
    expect(result.code).toBe(0);
    const reused = await cli.run(['whoami', '--json'], {
      env: { SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: token },
    });
    expect(reused.code).toBe(3);
    expect((await cli.run(['whoami'])).code).toBe(3);
  });

  it('logout --all ends every session of the admin: this one and the others, no one else’s', async () => {
    const cli = freshCli();
    const signIn = await cli.run(
      ['login', '--server', server.url, '--username', ROOT.username, '--password-stdin'],
      { stdin: `${ROOT.password}\n` },
    );
    expect(signIn.code).toBe(0);
    const browser = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: ROOT,
      remoteAddress: '10.20.0.1',
    });
    const browserToken = browser.json().data.token as string;
    const someoneElse = await server.adminWith([]);
    const profile = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/admin/profile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile(browserToken)).statusCode).toBe(200);

    const result = await cli.run(['logout', '--all']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('everywhere');
    expect((await profile(browserToken)).statusCode).toBe(401);
    expect((await profile(someoneElse.token)).statusCode).toBe(200);
    expect((await cli.run(['whoami'])).code).toBe(3);
    const saved = JSON.parse(readFileSync(join(cli.configDir, 'config.json'), 'utf8'));
    expect(saved.profiles.default.token).toBeUndefined();
  });
});
