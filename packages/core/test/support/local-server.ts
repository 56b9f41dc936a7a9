import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Writes a JSON response. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A real HTTP server on 127.0.0.1 for the file's tests, started before them and closed after.
 * `baseURL()` is the API root (`http://127.0.0.1:<port>/api/`), ready once the tests run.
 */
export function useLocalServer(handle: (req: IncomingMessage, res: ServerResponse) => unknown) {
  const server = createServer((req, res) => void handle(req, res));
  let baseURL = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { baseURL: () => baseURL, server };
}
