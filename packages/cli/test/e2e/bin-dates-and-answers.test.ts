import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingListener } from '../support/recording-listener.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { cliRunner } from '../support/spawn-cli.ts';

let server: TestServer;
let other: Awaited<ReturnType<typeof startRecordingListener>>;
let cli: ReturnType<typeof cliRunner>;
let env: Record<string, string>;

const errorOf = (stderr: string) => JSON.parse(stderr).error as Record<string, unknown>;
const CONTACT = {
  name: 'سارا رضایی',
  phone_number: '09121234567',
  subject: 'پیگیری سفارش‌ها',
  body: 'سفارش من کی می‌رسد؟',
};

/** A Gregorian day `days` from today (UTC), as `YYYY-MM-DD` or with another separator. */
const gregorianDay = (days: number, separator = '-') =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', separator);

beforeAll(async () => {
  server = await startServer();
  other = await startRecordingListener({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><title>x</title>',
  });
  const admin = await server.adminWith('super_admin');
  env = { SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: admin.token };
  cli = cliRunner();
  for (const name of ['سارا رضایی', 'علی کریمی']) {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/front/contacts',
      payload: { ...CONTACT, name },
    });
    expect(answer.statusCode).toBe(201);
  }
});

afterAll(async () => {
  cli?.cleanup();
  await other?.close();
  await server?.close();
});

describe('dates: Jalali by default, four-digit years from 1900 Gregorian, the rest a usage error', () => {
  it('reads ISO and slashed Gregorian days as Gregorian, not as Jalali year 2026', async () => {
    const since = await cli.run(['contacts', 'list', '--since', gregorianDay(-1), '--json'], { env });
    expect(since.code).toBe(0);
    expect(JSON.parse(since.stdout)).toHaveLength(2);
    const until = await cli.run(['contacts', 'list', '--until', gregorianDay(-2, '/'), '--json'], { env });
    expect(until.code).toBe(0);
    expect(JSON.parse(until.stdout)).toEqual([]);
    const both = await cli.run(
      ['contacts', 'list', '--since', gregorianDay(-1, '/'), '--until', gregorianDay(1), '--json'],
      { env },
    );
    expect(JSON.parse(both.stdout)).toHaveLength(2);
  });

  it('refuses a two-digit year, an impossible day and an inverted range (exit 2, stating the rule)', async () => {
    const cases = [
      ['contacts', 'list', '--since', '05/09/01'],
      ['contacts', 'list', '--until', '1404/12/30'],
      ['contacts', 'list', '--since', '2026-02-30'],
      ['orders', '--since', gregorianDay(0), '--until', gregorianDay(-3, '/')],
      ['orders', '--since', '1405/01/02', '--until', '1405/01/01'],
    ];
    const results = await Promise.all(cases.map((args) => cli.run([...args, '--json'], { env })));
    for (const result of results) {
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      const error = errorOf(result.stderr);
      expect(error.code).toBe('usage');
      expect(error.message).toContain('a four-digit year from 1900 on is Gregorian');
    }
    expect(errorOf(results[0]?.stderr ?? '').message).toContain('needs a four-digit year');
    expect(errorOf(results[3]?.stderr ?? '').message).toContain('comes after --until');
  });
});

