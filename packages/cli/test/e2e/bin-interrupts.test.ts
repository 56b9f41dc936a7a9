import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBulkShop } from '../support/bulk-shop.ts';
import type { TestServer } from '../support/server.ts';
import type { cliRunner } from '../support/spawn-cli.ts';

/**
 * Ctrl+C (SIGINT) during `products apply --yes`, through the real binary against the real server:
 * before the file is sent nothing is written and the CLI says so; after, it waits for the answer and
 * reports it, or (a second Ctrl+C) says the server may have applied the file and how to check. The
 * moments are made exact without sleeps: "before" while the CLI opens a FIFO as its file (the test's
 * open for writing returns once the CLI opened it for reading); "after" while the server holds its
 * answer (an onSend hook, the transaction already committed) until the test lets it go.
 */
let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
let headers: Record<string, string>;
let dir: string;

/** The server's answers to applying bulk requests wait here while `hold` is on. */
const gate = {
  hold: false,
  applied: 0,
  release: () => {},
};

beforeAll(async () => {
  const shop = await startBulkShop({
    beforeReady(app) {
      app.addHook('onSend', async (request, _reply, payload) => {
        const body = request.body as { dry_run?: boolean } | undefined;
        if (request.url !== '/api/admin/products/bulk' || body?.dry_run !== false) return payload;
        gate.applied += 1;
        if (gate.hold) await new Promise<void>((resolve) => (gate.release = resolve));
        return payload;
      });
    },
  });
  ({ server, headers, cli } = shop);
  dir = mkdtempSync(join(tmpdir(), 'shop-admin-interrupt-'));
});

afterAll(async () => {
  gate.release();
  cli?.cleanup();
  rmSync(dir, { recursive: true, force: true });
  await server?.close();
});

async function price(id: number): Promise<number> {
  const answer = await server.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers });
  return answer.json().data.product.unit_price;
}

async function product(sku: string, unitPrice: number): Promise<number> {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers,
    payload: { title: `کالای ${sku}`, unit_price: unitPrice, sku, stock: 1, status: 'available' },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.product.id;
}

/** The child's stderr as it comes, and a wait for a text in it. */
function watch(child: ChildProcess) {
  let stderr = '';
  let stdout = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  // Ended by SIGINT, as an uncaught Ctrl+C ends a program: a shell's $? is 130.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code, signal) => resolve(signal === 'SIGINT' ? 130 : code)),
  );
  return {
    stderr: () => stderr,
    stdout: () => stdout,
    exited,
    shown: (text: string) => expect.poll(() => stderr).toContain(text),
  };
}

describe('Ctrl+C in a write command (products apply --yes, delete)', { timeout: 120_000 }, () => {
  it('before the file is sent: nothing is written, stderr says so, exit 130', async () => {
    const id = await product('INT-BEFORE', 100_000);
    const fifo = join(dir, 'before.csv');
    execFileSync('mkfifo', [fifo]);
    const applied = gate.applied;
    const child = cli.start(['products', 'apply', fifo, '--yes']);
    const run = watch(child);
    // Returns once the CLI has the FIFO open for reading: it is inside apply, the file not yet read.
    const writer = await open(fifo, 'w');
    await writer.write(`id,unit_price\n${id},`);
    child.kill('SIGINT');
    expect(await run.exited).toBe(130);
    await writer.close();
    expect(run.stderr()).toContain('Interrupted before the file was sent: nothing was written.');
    expect(gate.applied).toBe(applied);
    expect(await price(id)).toBe(100_000);
  });

  it('after it was sent: waits for the answer and reports it (the server applied the file)', async () => {
    const id = await product('INT-WAIT', 200_000);
    const file = join(dir, 'wait.csv');
    writeFileSync(file, `id,unit_price\n${id},210000\n`);
    gate.hold = true;
    const applied = gate.applied;
    const child = cli.start(['products', 'apply', file, '--yes', '--json']);
    const run = watch(child);
    try {
      // The server has committed the change and holds its answer.
      await expect.poll(() => gate.applied).toBe(applied + 1);
      expect(await price(id)).toBe(210_000);
      child.kill('SIGINT');
      await run.shown('the file was already sent, so the server may be applying it; waiting up to 10 s');
    } finally {
      gate.hold = false;
      gate.release();
    }
    expect(await run.exited).toBe(0);
    expect(run.stderr()).toContain('The server answered the file before the wait ended');
    const result = JSON.parse(run.stdout());
    expect(result).toMatchObject({ applied: true, summary: { changed: 1 } });
  });

  it('after it was sent, a second Ctrl+C: says the server may have applied the file and how to check, exit 130', async () => {
    const id = await product('INT-GIVE-UP', 300_000);
    const file = join(dir, 'give-up.csv');
    writeFileSync(file, `id,unit_price\n${id},310000\n`);
    gate.hold = true;
    const applied = gate.applied;
    const child = cli.start(['products', 'apply', file, '--yes']);
    const run = watch(child);
    try {
      await expect.poll(() => gate.applied).toBe(applied + 1);
      child.kill('SIGINT');
      await run.shown('waiting up to 10 s');
      child.kill('SIGINT');
      expect(await run.exited).toBe(130);
    } finally {
      gate.hold = false;
      gate.release();
    }
    expect(run.stderr()).toContain('Stopped waiting: the server may have applied the file.');
    expect(run.stderr()).toContain(`Check with a dry run: \`shop-admin products apply ${file}\``);
    // The check it names: the dry run shows 0 changes, the file was applied.
    const check = await cli.run(['products', 'apply', file, '--json']);
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ dry_run: true, summary: { changed: 0, unchanged: 1 } });
    expect(await price(id)).toBe(310_000);
  });

  it('Ctrl+C at a confirmation prompt (delete on a terminal): nothing is sent, exit 130 with the reason', async () => {
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers,
      payload: { name: 'برند وقفه' },
    });
    const id = String(made.json().data.brand.id);
    const run = await cli.runInTerminal(['brands', 'delete', id, '--no-color'], {
      answer: { when: '[y/N]', input: '\u0003' },
    });
    expect(run.code).toBe(130);
    expect(run.stdout).toContain('Interrupted at the prompt: nothing was sent. [interrupted]');
    const still = await server.app.inject({ method: 'GET', url: `/api/admin/brands/${id}`, headers });
    expect(still.statusCode).toBe(200);
  });
});
