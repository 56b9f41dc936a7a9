import type { OutStream } from './cli-io.ts';

/** `Bearer 12|secret` → `Bearer 12|***`: the token's id stays (to tell tokens apart), never its secret. */
export function redactAuthorization(value: string): string {
  return value.replace(
    /^(Bearer\s+)(\d+\|)?.*$/i,
    (_, scheme: string, id: string | undefined) => `${scheme}${id ?? ''}***`,
  );
}

/**
 * `--debug`: a fetch that prints each request (method, URL, headers with the token redacted) and its
 * answer (status, content type, time) on stderr, then hands the answer on untouched.
 */
export function debugFetch(stderr: OutStream, inner: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const lines = [`> ${method} ${url}`];
    new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).forEach(
      (value, name) => {
        lines.push(`> ${name}: ${name === 'authorization' ? redactAuthorization(value) : value}`);
      },
    );
    stderr.write(`${lines.join('\n')}\n`);
    const started = performance.now();
    const response = await inner(input, init);
    const type = response.headers.get('content-type') ?? 'no content type';
    stderr.write(`< ${response.status} ${type} (${Math.round(performance.now() - started)} ms)\n`);
    return response;
  };
}
