import type { Readable, Writable } from 'node:stream';

/** A terminal-or-pipe output stream. */
export type OutStream = Writable & { isTTY?: boolean; columns?: number; rows?: number };

/** A terminal-or-pipe input stream. */
export type InStream = Readable & { isTTY?: boolean; setRawMode?(mode: boolean): unknown };

/** The process's streams and environment, injected so commands never reach for globals. */
export interface CliIo {
  stdout: OutStream;
  stderr: OutStream;
  stdin: InStream;
  env: Readonly<Record<string, string | undefined>>;
}

/** The real process. */
export const processIo = (): CliIo => ({
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
