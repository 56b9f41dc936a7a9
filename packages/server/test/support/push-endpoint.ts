import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the fake push service received, decrypted as the browser would. */
export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload (JSON text from the server). */
  plaintext: string;
  /** The VAPID JWT's claims, after checking its ES256 signature against the `k=` public key. */
  vapid: { audience: string; subject: string; expires: number; publicKey: string };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * RFC 8291 (Web Push message encryption) over RFC 8188 aes128gcm, from the user agent's side: the
 * header carries salt, record size and the application server's ephemeral public key; the key and
 * nonce come from ECDH with our private key and the shared auth secret.
 */
export function decryptAes128gcm(
  body: Buffer,
  ua: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record; the server sends one');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ua.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic]);
  const ikm = hkdf(ua.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) and returns the JWT's claims. */
export function verifyVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization header: ${header}`);
  const [jwt, key] = [match[1], match[2]];
  const [head, claims, signature] = jwt.split('.');
  if (!head || !claims || !signature) throw new Error('malformed VAPID JWT');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not verify');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  return { audience: payload.aud, subject: payload.sub, expires: payload.exp, publicKey: key };
}

/**
 * A push service on loopback plus the browser subscribed to it: `subscription` is what the browser
 * would hand the web admin; every POST is decrypted with the browser's keys. Answers 201, or the
 * status set with `respondWith` (410 to say the subscription is gone).
 */
export async function startPushEndpoint() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  const auth = randomBytes(16);
  const received: ReceivedPush[] = [];
  const failures: unknown[] = [];
  const waiters: (() => void)[] = [];
  let status = 201;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          plaintext: decryptAes128gcm(Buffer.concat(chunks), { privateKey, publicKey, auth }),
          vapid: verifyVapid(request.headers.authorization),
        });
      } catch (error) {
        failures.push(error);
      }
      response.writeHead(status).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;

  return {
    origin,
    received,
    failures,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    },
    /** The status the next requests get (201 by default). */
    respondWith(next: number) {
      status = next;
    },
    /** Resolves once `count` messages (decrypted or failed) have arrived; rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length + failures.length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`expected ${count} push messages, got ${received.length + failures.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
