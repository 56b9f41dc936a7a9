import type { OutStream } from './cli-io.ts';

/** How long a Ctrl+C after the request was sent waits for the server's answer before giving up. */
export const ANSWER_WAIT_MS = 10_000;

/** What a write command tells the guard: what it sends, and how to check what the server did. */
export interface WriteGuardInit {
  /** The thing sent, for messages: `the file`, `the update of products 12`. */
  what: string;
  /** How to check afterwards, a whole sentence: `Check with a dry run: …`. */
  check: string;
  stderr: OutStream;
  /** Injected in unit tests; the real process by default. */
  process?: Pick<NodeJS.Process, 'on' | 'off' | 'kill' | 'pid'>;
  waitMs?: number;
}

/** Ctrl+C during a write command, told as it is: see {@link guardWrite}. */
export interface WriteGuard {
  /** Sends the write request: a Ctrl+C while it is in flight waits for its answer. */
  send<T>(request: () => Promise<T>): Promise<T>;
  /** The command is done: Ctrl+C is Node's again. */
  release(): void;
}

/**
 * Ctrl+C (SIGINT) in a command that writes with one request, so a person or a script never takes
 * "interrupted" for "nothing happened" when the server did it:
 * - before the request is sent: says nothing was sent or written, ends by SIGINT (exit 130 in a shell);
 * - while it is in flight: says the server may be applying it and waits up to `waitMs` for the
 *   answer (a second Ctrl+C stops waiting). An answer in time is reported as usual (the interrupt came
 *   too late to stop anything, and the exit code is the answer's); else it says the server may have
 *   applied it and how to check, and ends by SIGINT (exit 130 in a shell);
 * - after the answer: says the server had answered (what it did is done) and how to check, ends by SIGINT (exit 130 in a shell).
 */
export function guardWrite(init: WriteGuardInit): WriteGuard {
  const proc = init.process ?? process;
  const say = (text: string) => init.stderr.write(`${text}\n`);
  type Phase = 'before' | 'sent' | 'waiting' | 'answered';
  let phase: Phase = 'before';
  let timer: NodeJS.Timeout | undefined;
  // Ends by SIGINT itself, as an uncaught Ctrl+C does (the shell's 130), not process.exit: exit waits
  // for a file read still blocked in the thread pool (a FIFO, a slow disk), which would hang it.
  const stop = () => {
    proc.off('SIGINT', onInterrupt);
    proc.kill(proc.pid, 'SIGINT');
  };
  const giveUp = () => {
    say(`Stopped waiting: the server may have applied ${init.what}. ${init.check}`);
    stop();
  };
  function onInterrupt() {
    if (phase === 'before') {
      say(`Interrupted before ${init.what} was sent: nothing was written.`);
      stop();
    } else if (phase === 'sent') {
      phase = 'waiting';
      const seconds = Math.round((init.waitMs ?? ANSWER_WAIT_MS) / 1000);
      say(
        `Ctrl+C: ${init.what} was already sent, so the server may be applying it; waiting up to ${seconds} s for its answer (Ctrl+C again to stop waiting).`,
      );
      timer = setTimeout(giveUp, init.waitMs ?? ANSWER_WAIT_MS);
    } else if (phase === 'waiting') {
      clearTimeout(timer);
      giveUp();
    } else {
      say(`Interrupted after the server answered: what it did with ${init.what} is done. ${init.check}`);
      stop();
    }
  }
  proc.on('SIGINT', onInterrupt);
  return {
    async send(request) {
      phase = 'sent';
      try {
        return await request();
      } finally {
        // A Ctrl+C may have come while the request was out (TypeScript cannot see the handler set it).
        if ((phase as Phase) === 'waiting')
          say(`The server answered ${init.what} before the wait ended: its answer follows.`);
        clearTimeout(timer);
        phase = 'answered';
      }
    },
    release() {
      clearTimeout(timer);
      proc.off('SIGINT', onInterrupt);
    },
  };
}

/** Runs a write command's body under a {@link guardWrite} guard, released however it ends. */
export async function withWriteGuard<T>(
  init: WriteGuardInit,
  body: (send: WriteGuard['send']) => Promise<T>,
): Promise<T> {
  const guard = guardWrite(init);
  try {
    return await body((request) => guard.send(request));
  } finally {
    guard.release();
  }
}
