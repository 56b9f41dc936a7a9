import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingListener, UNAUTHENTICATED } from '../support/recording-listener.ts';
import { ROOT, startServer, type TestServer } from '../support/server.ts';
import { cliRunner } from '../support/spawn-cli.ts';

let server: TestServer;
let other: Awaited<ReturnType<typeof startRecordingListener>>;
let cli: ReturnType<typeof cliRunner>;
let savedToken: string;

const errorOf = (stderr: string) => JSON.parse(stderr).error as Record<string, unknown>;
const profileToken = () =>
  JSON.parse(readFileSync(join(cli.configDir, 'config.json'), 'utf8')).profiles.default.token as
    | string
    | undefined;

beforeAll(async () => {
  server = await startServer();
  other = await startRecordingListener(UNAUTHENTICATED);
  cli = cliRunner();
  const login = await cli.run(
    ['login', '--server', server.url, '--username', ROOT.username, '--password-stdin'],
    {
      stdin: `${ROOT.password}\n`,
    },
  );
  expect(login.code).toBe(0);
  savedToken = profileToken() ?? '';
  expect(savedToken).toMatch(/^\d+\|/);
});

beforeEach(() => {
  other.requests.length = 0;
  other.answer(UNAUTHENTICATED);
});

afterAll(async () => {
  cli?.cleanup();
  await other?.close();
  await server?.close();
});

describe('a token goes only to the server that issued it', () => {
  it('SHOP_ADMIN_URL naming another server without a token sends nothing there and keeps the saved token', async () => {
    const result = await cli.run(['whoami', '--json'], { env: { SHOP_ADMIN_URL: other.url } });
    expect(result.code).toBe(3);
    expect(errorOf(result.stderr)).toMatchObject({ code: 'not_signed_in' });
    expect(errorOf(result.stderr).message).toContain(`belongs to ${server.url}`);
    expect(other.requests).toEqual([]);
    expect(profileToken()).toBe(savedToken);
  });

  it('--server on any command is an override too: no token, no request', async () => {
    for (const args of [
      ['contacts', 'list', '--server', other.url, '--json'],
      ['--server', other.url, 'orders', '--json'],
    ]) {
      const result = await cli.run(args);
      expect(result.code).toBe(3);
      expect(errorOf(result.stderr).code).toBe('not_signed_in');
    }
    expect(other.requests).toEqual([]);
    expect(profileToken()).toBe(savedToken);
  });

  it('an override with its own token sends only that token, and its 401 leaves the saved token alone', async () => {
    const result = await cli.run(['whoami', '--json'], {
      env: { SHOP_ADMIN_URL: other.url, SHOP_ADMIN_TOKEN: '7|other-server-token' },
    });
    expect(result.code).toBe(3);
    expect(errorOf(result.stderr)).toMatchObject({ code: 'unauthenticated', status: 401 });
    expect(other.requests.length).toBeGreaterThan(0);
    for (const request of other.requests)
      expect(request.headers.authorization).toBe('Bearer 7|other-server-token');
    expect(profileToken()).toBe(savedToken);
    // The issuing server still takes the saved token.
    expect((await cli.run(['whoami', '--json'])).code).toBe(0);
  });

  it("login to another server sends no token, and that server's 401 never removes this server's token", async () => {
    const result = await cli.run(
      ['login', '--server', other.url, '--username', ROOT.username, '--password-stdin', '--json'],
      { stdin: 'whatever\n' },
    );
    expect(result.code).toBe(3);
    expect(other.requests.length).toBeGreaterThan(0);
    for (const request of other.requests) expect(request.headers.authorization).toBeUndefined();
    expect(profileToken()).toBe(savedToken);
  });

  it('auth token prints the token of this server only; auth status checks it with the server', async () => {
    const token = await cli.run(['auth', 'token']);
    expect(token.code).toBe(0);
    expect(token.stdout).toBe(`${savedToken}\n`);
    const elsewhere = await cli.run(['auth', 'token', '--server', other.url, '--json']);
    expect(elsewhere.code).toBe(3);
    expect(elsewhere.stdout).toBe('');
    expect(other.requests).toEqual([]);
    const status = await cli.run(['auth', 'status', '--json']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      username: ROOT.username,
      server: server.url,
      token_source: 'config',
    });
  });

  it('--debug prints each request and answer on stderr with the token redacted', async () => {
    const result = await cli.run(['whoami', '--debug', '--json'], {
      env: { SHOP_ADMIN_URL: other.url, SHOP_ADMIN_TOKEN: '7|other-server-token' },
    });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`> POST ${other.url}/api/admin/profile`);
    expect(result.stderr).toContain('> authorization: Bearer 7|***');
    expect(result.stderr).toContain('< 401 application/json');
    expect(result.stderr).not.toContain('other-server-token');
  });

  it('a redirect to another origin is followed without the token', async () => {
    const third = await startRecordingListener(UNAUTHENTICATED);
    try {
      other.answer({
        status: 302,
        contentType: 'text/plain',
        body: '',
        headers: { Location: `${third.url}/api/admin/profile` },
      });
      const result = await cli.run(['whoami', '--json'], {
        env: { SHOP_ADMIN_URL: other.url, SHOP_ADMIN_TOKEN: '7|other-server-token' },
      });
      expect(result.code).toBe(3);
      expect(other.requests.map((r) => r.headers.authorization)).toEqual(['Bearer 7|other-server-token']);
      expect(third.requests.length).toBe(1);
      expect(third.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await third.close();
    }
  });

  it('the same server spelled differently (`…/api/`) is still the issuing server', async () => {
    const result = await cli.run(['whoami', '--json', '--server', `${server.url}/api/`]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ username: ROOT.username, token_source: 'config' });
  });

  it('a 401 from the issuing server itself still forgets its revoked token', async () => {
    const revoke = await cli.run(['logout', '--all']);
    expect(revoke.code).toBe(0);
    expect(profileToken()).toBeUndefined();
    const login = await cli.run(['login', '--username', ROOT.username, '--password-stdin'], {
      stdin: `${ROOT.password}\n`,
    });
    expect(login.code).toBe(0);
    savedToken = profileToken() ?? '';
    await server.app.inject({
      method: 'POST',
      url: '/api/admin/logout/all',
      headers: { authorization: `Bearer ${savedToken}` },
    });
    const result = await cli.run(['whoami', '--json']);
    expect(result.code).toBe(3);
    expect(profileToken()).toBeUndefined();
  });
});
