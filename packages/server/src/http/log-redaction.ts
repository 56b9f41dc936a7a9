import type { FastifyRequest } from 'fastify';

/**
 * Secrets that must never reach a log line, wherever a plugin or a handler logs the request: the
 * Bearer token, cookies, passwords and tokens in bodies.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.password_confirmation',
  'body.token',
  '*.password',
  '*.password_confirmation',
  '*.token',
];

/** What a log shows instead of a secret. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that make a URL a capability: a signed payment link's `signature` and `expires`
 * (whoever holds the link may pay or abandon the order), and any token a client puts in a URL.
 */
const SECRET_QUERY_KEYS = new Set(['signature', 'sig', 'expires', 'token', 'access_token', 'refresh_token']);

function queryKey(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL as a log may show it: each secret query parameter's value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      if (!SECRET_QUERY_KEYS.has(queryKey(part))) return part;
      return `${part.split('=', 1)[0]}=${REDACTED}`;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** Fastify's request serializer (method, url, host, address), with the URL's secrets redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pino options with the app's redaction: secret paths censored and signed links cut from URLs. */
export function withRedaction(logger: boolean | Record<string, unknown>): false | Record<string, unknown> {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { ...(options.serializers as Record<string, unknown> | undefined), req: serializeRequest },
  };
}
