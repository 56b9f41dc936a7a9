import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a {@link startRecordingListener} received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** What the listener answers: a status, a content type and a body (the same for every request). */
export interface CannedAnswer {
  status: number;
  contentType: string;
  body: string;
  /** More headers (a redirect's Location). */
  headers?: Record<string, string>;
}

/**
 * A plain HTTP listener on 127.0.0.1 port 0 that records every request's headers and answers with
 * `answer` (changeable between runs): a stand-in for "some other server" in the token and envelope tests.
 */
export async function startRecordingListener(answer: CannedAnswer) {
  const requests: RecordedRequest[] = [];
  let current = answer;
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    request.resume();
    request.on('end', () => {
      response.writeHead(current.status, { 'Content-Type': current.contentType, ...current.headers });
      response.end(current.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: CannedAnswer) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Laravel's 401 envelope, as Shopit answers a request without a valid token. */
export const UNAUTHENTICATED: CannedAnswer = {
  status: 401,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, message: 'Unauthenticated.' }),
};
