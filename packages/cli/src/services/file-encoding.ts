import { readFile } from 'node:fs/promises';
import { CliError } from '../errors/cli-error.ts';
import type { CliIo } from '../io/cli-io.ts';
import { readAllStdinBytes } from '../io/prompt.ts';

/**
 * The encodings a bulk file arrives in: UTF-8 (with or without a BOM), UTF-16 (Excel's "Unicode
 * text"), and Windows-1256 (Excel's "CSV" on a Persian Windows). Decoding goes through the runtime's
 * WHATWG Encoding Standard decoders (TextDecoder, ICU-backed in Node) in fatal mode: a byte that is
 * not valid in the chosen encoding refuses the file; nothing is ever replaced by U+FFFD.
 */
export type FileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1256';

const NAMES: Record<FileEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  'windows-1256': 'Windows-1256',
};

export interface DecodedFile {
  /** The text, without its BOM. */
  text: string;
  encoding: FileEncoding;
  /** What to tell the user on stderr when the file was converted (anything but UTF-8); else null. */
  note: string | null;
}

/** How the encoding was chosen: a byte order mark, or detection from the bytes. */
type Reason = 'bom' | 'nul-bytes' | 'not-utf-8' | 'default';

function fromBom(bytes: Uint8Array): FileEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** UTF-16 without a BOM: the ASCII of a CSV (commas, digits, newlines) leaves NULs on one side. */
function fromNulBytes(bytes: Uint8Array): FileEncoding | null {
  const sample = Math.min(bytes.length, 8192);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  const half = sample / 2;
  if (odd > half / 4 && odd > even * 4) return 'utf-16le';
  if (even > half / 4 && even > odd * 4) return 'utf-16be';
  return null;
}

/** A fatal decoder; a Node built without full ICU has no Windows-1256, which is said, not guessed. */
function decoder(encoding: FileEncoding, options: { ignoreBOM?: boolean } = {}): TextDecoder {
  try {
    return new TextDecoder(encoding, { fatal: true, ...options });
  } catch (error) {
    throw new CliError({
      code: 'internal',
      message: `This Node.js cannot decode ${NAMES[encoding]} (it was built without full ICU); save the file as UTF-8.`,
      cause: error,
    });
  }
}

function decodes(bytes: Uint8Array, encoding: FileEncoding): string | null {
  const fatal = decoder(encoding);
  try {
    return fatal.decode(bytes);
  } catch {
    return null;
  }
}

/** The 1-based line holding the first byte that is not valid in the encoding. */
function firstBadLine(bytes: Uint8Array, encoding: FileEncoding): number {
  const unit = encoding.startsWith('utf-16') ? 2 : 1;
  const fatal = decoder(encoding, { ignoreBOM: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i + unit <= bytes.length; i += unit) {
    const newline =
      unit === 1
        ? bytes[i] === 0x0a
        : encoding === 'utf-16le'
          ? bytes[i] === 0x0a && bytes[i + 1] === 0
          : bytes[i] === 0 && bytes[i + 1] === 0x0a;
    if (!newline) continue;
    try {
      fatal.decode(bytes.subarray(start, i + unit));
    } catch {
      return line;
    }
    line++;
    start = i + unit;
  }
  return line;
}

/** A control character no spreadsheet writes into text (tab, CR and LF are fine). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function refused(path: string, encoding: FileEncoding, reason: Reason, line: number): CliError {
  const why =
    reason === 'bom'
      ? `it starts with a ${NAMES[encoding]} byte order mark`
      : reason === 'nul-bytes'
        ? 'its NUL bytes look like UTF-16'
        : reason === 'not-utf-8'
          ? 'it is not UTF-8, and Windows-1256 is what Excel writes on a Persian Windows'
          : 'read as UTF-8, the default';
  return new CliError({
    code: 'invalid_encoding',
    message: `${path} is not valid ${NAMES[encoding]} (${why}): line ${line} has bytes that are not ${NAMES[encoding]}. Nothing was sent.`,
    hint: 'Save the file again in Excel as "CSV UTF-8 (Comma delimited)", or export it again with `shop-admin products export`.',
  });
}

/**
 * Detects and decodes a file's bytes: a BOM names the encoding; else NULs on one side mean UTF-16;
 * else valid UTF-8 is UTF-8; else Windows-1256. A file not valid in that encoding is refused
 * (`invalid_encoding`, exit 2) naming the encoding and its first bad line.
 */
export function decodeFileBytes(bytes: Uint8Array, path: string): DecodedFile {
  const bom = fromBom(bytes);
  const nul = bom ? null : fromNulBytes(bytes);
  const utf8 = bom || nul ? null : decodes(bytes, 'utf-8');
  const encoding: FileEncoding = bom ?? nul ?? (utf8 !== null ? 'utf-8' : 'windows-1256');
  const reason: Reason = bom ? 'bom' : nul ? 'nul-bytes' : utf8 !== null ? 'default' : 'not-utf-8';
  const text = utf8 ?? decodes(bytes, encoding);
  if (text === null) throw refused(path, encoding, reason, firstBadLine(bytes, encoding));
  if (encoding !== 'utf-8' && CONTROL.test(text)) {
    // Every byte has a meaning in Windows-1256 (and NULs survive UTF-16): control characters are the
    // sign of a file in some other encoding.
    const line = text.slice(0, text.search(CONTROL)).split('\n').length;
    throw refused(path, encoding, reason, line);
  }
  const clean = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const note =
    encoding === 'utf-8'
      ? null
      : `Read ${path} as ${NAMES[encoding]} (${reason === 'bom' ? 'byte order mark' : reason === 'nul-bytes' ? 'detected from its NUL bytes' : 'not UTF-8; Excel\'s "CSV" on a Persian Windows'}) and converted it to UTF-8.`;
  return { text: clean, encoding, note };
}

/**
 * A JSON input file (`--file`, `api --input`; `-` is stdin) as text, by the same detection and strict
 * decoding as a bulk file, a conversion said on stderr: never U+FFFD in what is sent. Null when the
 * file cannot be read.
 */
export async function readInputText(path: string, io: CliIo): Promise<string | null> {
  const bytes = path === '-' ? await readAllStdinBytes(io) : await readFile(path).catch(() => null);
  if (bytes === null) return null;
  const { text, note } = decodeFileBytes(bytes, path === '-' ? 'stdin' : path);
  if (note) io.stderr.write(`${note}\n`);
  return text;
}
