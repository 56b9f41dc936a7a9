import type { ServerResponse } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  createMemoryTokenStorage,
  createSseParser,
  parseSseStream,
  type ServerSentEvent,
} from '../src/index.ts';
import { useLocalServer } from './support/local-server.ts';

const STREAM = [
  '\uFEFF: a comment that is ignored\n',
  'retry: 3000\n',
  'event: notification\r\n',
  'id: 1\r\n',
  'data: {"type":"order","description":"سفارش جدید با شناسه ۱۲"}\r\n',
  '\r\n',
  'data:first line\n',
  'data:  second line keeps one space\n',
  'unknown: field\n',
  '\n',
  'id\n',
  'data\r',
  '\r',
  'event: ping\n',
  '\n',
  'data: unfinished event is dropped',
].join('');

const EXPECTED: ServerSentEvent[] = [
  { event: 'notification', data: '{"type":"order","description":"سفارش جدید با شناسه ۱۲"}', id: '1' },
  { event: 'message', data: 'first line\n second line keeps one space', id: '1' },
  { event: 'message', data: '', id: '' },
];

function parseAll(chunks: readonly string[]): ServerSentEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(iterable: AsyncIterable<ServerSentEvent>): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

describe('createSseParser', () => {
  it('parses a whole stream: comments, retry and unknown fields ignored, data lines joined, id kept', () => {
    expect(parseAll([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events wherever the text is split in two', () => {
    for (let i = 0; i <= STREAM.length; i++) {
      expect(parseAll([STREAM.slice(0, i), STREAM.slice(i)])).toEqual(EXPECTED);
    }
  });

  it('gives the same events when the text is split at any set of positions (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: STREAM.length }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), STREAM.length];
        const chunks = points.slice(1).map((end, i) => STREAM.slice(points[i], end));
        expect(parseAll(chunks)).toEqual(EXPECTED);
      }),
    );
  });

  it('treats a CR at the very end of the stream as a line end', () => {
    expect(parseAll(['data: x\n\r'])).toEqual([{ event: 'message', data: 'x', id: '' }]);
  });

  it('ignores an id that contains NUL', () => {
    expect(parseAll(['id: 5\ndata: a\n\nid: 6\0\ndata: b\n\n']).map((e) => e.id)).toEqual(['5', '5']);
  });
});

describe('parseSseStream', () => {
  it('gives the same events wherever the bytes are split, even inside a Persian letter', async () => {
    const bytes = new TextEncoder().encode(STREAM);
    for (let i = 0; i <= bytes.length; i++) {
      const events = await collect(parseSseStream(streamOf([bytes.slice(0, i), bytes.slice(i)])));
      expect(events).toEqual(EXPECTED);
    }
  });

  it('cancels the stream when the reader stops early', async () => {
    const cancel = vi.fn();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\ndata: 2\n\n'));
      },
      cancel,
    });
    for await (const event of parseSseStream(stream)) {
      expect(event.data).toBe('1');
      break;
    }
    expect(cancel).toHaveBeenCalled();
  });
});

describe('ApiClient.stream', () => {
  const authorizations: (string | undefined)[] = [];
  let closedByClient = false;
  const local = useLocalServer((req, res: ServerResponse) => {
    authorizations.push(req.headers.authorization);
    if (req.url?.startsWith('/api/admin/forbidden-stream')) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'لطفا ابتدا وارد شوید', data: null }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': hello\n\n');
    res.write('event: notification\nid: a1\ndata: {"id":"a1"');
    setTimeout(() => res.write('}\n\n'), 10);
    setTimeout(() => res.write('data: second\n\n'), 20);
    // The stream stays open like a real one; the client ends it.
    req.on('close', () => {
      closedByClient = true;
    });
  });

  it('reads events with the Authorization header and closes the connection when the loop stops', async () => {
    const api = createApiClient({
      baseURL: local.baseURL(),
      tokenStorage: createMemoryTokenStorage('3|live'),
    });
    const events: ServerSentEvent[] = [];
    for await (const event of api.stream('admin/notifications/stream')) {
      events.push(event);
      if (events.length === 2) break;
    }
    expect(events).toEqual([
      { event: 'notification', data: '{"id":"a1"}', id: 'a1' },
      { event: 'message', data: 'second', id: 'a1' },
    ]);
    expect(authorizations.at(-1)).toBe('Bearer 3|live');
    await vi.waitFor(() => expect(closedByClient).toBe(true), { timeout: 15_000 });
  });

  it('ends quietly when aborted', async () => {
    const api = createApiClient({
      baseURL: local.baseURL(),
      tokenStorage: createMemoryTokenStorage('3|live'),
    });
    const controller = new AbortController();
    const events: ServerSentEvent[] = [];
    for await (const event of api.stream('admin/notifications/stream', { signal: controller.signal })) {
      events.push(event);
      controller.abort();
    }
    expect(events).toHaveLength(1);
  });

  it('fails with an ApiError and signs out on a 401', async () => {
    const tokenStorage = createMemoryTokenStorage('3|expired');
    const onUnauthenticated = vi.fn();
    const api = createApiClient({ baseURL: local.baseURL(), tokenStorage, onUnauthenticated });
    const error = await collect(api.stream('admin/forbidden-stream')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'لطفا ابتدا وارد شوید' });
    expect(tokenStorage.get()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});
