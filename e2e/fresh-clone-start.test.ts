import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The README's promise, on a fresh clone and the machine's own Node: `npm install`, then `npm start`
 * serves the demo shop. The clone is of this checkout's HEAD, plus its uncommitted edits to tracked
 * files (so a developer tests what they see). `npm install` is real, from npm's cache where it has
 * the packages (--prefer-offline; CI's own `npm ci` just filled it): it proves the install brings the
 * Node the scripts run on. The commands get the machine's PATH without any node_modules folder (whose
 * .bin holds the project's Node, which this test runner runs on) and none of npm's or vitest's variables.
 */

const ROOT = resolve(import.meta.dirname, '..');
const INSTALL_MS = 8 * 60_000;
const START_MS = 4 * 60_000;

const hasGit = spawnSync('git', ['-C', ROOT, 'rev-parse', 'HEAD']).status === 0;

let dir = '';
let server: ChildProcess | undefined;

/** The environment of a person's terminal on this machine: no project Node on PATH, no test variables. */
function machineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|TEST$|NODE_ENV$|NODE_OPTIONS$|INIT_CWD$|DATABASE_URL$|SHOP_|PORT$|HOST$)/i.test(key))
      continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => entry && !entry.split(/[\\/]/).includes('node_modules'))
    .join(delimiter);
  return { ...env, ...extra };
}

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** Runs a command to its end, stdout and stderr together in `output`. */
function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<Finished> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: machineEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`${command} ${args.join(' ')} took over ${timeoutMs} ms:\n${output.slice(-4000)}`));
    }, timeoutMs);
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, output });
    });
  });
}

/** Whether any process of the group still runs. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function status(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

let machineNode = '';
let install: Finished;
let lockBefore = '';

beforeAll(async () => {
  if (!hasGit) return;
  dir = mkdtempSync(join(tmpdir(), 'shop-admin-fresh-clone-'));
  execFileSync('git', ['clone', '--quiet', ROOT, dir], { stdio: 'pipe' });
  const edits = execFileSync('git', ['-C', ROOT, 'diff', 'HEAD', '--binary'], { maxBuffer: 64 << 20 });
  if (edits.length > 0) execFileSync('git', ['-C', dir, 'apply', '--binary', '-'], { input: edits });
  machineNode = execFileSync('node', ['--version'], { env: machineEnv(), encoding: 'utf8' }).trim();
  lockBefore = readFileSync(join(dir, 'package-lock.json'), 'utf8');
  install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir, INSTALL_MS);
}, INSTALL_MS + 60_000);

afterAll(async () => {
  if (server?.pid && groupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasGit)('a fresh clone on the machine’s Node: npm install, then npm start', () => {
  it('npm install succeeds, keeps the lockfile as it is, and brings a Node the scripts run on', async () => {
    expect(install.code, `npm install on node ${machineNode}:\n${install.output.slice(-4000)}`).toBe(0);
    expect(
      readFileSync(join(dir, 'package-lock.json'), 'utf8') === lockBefore,
      'package-lock.json changed',
    ).toBe(true);
    // The Node that npm scripts get (node_modules/.bin first on their PATH): 22.12 or newer.
    const scriptsNode = await run('npm', ['exec', '--offline', '--', 'node', '--version'], dir, 60_000);
    const [major = 0, minor = 0] = scriptsNode.output.trim().replace(/^v/, '').split('.').map(Number);
    expect(major > 22 || (major === 22 && minor >= 12), scriptsNode.output).toBe(true);
  });

  it(
    'npm start builds the web admin, seeds the demo and serves /api/ready and /admin; Ctrl+C stops it all',
    async () => {
      expect(install.code, 'npm install failed (see the test above)').toBe(0);
      const dataDir = join(dir, 'data-of-this-test');
      // Its own process group, so the stop below is what a terminal's Ctrl+C does: SIGINT to npm and all under it.
      const child = spawn('npm', ['start'], {
        cwd: dir,
        detached: true,
        env: machineEnv({ PORT: '0', HOST: '127.0.0.1', SHOP_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));

      await expect
        .poll(() => /Listening on (http:\/\/\S+)/.exec(output)?.[1] ?? child.exitCode ?? 'starting', {
          timeout: START_MS,
          interval: 500,
        })
        .toMatch(/^http:/);
      const url = /Listening on (http:\/\/\S+)/.exec(output)?.[1] ?? '';
      await expect.poll(() => status(`${url}/api/ready`), { timeout: 30_000 }).toBe(200);
      const admin = await fetch(`${url}/admin`);
      expect(admin.status).toBe(200);
      expect(await admin.text()).toMatch(/<div id="root">/);
      // The demo shop was seeded, and the super admin printed once can sign in.
      expect(output).toMatch(/Demo shop seeded: /);
      const [, username, password] = /username: (\S+)\s+password: (\S+)/.exec(output) ?? [];
      const login = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      expect(login.status, await login.clone().text()).toBe(200);

      const pgid = child.pid ?? 0;
      process.kill(-pgid, 'SIGINT');
      await exited;
      await expect.poll(() => groupAlive(pgid), { timeout: 20_000 }).toBe(false);
      expect(output).not.toMatch(/Shutdown (timed out|failed)/);
    },
    START_MS + 60_000,
  );
});
