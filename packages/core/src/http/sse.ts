/** One server-sent event, as the browser's EventSource would give it. */
export interface ServerSentEvent {
  /** The `event:` field; 'message' when the server sent none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen on the stream (it carries over to later events); '' when none yet. */
  id: string;
}

/** An incremental parser of the `text/event-stream` format over decoded text. */
export interface SseParser {
  /** Feeds the next piece of text (it may end anywhere, even inside a line); returns completed events. */
  push(chunk: string): ServerSentEvent[];
  /** Ends the stream: a final CR still ends its line, an event without its blank line is dropped. */
  end(): ServerSentEvent[];
}

/**
 * Creates a parser following the WHATWG event-stream rules: lines end in CRLF, LF or CR; `:` lines are
 * comments; one space after the colon is dropped; `data:` lines are joined; `retry:` and unknown
 * fields are ignored; an id containing NUL is ignored; a leading BOM is dropped.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  let dataBuffer = '';
  let eventType = '';
  let lastId = '';

  function processLine(line: string, out: ServerSentEvent[]): void {
    if (line === '') {
      if (dataBuffer !== '') {
        out.push({
          event: eventType === '' ? 'message' : eventType,
          data: dataBuffer.slice(0, -1),
          id: lastId,
        });
      }
      dataBuffer = '';
      eventType = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataBuffer += `${value}\n`;
    else if (field === 'event') eventType = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  }

  return {
    push(chunk) {
      buffer += chunk;
      if (!started && buffer !== '') {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      const out: ServerSentEvent[] = [];
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for the next one.
        if (ch === '\r' && i === buffer.length - 1) break;
        processLine(buffer.slice(start, i), out);
        if (ch === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      const out: ServerSentEvent[] = [];
      if (buffer.endsWith('\r')) processLine(buffer.slice(0, -1), out);
      buffer = '';
      dataBuffer = '';
      eventType = '';
      return out;
    },
  };
}

/** Reads a byte stream of `text/event-stream` and yields its events; stopping early cancels the stream. */
export async function* parseSseStream(stream: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    finished = true;
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** Reads a whole byte stream as UTF-8 text (used for the body of a failed stream request). */
export async function readStreamText(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  if (stream === null) return '';
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
}
