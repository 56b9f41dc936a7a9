import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { smsTokens } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';

/** The proxy (nginx) in front of the server, as its socket peer. */
const PROXY = '10.0.0.2';
/** A second proxy in the chain (a load balancer in front of nginx). */
const EDGE = '10.0.0.3';

let phones = 0;
const newMobile = () => `0939${String(4_000_000 + ++phones).slice(-7)}`;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Asks a login code as a request from `remoteAddress` with this X-Forwarded-For; the status. */
async function askCode(t: TestApp, remoteAddress: string, forwardedFor?: string, mobile = newMobile()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/login/code',
    payload: { mobile },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return { status: res.statusCode, mobile };
}

/** The client address the server saw, as the per-address login-code limit counts it (sms_tokens.ip). */
async function addressSeen(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  const { status, mobile } = await askCode(t, remoteAddress, forwardedFor);
  expect(status).toBe(200);
  const [row] = await t.db
    .select({ ip: smsTokens.ip })
    .from(smsTokens)
    .where(eq(smsTokens.mobile, mobile))
    .orderBy(desc(smsTokens.id))
    .limit(1);
  return row?.ip;
}

describe('SHOP_TRUST_PROXY', () => {
  it('reads off, a hop count, or proxy addresses and CIDR ranges, and refuses anything else', () => {
    const read = (value: string | undefined) => loadConfig({ SHOP_TRUST_PROXY: value }).trustProxy;
    for (const off of [undefined, '', '0', 'false', 'off']) expect(read(off), String(off)).toBe(false);
    expect(read('1')).toEqual({ hops: 1 });
    expect(read('2')).toEqual({ hops: 2 });
    expect(read(' 10.0.0.2 , 172.16.0.0/12,fd00::/8, loopback')).toEqual({
      addresses: ['10.0.0.2', '172.16.0.0/12', 'fd00::/8', 'loopback'],
    });
    for (const bad of ['true', 'yes', '10.0.0.2, nginx', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129']) {
      expect(() => read(bad), bad).toThrow(/SHOP_TRUST_PROXY/);
    }
  });
});

describe('behind one trusted hop (SHOP_TRUST_PROXY=1, one nginx)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: loadConfig({ SHOP_TRUST_PROXY: '1' }).trustProxy } });
  });
  afterAll(async () => t?.close());

  it('takes the client from the right of X-Forwarded-For: two clients behind the proxy are two addresses', async () => {
    // The proxy appends the peer it saw; whatever the client wrote before it is ignored.
    expect(await addressSeen(t, PROXY, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(t, PROXY, '1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(t, PROXY, '1.1.1.1, 198.51.100.9')).toBe('198.51.100.9');
    // A request that did not come through a proxy has no header to read: the peer is the client.
    expect(await addressSeen(t, PROXY)).toBe(PROXY);
  });

  it('keeps the per-address limit when a client forges the left of X-Forwarded-For', async () => {
    const client = '203.0.113.70';
    for (let i = 0; i < 20; i++) {
      expect((await askCode(t, PROXY, `198.18.0.${i}, ${client}`)).status).toBe(200);
    }
    // A 21st forged address on the left changes nothing: the client is still the same one.
    expect((await askCode(t, PROXY, `198.18.0.99, ${client}`)).status).toBe(429);
    expect((await askCode(t, PROXY, client)).status).toBe(429);
    // Another client behind the same proxy still has its own twenty.
    expect((await askCode(t, PROXY, `198.18.0.99, 198.51.100.70`)).status).toBe(200);
  });
});

describe('behind proxies named by address (SHOP_TRUST_PROXY=10.0.0.2,10.0.0.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const trustProxy = loadConfig({ SHOP_TRUST_PROXY: `${PROXY},${EDGE}` }).trustProxy;
    t = await createTestApp({ config: { trustProxy } });
  });
  afterAll(async () => t?.close());

  it('skips every trusted proxy from the right and stops at the first untrusted address', async () => {
    expect(await addressSeen(t, PROXY, '1.1.1.1, 203.0.113.8')).toBe('203.0.113.8');
    // Through both proxies: the edge appended the client, nginx appended the edge.
    expect(await addressSeen(t, PROXY, `1.1.1.1, 203.0.113.8, ${EDGE}`)).toBe('203.0.113.8');
    // A client reaching the server directly cannot speak for anyone: its header is not read.
    expect(await addressSeen(t, '203.0.113.9', '1.1.1.1')).toBe('203.0.113.9');
  });
});
