import { type HttpMethod, type QueryValue, toAsciiDigits } from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { usageError } from '../errors/cli-error.ts';
import { readInputText } from '../services/file-encoding.ts';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const NOTE = `
The answer is the server's JSON envelope ({success, message, data}); an error answer exits with its code.`;

/** `admin/orders`, `/admin/orders` and `/api/admin/orders` are one path (the client adds `/api/`). */
export function apiPath(path: string): string {
  const clean = path
    .trim()
    .replace(/^\/+/, '')
    .replace(/^api\/+/, '');
  if (clean === '' || /^[a-z]+:\/\//i.test(path)) {
    throw usageError(`The path is a path of this server's API, like admin/orders (got ${path}).`);
  }
  return clean;
}

/** `-F key=value`: numbers, true, false and null as JSON values; anything else stays text. */
function typed(text: string): unknown {
  const ascii = toAsciiDigits(text);
  if (/^-?\d+(\.\d+)?$/.test(ascii)) return Number(ascii);
  if (ascii === 'true') return true;
  if (ascii === 'false') return false;
  if (ascii === 'null') return null;
  return text;
}

/** `key=value` pairs; `-f` keeps text, `-F` types its values. */
export function apiFields(raw: readonly string[], typedPairs: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const add = (pair: string, read: (text: string) => unknown) => {
    const at = pair.indexOf('=');
    if (at < 1) throw usageError(`A field is key=value (got ${pair}).`);
    fields[pair.slice(0, at)] = read(pair.slice(at + 1));
  };
  for (const pair of raw) add(pair, (text) => text);
  for (const pair of typedPairs) add(pair, typed);
  return fields;
}

async function readInput(ctx: CliContext, file: string): Promise<unknown> {
  const text = await readInputText(file, ctx.io);
  if (text === null) throw usageError(`Cannot read --input ${file}.`);
  try {
    return JSON.parse(text);
  } catch {
    throw usageError(`--input ${file} is not JSON.`);
  }
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `api METHOD PATH`: a raw call with this command line's session, for anything without a command. */
export function registerApi(program: Command, ctx: CliContext): void {
  program
    .command('api')
    .description('call the API directly with your session and print its JSON answer')
    .argument('<method>', `one of ${METHODS.join(', ')}`)
    .argument('<path>', 'the API path, e.g. admin/orders (with or without /api/)')
    .option(
      '-f, --field <key=value>',
      'a text field: the query of a GET or DELETE, else the JSON body',
      collect,
    )
    .option('-F, --typed-field <key=value>', 'as -f, with numbers, true, false and null typed', collect)
    .option('--json', 'errors as one JSON object on stderr too (the answer is JSON anyway)')
    .option('--input <file>', 'the JSON body from a file (- for stdin); -f fields are added on top')
    .addHelpText('after', NOTE)
    .action(async (methodText: string, pathText: string, options: Record<string, unknown>) => {
      const method = methodText.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) {
        throw usageError(`The method is one of ${METHODS.join(', ')} (got ${methodText}).`);
      }
      const path = apiPath(pathText);
      const fields = apiFields((options.field as string[]) ?? [], (options.typedField as string[]) ?? []);
      const input = typeof options.input === 'string' ? await readInput(ctx, options.input) : undefined;
      const inQuery = method === 'GET' || method === 'DELETE';
      if (inQuery && input !== undefined) throw usageError(`${method} sends no body: drop --input.`);
      const hasFields = Object.keys(fields).length > 0;
      const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
      if (input !== undefined && !isObject && hasFields) {
        throw usageError('-f and -F add to a JSON object: --input holds something else.');
      }
      let body: unknown;
      if (input !== undefined) body = isObject ? { ...(input as object), ...fields } : input;
      else if (hasFields && !inQuery) body = fields;
      const { api } = await ctx.connect();
      const answer = await api.requestEnvelope(method, path, {
        ...(inQuery ? { query: fields as Record<string, QueryValue> } : {}),
        ...(body === undefined ? {} : { body }),
      });
      ctx.out(`${JSON.stringify({ success: true, message: answer.message, data: answer.data }, null, 2)}\n`);
    });
}