describe('an answer that is not the JSON envelope exits 8 invalid_response on every command', () => {
  const commands = [
    ['whoami'],
    ['contacts', 'list'],
    ['contacts', 'get', '1'],
    ['contacts', 'delete', '1', '--yes'],
    ['brands', 'create', '--set', 'name=نایک'],
    ['orders'],
    ['orders', 'get', '1'],
    ['notifications'],
    ['notifications', 'read-all'],
    ['find', 'سفارش'],
    ['products', 'export'],
    ['logout'],
  ];
  const foreign = () => ({ SHOP_ADMIN_URL: other.url, SHOP_ADMIN_TOKEN: '1|x' });

  it('an HTML page with status 200: status and content type in the message', async () => {
    const results = await Promise.all(
      commands.map((args) => cli.run([...args, '--json'], { env: foreign() })),
    );
    results.forEach((result, index) => {
      expect({ command: commands[index], code: result.code, stdout: result.stdout }).toEqual({
        command: commands[index],
        code: 8,
        stdout: '',
      });
      const error = errorOf(result.stderr);
      expect(error).toMatchObject({ code: 'invalid_response', status: 200 });
      expect(error.message).toContain('HTTP 200, text/html; charset=utf-8');
    });
    // Without --json too: the text says it.
    const text = await cli.run(['contacts', 'list'], { env: foreign() });
    expect(text.code).toBe(8);
    expect(text.stderr).toContain('HTTP 200, text/html');
  });

  it('a bare JSON value, a JSON object without `success`, and an HTML 404 are no envelope either', async () => {
    for (const answer of [
      { status: 200, contentType: 'application/json', body: '[]' },
      { status: 200, contentType: 'application/json', body: '{"data":{"contacts":[]}}' },
      { status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' },
    ]) {
      other.answer(answer);
      const result = await cli.run(['contacts', 'list', '--json'], { env: foreign() });
      expect(result.code).toBe(8);
      expect(errorOf(result.stderr)).toMatchObject({ code: 'invalid_response', status: answer.status });
    }
  });

  it('the real server addressed through its /admin page does not give an empty list', async () => {
    const result = await cli.run(['contacts', 'list', '--json'], {
      env: { ...env, SHOP_ADMIN_URL: `${server.url}/admin` },
    });
    expect(result.code).not.toBe(0);
    expect([8, 9]).toContain(result.code);
  });
});

describe('output is never cut silently', () => {
  const UNITS = 235; // more than one page of 200, and far more than a table's 30

  beforeAll(async () => {
    const admin = await server.adminWith('super_admin');
    const created = await Promise.all(
      Array.from({ length: UNITS }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: '/api/admin/units',
          headers: { authorization: `Bearer ${admin.token}` },
          payload: { name: `واحد ${i + 1}`, precision: 1 },
        }),
      ),
    );
    expect(
      created.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 201),
    ).toEqual([]);
  });

  it('--json, CSV and TSV print every record the filters match, page after page', async () => {
    const [json, csv, tsv] = await Promise.all([
      cli.run(['units', 'list', '--json', 'id'], { env }),
      cli.run(['units', 'list', '--csv'], { env }),
      cli.run(['units', 'list'], { env }),
    ]);
    for (const result of [json, csv, tsv]) expect(result.code).toBe(0);
    const total = JSON.parse(json.stdout).length as number;
    expect(total).toBeGreaterThanOrEqual(UNITS);
    expect(csv.stdout.trim().split('\n')).toHaveLength(total + 1);
    expect(tsv.stdout.trim().split('\n')).toHaveLength(total + 1);
    // No progress line in a log: stderr is not a terminal.
    expect(tsv.stderr).toBe('');
  });

  it('--limit N stays an explicit cut, and a table says what it left out', async () => {
    const limited = await cli.run(['units', 'list', '--json', 'id', '--limit', '5'], { env });
    expect(JSON.parse(limited.stdout)).toHaveLength(5);
    const table = await cli.runInTerminal(['units', 'list', '--bidi', 'off'], { env });
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/30 of \d+; use --limit N or --all for more/);
  });
});

describe('SHOP_ADMIN_BIDI', () => {
  it('refuses a value that names no mode on every command, JSON and help included (exit 2)', async () => {
    const results = await Promise.all(
      [['contacts', 'list', '--json'], ['whoami'], ['--help']].map((args) =>
        cli.run(args, { env: { ...env, SHOP_ADMIN_BIDI: 'bogus' } }),
      ),
    );
    for (const result of results) {
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('SHOP_ADMIN_BIDI must be one of auto, on, off (got bogus)');
    }
    expect(
      (await cli.run(['contacts', 'list', '--json'], { env: { ...env, SHOP_ADMIN_BIDI: 'off' } })).code,
    ).toBe(0);
  });
});
