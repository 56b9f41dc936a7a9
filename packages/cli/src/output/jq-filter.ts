import { usageError } from '../errors/cli-error.ts';

/**
 * jq itself (jqlang's C code compiled to WebAssembly, `jq-wasm`; the inline build carries the wasm in
 * the bundle), loaded only when a command line has `--jq`: start-up of every other command is unchanged.
 */
const engine = async () => (await import('jq-wasm/inline')).loadJq();

/** How to read the rule in an error: the language, with worked examples. */
const JQ_HINT =
  'The expression is jq (https://jqlang.org/manual), e.g. --jq ".[].id", --jq \'.[] | select(.status == 1) | .id\' or --jq .id.';

/** A compiled `--jq` filter: `write` takes the command's JSON output, `end` flushes what is left. */
export interface JqFilter {
  write(text: string): void;
  end(): void;
}

/** jq's own message without its `jq: error…:` prefix and the `N compile error` trailer. */
function jqMessage(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !/^jq: \d+ compile errors?$/.test(line.trim()))
    .join('\n')
    .replace(/^jq: error( \(at [^)]*\))?: /, '')
    .trim();
}

/**
 * `--jq EXPR`: compiles the expression before the command runs (a typo never half-runs a command),
 * then filters each JSON document the command prints (one pretty array, or one object per line when
 * following) through it, as `jq -r` does: a string prints bare, anything else as JSON, one result per
 * line. A compile or run-time error of jq is a usage error (exit 2) with jq's message. Output that is
 * not JSON is an internal error, never passed on unfiltered.
 */
export async function createJqFilter(expression: string, emit: (text: string) => void): Promise<JqFilter> {
  const jq = await engine();
  // Compile errors exit 3 whatever the input; run-time errors on `null` (5) say nothing of real input.
  const check = jq.raw(null, expression, ['-r']);
  if (check.exitCode === 3) throw usageError(`--jq: ${jqMessage(check.stderr)}`, JQ_HINT);
  let pending = '';
  const flush = (final: boolean) => {
    if (pending.trim() === '') {
      pending = '';
      return;
    }
    try {
      JSON.parse(pending);
    } catch {
      if (!final) return;
      throw new Error('--jq: the command printed something that is not JSON.');
    }
    const { stdout, stderr, exitCode } = jq.raw(pending, expression, ['-r']);
    pending = '';
    if (stdout !== '') emit(stdout.endsWith('\n') ? stdout : `${stdout}\n`);
    if (exitCode !== 0 && stderr !== '') throw usageError(`--jq: ${jqMessage(stderr)}`, JQ_HINT);
  };
  return {
    write(text) {
      pending += text;
      if (pending.endsWith('\n')) flush(false);
    },
    end: () => flush(true),
  };
}
