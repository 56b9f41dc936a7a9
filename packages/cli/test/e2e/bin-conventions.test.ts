import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { cliRunner } from '../support/spawn-cli.ts';

let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
const errorOf = (stderr: string) => JSON.parse(stderr).error as Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  const boss = await server.adminWith('super_admin');
  cli = cliRunner({ SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: boss.token });
  for (const name of ['نایک', 'آدیداس']) {
    expect((await cli.run(['brands', 'create', '--set', `name=${name}`, '--json'])).code).toBe(0);
  }
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

describe('--jq', () => {
  it("filters a list command's JSON, every page of it", async () => {
    const names = await cli.run(['brands', 'list', '--json', '--jq', '.[].name']);
    expect(names.code).toBe(0);
    expect(names.stdout.trim().split('\n').sort()).toEqual(['آدیداس', 'نایک']);
    const one = await cli.run(['brands', 'list', '--json', '--jq', '.[] | select(.name == "نایک") | .id']);
    expect(one.stdout.trim()).toMatch(/^\d+$/);
  });

  it('is a usage error without --json and for a bad expression, before anything is sent', async () => {
    const plain = await cli.run(['brands', 'list', '--jq', '.[].id']);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain('add --json');
    const bad = await cli.run(['brands', 'list', '--json', '--jq', '.[']);
    expect(bad.code).toBe(2);
    expect(errorOf(bad.stderr).code).toBe('usage');
  });
});

describe('api', () => {
  it('makes a raw call with the session and prints the envelope', async () => {
    const home = await cli.run(['api', 'GET', '/api/admin/brands', '-f', 'per_page=1', '--jq', '.success']);
    expect(home.stderr).toBe('');
    expect(home.code).toBe(0);
    expect(home.stdout.trim()).toBe('true');
    const id = (
      await cli.run(['brands', 'list', '--json', '--jq', '.[] | select(.name == "نایک") | .id'])
    ).stdout.trim();
    expect(id).toMatch(/^\d+$/);
    const put = await cli.run(['api', 'PUT', `admin/brands/${id}`, '-f', 'name=پوما', '--jq', '.success']);
    expect(put.code).toBe(0);
    expect(put.stdout.trim()).toBe('true');
    const read = await cli.run(['brands', 'get', id, '--json', '--jq', '.name']);
    expect(read.stdout.trim()).toBe('پوما');
  });

  it('exits with the error code of the answer', async () => {
    const missing = await cli.run(['api', 'GET', 'admin/brands/999999', '--json']);
    expect(missing.code).toBe(5);
    const bad = await cli.run(['api', 'FETCH', 'admin/brands']);
    expect(bad.code).toBe(2);
    const stranger = await cli.run(['api', 'GET', 'admin/brands'], { env: { SHOP_ADMIN_TOKEN: '1|wrong' } });
    expect(stranger.code).toBe(3);
  });
});

describe('--web', () => {
  it('prints the page of what the command shows and opens it with $BROWSER, without running the command', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-admin-browser-'));
    const browser = join(folder, 'browser.sh');
    const opened = join(folder, 'opened.txt');
    writeFileSync(browser, `#!/bin/sh\nprintf '%s\\n' "$1" >> ${opened}\n`);
    chmodSync(browser, 0o755);
    const order = await cli.run(['orders', 'get', '1234', '--web'], { env: { BROWSER: browser } });
    expect(order.code).toBe(0);
    expect(order.stdout.trim()).toBe(`${server.url}/admin/order/1234`);
    const product = await cli.run(['products', 'update', '7', '--set', 'title=x', '--web'], {
      env: { BROWSER: browser },
    });
    expect(product.stdout.trim()).toBe(`${server.url}/admin/products/edit/7`);
    // Each browser is started detached and writes when it runs: wait for both, in whatever order.
    await expect
      .poll(() => (existsSync(opened) ? readFileSync(opened, 'utf8').trim().split('\n').sort() : []))
      .toEqual([`${server.url}/admin/order/1234`, `${server.url}/admin/products/edit/7`]);
    const none = await cli.run(['config', 'show', '--web'], { env: { BROWSER: browser } });
    expect(none.code).toBe(2);
  });

  it("carries the command's filters into the admin URL the browser gets", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-admin-browser-'));
    const browser = join(folder, 'browser.sh');
    const opened = join(folder, 'opened.txt');
    writeFileSync(browser, `#!/bin/sh\nprintf '%s\\n' "$1" >> ${opened}\n`);
    chmodSync(browser, 0o755);
    const run = await cli.run(
      ['orders', '--status', 'new', '--since', '1404/08/01', '--sort', 'total_amount', '--desc', '--web'],
      { env: { BROWSER: browser } },
    );
    expect(run.code, run.stderr).toBe(0);
    const expected = `${server.url}/admin/order?status=new&start_date=1404%2F08%2F01&sort_by=total_amount&sort_desc=1`;
    expect(run.stdout.trim()).toBe(expected);
    // The browser exited 0 before the CLI did: it has written the address it was given.
    expect(readFileSync(opened, 'utf8').trim()).toBe(expected);
  });

  it('exits 2 (no_browser) when the browser fails or cannot be started, still printing the address', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-admin-browser-'));
    const failing = join(folder, 'failing.sh');
    writeFileSync(failing, '#!/bin/sh\necho "no display" >&2\nexit 3\n');
    chmodSync(failing, 0o755);
    const failed = await cli.run(['brands', 'list', '--web'], { env: { BROWSER: failing, NO_COLOR: '1' } });
    expect(failed.code).toBe(2);
    expect(failed.stdout.trim()).toBe(`${server.url}/admin/brands`);
    expect(failed.stderr).toContain(
      `error: No browser could be opened: ${failing} exited with code 3. [no_browser]`,
    );
    expect(failed.stderr).toContain('hint: Open the address printed above yourself');
    const missing = await cli.run(['brands', 'list', '--web', '--json'], {
      env: { BROWSER: join(folder, 'no-such-browser') },
    });
    expect(missing.code).toBe(2);
    expect(errorOf(missing.stderr)).toMatchObject({
      code: 'no_browser',
      message: expect.stringContaining('could not be started (ENOENT)'),
    });
  });
});

describe('completion', () => {
  it('bash: the script of the bin completes shop-admin and leaves npx as it was', async () => {
    const script = await cli.run(['completion', 'bash']);
    expect(script.code).toBe(0);
    const folder = mkdtempSync(join(tmpdir(), 'shop-admin-completion-'));
    const file = join(folder, 'c.bash');
    writeFileSync(file, `_npm_completion() { :; }\ncomplete -F _npm_completion npx\n${script.stdout}`);
    const specs = execFileSync('bash', ['-c', `source ${file}; complete -p shop-admin; complete -p npx`], {
      encoding: 'utf8',
    });
    expect(specs.trim().split('\n')).toEqual([
      'complete -o default -F _shop_admin shop-admin',
      'complete -F _npm_completion npx',
    ]);
  });
});

describe('colour', () => {
  it('colours an error only when asked: off for pipes and NO_COLOR, on with FORCE_COLOR', async () => {
    const piped = await cli.run(['brands', 'get', '999999']);
    expect(piped.code).toBe(5);
    expect(piped.stderr).not.toContain('\u001b[');
    const forced = await cli.run(['brands', 'get', '999999'], { env: { FORCE_COLOR: '1' } });
    expect(forced.stderr).toContain('\u001b[31merror:');
    const refused = await cli.run(['brands', 'get', '999999', '--no-color'], { env: { FORCE_COLOR: '1' } });
    expect(refused.stderr).not.toContain('\u001b[');
  });
});
