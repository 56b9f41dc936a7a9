import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** What a finished run of the bin gave. */
export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The built bin, run as a user would: its own config folder, no terminal, stdin given or closed. */
export function cliRunner(baseEnv: Record<string, string> = {}) {
  const configDir = mkdtempSync(join(tmpdir(), 'shop-admin-cli-config-'));
  const bin = inject('cliBin');
  const env = (extra: Record<string, string | undefined>) => {
    const merged: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      HOME: configDir,
      SHOP_ADMIN_CONFIG_DIR: configDir,
      ...baseEnv,
      ...extra,
    };
    return Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  };
  return {
    configDir,
    /** Runs to the end. */
    run(
      args: readonly string[],
      options: { stdin?: string; env?: Record<string, string | undefined> } = {},
    ): Promise<CliResult> {
      const child = spawn(process.execPath, [bin, ...args], { env: env(options.env ?? {}), stdio: 'pipe' });
      child.stdin.end(options.stdin ?? '');
      return finished(child);
    },
    /** Runs under a pseudo-terminal (util-linux `script`), so stdout is a TTY (tables). */
    runInTerminal(
      args: readonly string[],
      options: { env?: Record<string, string | undefined>; answer?: { when: string; input: string } } = {},
    ): Promise<CliResult> {
      const command = [process.execPath, bin, ...args]
        .map((part) => `'${part.replace(/'/g, `'\\''`)}'`)
        .join(' ');
      const child = spawn('script', ['-qec', command, '/dev/null'], {
        env: env({ COLUMNS: '120', LINES: '40', ...options.env }),
        stdio: 'pipe',
      });
      // A typed answer (a prompt's "y") reaches the program through the pseudo-terminal once the
      // prompt shows (the terminal merges stderr into stdout).
      const { answer } = options;
      if (answer) {
        let seen = '';
        const onData = (chunk: Buffer | string) => {
          seen += String(chunk);
          if (!seen.includes(answer.when)) return;
          child.stdout.off('data', onData);
          child.stdin.write(answer.input);
        };
        child.stdout.on('data', onData);
      } else child.stdin.end();
      return finished(child);
    },
    /** Starts without waiting (for --follow); the caller ends it. */
    start(args: readonly string[], options: { env?: Record<string, string | undefined> } = {}): ChildProcess {
      return spawn(process.execPath, [bin, ...args], {
        env: env(options.env ?? {}),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    },
    cleanup() {
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

function finished(child: ChildProcess): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
