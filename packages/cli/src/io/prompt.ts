import { CliError, usageError } from '../errors/cli-error.ts';
import type { CliIo } from './cli-io.ts';

/** Refuses to prompt without a terminal on stdin (scripts would hang), saying which flag to use. */
export function requireTerminal(io: CliIo, what: string, hint: string): void {
  if (!io.stdin.isTTY) {
    throw new CliError({
      code: 'not_a_terminal',
      message: `Cannot ask for ${what}: stdin is not a terminal.`,
      hint,
    });
  }
}

/** Asks one line on stderr (the answer is echoed). */
export async function askLine(io: CliIo, question: string): Promise<string> {
  // Loaded on use: readline costs start-up time every other command would pay.
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
  // Ctrl+C at a prompt reaches readline as a key, not a signal: without this it only paused, and the
  // command ended with exit 0 as if answered.
  const interrupted = new Promise<never>((_, reject) =>
    rl.once('SIGINT', () => {
      io.stderr.write('\n');
      reject(new CliError({ code: 'interrupted', message: 'Interrupted at the prompt: nothing was sent.' }));
    }),
  );
  try {
    return (await Promise.race([rl.question(question), interrupted])).trim();
  } finally {
    rl.close();
  }
}

/** Asks for a secret on the terminal without echoing it; Ctrl+C stops with exit 130. */
export function askSecret(io: CliIo, question: string): Promise<string> {
  const { stdin, stderr } = io;
  return new Promise((resolve, reject) => {
    let secret = '';
    stderr.write(question);
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error: CliError | null) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(secret);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done(null);
        if (ch === '\u0003') return done(new CliError({ code: 'interrupted', message: 'Interrupted.' }));
        if (ch === '\u007f' || ch === '\b') secret = [...secret].slice(0, -1).join('');
        else if (ch >= ' ') secret += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** All of stdin as text (for --password-stdin, `--file -`); one trailing line break is dropped. */
export async function readAllStdin(io: CliIo): Promise<string> {
  return (await readAllStdinBytes(io)).toString('utf8').replace(/\r?\n$/, '');
}

/** Stdin's bytes as they came (a bulk file decodes them itself: it may not be UTF-8). */
export async function readAllStdinBytes(io: CliIo): Promise<Buffer> {
  if (io.stdin.isTTY) throw usageError('Expected input on stdin, but stdin is a terminal.');
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
