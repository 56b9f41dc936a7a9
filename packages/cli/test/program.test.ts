import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createContext } from '../src/context.ts';
import { CliError } from '../src/errors/cli-error.ts';
import { errorJson, errorText } from '../src/errors/report.ts';
import { buildProgram } from '../src/program.ts';
import { bashCompletion } from '../src/services/completion.ts';

const program = () =>
  buildProgram(
    createContext({
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      stdin: new PassThrough(),
      env: {},
    }),
  );

describe('errors', () => {
  it('map codes and statuses to the documented exit codes', () => {
    const cases: [string, number, number][] = [
      ['usage', 0, 2],
      ['not_signed_in', 0, 3],
      ['invalid_credentials', 400, 3],
      ['unauthenticated', 401, 3],
      ['forbidden', 403, 4],
      ['not_found', 404, 5],
      ['validation_failed', 422, 6],
      ['duplicate', 422, 6],
      ['some_new_refusal', 422, 6],
      ['network_error', 0, 7],
      ['server_error', 500, 8],
      ['rate_limited', 429, 8],
      ['endpoint_unavailable', 404, 9],
      ['interrupted', 0, 130],
    ];
    for (const [code, status, exit] of cases)
      expect(new CliError({ code, status, message: '' }).exitCode, code).toBe(exit);
  });

  it('print as the JSON contract, or as text with the server message and a hint', () => {
    const error = new CliError({
      code: 'duplicate',
      status: 422,
      message: 'Exists.',
      messageFa: 'قبلا ثبت شده',
      hint: 'Pick another.',
    });
    expect(errorJson(error)).toEqual({
      error: {
        code: 'duplicate',
        message: 'Exists.',
        status: 422,
        fields: {},
        message_fa: 'قبلا ثبت شده',
        hint: 'Pick another.',
      },
    });
    expect(errorText(error, (t) => t)).toBe(
      'error: Exists. [duplicate]\n  server: قبلا ثبت شده\nhint: Pick another.\n',
    );
  });
});

describe('the command tree', () => {
  it('has a command group per core resource, with only the operations the declaration allows', () => {
    const contacts = program().commands.find((command) => command.name() === 'contacts');
    expect(contacts?.commands.map((command) => command.name())).toEqual(['list', 'get', 'delete']);
    const brands = program().commands.find((command) => command.name() === 'brands');
    expect(brands?.commands.map((command) => command.name())).toEqual([
      'list',
      'get',
      'create',
      'update',
      'delete',
    ]);
    const products = program().commands.find((command) => command.name() === 'products');
    expect(products?.commands.map((command) => command.name())).toContain('apply');
  });

  it('completes commands, subcommands and flags in bash', () => {
    const script = join(mkdtempSync(join(tmpdir(), 'shop-admin-completion-')), 'c.bash');
    writeFileSync(script, bashCompletion(program()));
    const complete = (...words: string[]) =>
      execFileSync(
        'bash',
        [
          '-c',
          `source ${script}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _shop_admin; echo "\${COMPREPLY[*]}"`,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(complete('shop-admin', 'not')).toBe('notifications');
    expect(complete('shop-admin', 'contacts', '')).toBe('list get delete --help');
    expect(complete('shop-admin', '--profile', 'x', 'contacts', 'list', '--s')).toBe(
      '--search --status --since --sort',
    );
  });
});
