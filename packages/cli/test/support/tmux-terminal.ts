import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, vi } from 'vitest';

/**
 * The built bin in a real pseudo-terminal with a real terminal emulator: tmux on a socket of its own
 * (no other tmux is touched), a pane of `columns` × `rows`. `screen()` is what the pane shows now
 * (`tmux capture-pane -p`), `keys()` types into it (`send-keys`), `waitFor()` polls the screen.
 */
export function openTerminal(options: {
  args: readonly string[];
  env: Record<string, string>;
  columns?: number;
  rows?: number;
}) {
  const socket = `shop-admin-test-${randomUUID()}`;
  const configDir = mkdtempSync(join(tmpdir(), 'shop-admin-tui-config-'));
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  const env = {
    HOME: configDir,
    SHOP_ADMIN_CONFIG_DIR: configDir,
    LANG: 'C.UTF-8',
    TERM: 'xterm-256color',
    ...options.env,
  };
  // `env -i`: the bin sees only this environment. Above all no CI variable: Ink renders nothing but
  // the last frame when it believes it runs in CI, and CI sets CI=true.
  const command = [
    'env',
    '-i',
    `PATH=${process.env.PATH ?? '/usr/bin:/bin'}`,
    ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
    process.execPath,
    inject('cliBin'),
    ...options.args,
  ]
    .map((part) => `'${part.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  // -f /dev/null: no user tmux.conf; the pane stays after the bin exits, so its last screen can be read.
  tmux(
    '-f',
    '/dev/null',
    'new-session',
    '-d',
    '-x',
    String(options.columns ?? 100),
    '-y',
    String(options.rows ?? 30),
    command,
    ';',
    'set-option',
    '-g',
    'remain-on-exit',
    'on',
  );
  const screen = () => tmux('capture-pane', '-p', '-t', '0');
  return {
    screen,
    /** Types keys: plain text literally, or tmux key names (`Enter`, `Escape`, `Down`) with `{ named: true }`. */
    keys(text: string, how: { named?: boolean } = {}) {
      tmux('send-keys', '-t', '0', ...(how.named ? [text] : ['-l', text]));
    },
    /** Waits until the screen passes `check` (polled, no fixed sleep), returning that screen. */
    waitFor(check: (screen: string) => boolean, what: string): Promise<string> {
      return vi.waitFor(
        () => {
          const now = screen();
          if (!check(now)) throw new Error(`waiting for ${what}; the screen:\n${now}`);
          return now;
        },
        { timeout: 20_000, interval: 50 },
      );
    },
    close() {
      try {
        tmux('kill-server');
      } catch {
        // Already gone.
      }
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

export type Terminal = ReturnType<typeof openTerminal>;
