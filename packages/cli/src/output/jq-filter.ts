import { usageError } from '../errors/cli-error.ts';

/** The JMESPath engine, loaded only when a command line has `--jq` (start-up stays small). */
const engine = () => import('@jmespath-community/jmespath');

/** How to read the rule in an error: the language, with a worked example. */
const JQ_HINT =
  'The expression is JMESPath (https://jmespath.org), e.g. --jq "[].id" or --jq "[?status==`1`].id".';

/** A compiled `--jq` filter: `write` takes the command's JSON output, `end` flushes what is left. */
export interface JqFilter {
  write(text: string): void;
  end(): void;
}

/** One line per result: a string as it is, an array one element per line, anything else as JSON. */
export function jqLines(result: unknown): string {
  const line = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const lines = Array.isArray(result) ? result.map(line) : [line(result)];
  return lines.map((text) => `${text}\n`).join('');
}

/**
 * `--jq EXPR`: checks the expression before the command runs (a typo never half-runs a command), then
 * filters each JSON document the command prints (one pretty array, or one object per line when
 * following) through it. Output that is not JSON is an internal error, never passed on unfiltered.
 */
export async function createJqFilter(expression: string, emit: (text: string) => void): Promise<JqFilter> {
  const { compile, search } = await engine();
  try {
    compile(expression);
  } catch (error) {
    throw usageError(`--jq: ${(error as Error).message}`, JQ_HINT);
  }
  let pending = '';
  const flush = (final: boolean) => {
    if (pending.trim() === '') {
      pending = '';
      return;
    }
    let document: unknown;
    try {
      document = JSON.parse(pending);
    } catch {
      if (!final) return;
      throw new Error('--jq: the command printed something that is not JSON.');
    }
    pending = '';
    emit(jqLines(search(document as never, expression)));
  };
  return {
    write(text) {
      pending += text;
      if (pending.endsWith('\n')) flush(false);
    },
    end: () => flush(true),
  };
}
