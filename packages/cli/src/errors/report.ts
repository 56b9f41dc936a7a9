import { type Hue, paint } from '../output/colour.ts';
import type { CliError, FieldMessages } from './cli-error.ts';

/**
 * The `--json` error object, a contract: `{error: {code, message, status, fields}}`, plus
 * `message_fa`, `fields_fa` (Persian, when known) and `hint` when there is one.
 */
export function errorJson(error: CliError): { error: Record<string, unknown> } {
  return {
    error: {
      code: error.code,
      message: error.message,
      status: error.status,
      fields: error.fields,
      ...(error.messageFa === undefined ? {} : { message_fa: error.messageFa }),
      ...(Object.keys(error.fieldsFa).length === 0 ? {} : { fields_fa: error.fieldsFa }),
      ...(error.hint === undefined ? {} : { hint: error.hint }),
    },
  };
}

function fieldLines(fields: FieldMessages, describe: (key: string) => string): string[] {
  return Object.entries(fields).flatMap(([field, messages]) =>
    messages.map((m) => `  ${describe(field)}: ${m}`),
  );
}

/** The error for people: the English message and code, each field's problem, the server's words, a hint. */
export function errorText(error: CliError, visual: (text: string) => string, colour = false): string {
  const [first = '', ...rest] = error.message.split('\n');
  const label = (hue: Hue, text: string) => (colour ? paint(hue, text) : text);
  const lines = [
    `${label('red', 'error:')} ${first} [${error.code}]`,
    ...rest.map((line) => `  ${line}`),
    ...fieldLines(error.fields, error.describeField),
  ];
  const persian = error.messageFa?.trim();
  if (persian && Object.keys(error.fields).length === 0) lines.push(`  server: ${visual(persian)}`);
  if (error.hint) lines.push(`${label('yellow', 'hint:')} ${error.hint}`);
  return `${lines.join('\n')}\n`;
}
