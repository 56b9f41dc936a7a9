import { isIP } from 'node:net';

/**
 * Which reverse proxies may speak for the client (`SHOP_TRUST_PROXY`): none, the last `hops`
 * addresses of the chain (the socket's peer, then `X-Forwarded-For` read from the right), or the
 * proxies at these addresses and CIDR ranges. The client is the first address, counted from the
 * right, that is not trusted; what a client writes at the left of `X-Forwarded-For` is never it.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for ranges (loopback 127.0.0.1/8 and ::1, the private and link-local ranges). */
const RANGE_NAMES = new Set(['loopback', 'uniquelocal', 'linklocal']);

/** An IPv4/IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `fd00::/8`), or a range name. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads `SHOP_TRUST_PROXY`: unset, empty, `0`, `false` or `off` trust no proxy; a whole number is a
 * hop count (`1`, as before: one proxy such as nginx in front); anything else is a comma-separated
 * list of proxy addresses or CIDR ranges. A list with a malformed entry (or `true`, which used to mean
 * nothing) stops the start-up instead of silently trusting too much or too little.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'off', 'no'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = addresses.filter((entry) => !isProxyAddress(entry));
  if (!addresses.length || bad.length) {
    throw new Error(
      `SHOP_TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.5, 172.16.0.0/12); not understood: ${bad.join(', ') || text}`,
    );
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` option for a setting. A hop count becomes a trust function (the socket's
 * peer is hop 0): Fastify 5.12.8 turns a numeric `trustProxy` into "trust nothing", so every client
 * behind the proxy would be counted as the proxy. Addresses go as a list (proxy-addr compiles it).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
  }
  return [...setting.addresses];
}
