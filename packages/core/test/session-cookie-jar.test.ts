import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_AUTH_COOKIE,
  createCookieJar,
  createCookieTokenStorage,
  createMemoryTokenStorage,
} from '../src/index.ts';

const NOW = new Date('2025-03-20T21:00:00Z');

/** A fake `document`: records every write and keeps a jar like a browser (expired cookies vanish). */
function fakeDocument(now = NOW) {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return Array.from(jar, ([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && new Date(val).getTime() <= now.getTime()) expired = true;
      }
      if (expired) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('createCookieJar', () => {
  it('writes path=/, a ten-year expiry as both expires and max-age, and SameSite=Strict', () => {
    const doc = fakeDocument();
    createCookieJar(doc, { clock: () => NOW }).set('a', 'b');
    const written = doc.writes[0] ?? '';
    expect(written).toMatch(/^a=b; /);
    expect(written).toContain('path=/');
    expect(written).toContain('SameSite=Strict');
    expect(written).toContain(`max-age=${3650 * 86400}`);
    expect(written).toContain(`expires=${new Date(NOW.getTime() + 3650 * 86_400_000).toUTCString()}`);
    expect(written).not.toContain('Secure');
  });

  it('adds Secure when asked (the web passes https)', () => {
    const doc = fakeDocument();
    const jar = createCookieJar(doc, { secure: true, clock: () => NOW });
    jar.set('a', 'b');
    jar.remove('a');
    expect(doc.writes.every((w) => w.endsWith('; Secure'))).toBe(true);
  });

  it('honours maxAgeDays', () => {
    const doc = fakeDocument();
    createCookieJar(doc, { clock: () => NOW }).set('a', 'b', { maxAgeDays: 1 });
    expect(doc.writes[0]).toContain('max-age=86400');
  });

  it('reads back what it wrote, URI-encoded on the way', () => {
    const doc = fakeDocument();
    const jar = createCookieJar(doc, { clock: () => NOW });
    jar.set('token', '12|abc; def=ghi');
    expect(doc.cookie).toBe('token=12%7Cabc%3B%20def%3Dghi');
    expect(jar.get('token')).toBe('12|abc; def=ghi');
  });

  it('round-trips any value (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (value, name) => {
        const jar = createCookieJar(fakeDocument(), { clock: () => NOW });
        jar.set(name, value);
        expect(jar.get(name)).toBe(value);
      }),
    );
  });

  it('gives null for a missing cookie and after remove', () => {
    const doc = fakeDocument();
    const jar = createCookieJar(doc, { clock: () => NOW });
    expect(jar.get('x')).toBeNull();
    jar.set('x', '1');
    jar.set('y', '2');
    jar.remove('x');
    expect(jar.get('x')).toBeNull();
    expect(jar.get('y')).toBe('2');
    expect(doc.writes.at(-1)).toMatch(/^x=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=\//);
  });

  it('does not confuse cookies whose names share a prefix', () => {
    const jar = createCookieJar(fakeDocument(), { clock: () => NOW });
    jar.set('adminAuthorizationOld', 'old');
    expect(jar.get('adminAuthorization')).toBeNull();
  });

  it('keeps a value that is not valid URI encoding as it is', () => {
    const doc = { cookie: 'a=%E0%A4%A' };
    expect(createCookieJar(doc).get('a')).toBe('%E0%A4%A');
  });
});

describe('createCookieTokenStorage', () => {
  it('keeps the token in the adminAuthorization cookie', () => {
    const doc = fakeDocument();
    const storage = createCookieTokenStorage(createCookieJar(doc, { clock: () => NOW }));
    expect(ADMIN_AUTH_COOKIE).toBe('adminAuthorization');
    expect(storage.get()).toBeNull();
    storage.set('5|secret');
    expect(doc.cookie).toBe('adminAuthorization=5%7Csecret');
    expect(storage.get()).toBe('5|secret');
  });

  it('removes the cookie on clear', () => {
    const doc = fakeDocument();
    const storage = createCookieTokenStorage(createCookieJar(doc, { clock: () => NOW }));
    storage.set('5|secret');
    storage.clear();
    expect(storage.get()).toBeNull();
    expect(doc.cookie).toBe('');
  });
});

describe('createMemoryTokenStorage', () => {
  it('starts with the initial token, and set and clear change it', () => {
    const storage = createMemoryTokenStorage('t1');
    expect(storage.get()).toBe('t1');
    storage.set('t2');
    expect(storage.get()).toBe('t2');
    storage.clear();
    expect(storage.get()).toBeNull();
    expect(createMemoryTokenStorage().get()).toBeNull();
  });
});
