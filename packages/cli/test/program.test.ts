import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { type ApiClient, ApiError, adminResources, allowsOperation, getResource } from '@shop-admin/core';
import { describe, expect, it } from 'vitest';
import { createContext } from '../src/context.ts';
import { CliError } from '../src/errors/cli-error.ts';
import { EXIT } from '../src/errors/exit-codes.ts';
import { toCliError } from '../src/errors/from-api.ts';
import { errorJson, errorText } from '../src/errors/report.ts';
import { buildProgram, commandNamed } from '../src/program.ts';
import { run } from '../src/run.ts';
import { bashCompletion, zshCompletion } from '../src/services/completion.ts';
import { deleteRecord, getRecord } from '../src/services/resources.ts';

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
      ['version_conflict', 412, 10],
      ['partial_failure', 0, 11],
      ['invalid_encoding', 0, 2],
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

  it("writes a zsh script whose cases list each level's subcommands and flags, colons escaped", () => {
    const script = zshCompletion(program());
    expect(script.split('\n')[0]).toBe('#compdef shop-admin');
    const items = (path: string) => {
      const line = script.split('\n').find((l) => l.startsWith(`    '${path}') items=(`));
      return [...(line ?? '').matchAll(/'((?:[^'\\:]|\\.)+):/g)].map((m) => m[1]);
    };
    expect(items(' contacts')).toEqual(['list', 'get', 'delete', '--help']);
    expect(items(' orders')).toEqual(
      expect.arrayContaining(['get', '--tracking-code', '--customer', '--sort']),
    );
    expect(script).toContain("'config:the config file\\: settings and saved profiles'");
    // Autoloaded from $fpath it completes at once; sourced, it registers itself.
    expect(script).toMatch(
      /loadautofunc \]\]; then\n {2}_shop_admin "\$@"\nelse\n {2}compdef _shop_admin shop-admin\nfi\n$/,
    );
  });

  it.skipIf(spawnSync('zsh', ['--version']).status !== 0)('completes in zsh, sourced and autoloaded', () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-admin-zsh-'));
    mkdirSync(join(folder, 'fpath'));
    writeFileSync(join(folder, 'fpath', '_shop-admin'), zshCompletion(program()));
    // _describe and compdef come from compinit; stand-ins print what zsh would offer.
    const stubs = `compdef() { print -r -- "compdef $*" }; _describe() { print -rl -- "\${(@P)argv[-1]%%:*}" }`;
    const zsh = (body: string) =>
      execFileSync('zsh', ['-f', '-c', `${stubs}; ${body}`], { encoding: 'utf8' })
        .trim()
        .split('\n');
    const file = join(folder, 'fpath', '_shop-admin');
    expect(zsh(`source ${file}`)).toEqual(['compdef _shop_admin shop-admin']);
    expect(zsh(`source ${file}; words=(shop-admin --profile x contacts ''); CURRENT=5; _shop_admin`)).toEqual(
      ['compdef _shop_admin shop-admin', 'list', 'get', 'delete', '--help'],
    );
    const autoloaded = zsh(
      `fpath=(${folder}/fpath $fpath); autoload -Uz _shop-admin; words=(shop-admin orders --status new ''); CURRENT=5; _shop-admin`,
    );
    expect(autoloaded).toEqual(expect.arrayContaining(['get', '--customer', '--tracking-code', '--desc']));
    expect(autoloaded).not.toContain('compdef _shop_admin shop-admin');
  });

  it("gives orders the orders declaration's filters and sort as flags, beside --customer and the list flags", () => {
    const orders = program().commands.find((command) => command.name() === 'orders');
    const flags = orders?.options.map((option) => option.long) ?? [];
    const declared = getResource('orders')?.filters.flatMap((filter) =>
      filter.type === 'jalali-date-range' ? ['--since', '--until'] : [`--${filter.name.replace(/_/g, '-')}`],
    );
    expect(flags).toEqual(expect.arrayContaining([...(declared ?? []), '--sort', '--desc']));
    expect(flags).toEqual(expect.arrayContaining(['--customer', '--limit', '--all', '--json', '--csv']));
    expect(orders?.options.find((option) => option.long === '--sort')?.argChoices).toEqual([
      'id',
      'created_at',
      'total_amount',
      'status',
    ]);
  });

  it('takes --json on delete', () => {
    const contacts = program().commands.find((command) => command.name() === 'contacts');
    const remove = contacts?.commands.find((command) => command.name() === 'delete');
    expect(remove?.options.map((option) => option.long)).toEqual(['--yes', '--json']);
  });
});

describe('the README', () => {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

  it("lists exactly core's resources, each with the operations its declaration allows", () => {
    const listed = [...readme.matchAll(/^\| `([a-z_]+)` \| [^|]+ \| ([a-z ]+?)(?: \(.*\))? \|$/gm)].map(
      (m) => [m[1], m[2]],
    );
    const ops = ['list', 'get', 'create', 'update', 'delete'] as const;
    expect(listed).toEqual(
      adminResources.map((r) => [r.name, ops.filter((op) => allowsOperation(r, op)).join(' ')]),
    );
  });

  it('and --help list every exit code the code has, and no other', () => {
    const codes = Object.values(EXIT).filter((code) => code !== 0);
    const table = readme.slice(readme.indexOf('## Exit codes'), readme.indexOf('## Bulk catalogue edits'));
    const inTable = [...table.matchAll(/^\| (\d+) \|/gm)].map((m) => Number(m[1]));
    expect(inTable).toEqual([0, ...codes]);
    let help = '';
    const root = program();
    root.configureOutput({ writeOut: (text) => (help += text) });
    root.outputHelp();
    const epilog = help.slice(help.indexOf('Exit codes:'));
    const inHelp = [...epilog.matchAll(/(\d+) [a-z]/g)].map((m) => Number(m[1]));
    expect(inHelp).toEqual([0, ...codes]);
  });

  it('quotes the token in its examples (a `|` would start a pipe)', () => {
    expect(readme).not.toMatch(/SHOP_ADMIN_TOKEN=\d/);
    expect(readme).toContain("SHOP_ADMIN_TOKEN='12|secret'");
  });
});

describe('config path', () => {
  it('prints where the config file is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-admin-config-path-'));
    const stdout = new PassThrough();
    let text = '';
    stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const io = {
      stdout,
      stderr: new PassThrough(),
      stdin: new PassThrough(),
      env: { SHOP_ADMIN_CONFIG_DIR: dir },
    };
    expect(await run(['config', 'path'], io)).toBe(0);
    expect(text).toBe(`${join(dir, 'config.json')}\n`);
  });
  it('config show prints JSON, so --jq needs no --json there (as on api); elsewhere it does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-admin-config-show-'));
    const stdout = new PassThrough();
    let text = '';
    stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const io = {
      stdout,
      stderr: new PassThrough(),
      stdin: new PassThrough(),
      env: { SHOP_ADMIN_CONFIG_DIR: dir },
    };
    expect(await run(['config', 'show', '--jq', '.default_profile'], io)).toBe(0);
    expect(text).toBe('default\n');
    expect(await run(['config', 'path', '--jq', '.'], io)).toBe(2);
  });
});

describe('help', () => {
  const helpOf = async (argv: string[], tty: boolean, env: Record<string, string> = {}) => {
    const stdout = Object.assign(new PassThrough(), { isTTY: tty, columns: 120 });
    let text = '';
    stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const io = { stdout, stderr: new PassThrough(), stdin: new PassThrough(), env };
    expect(await run(argv, io)).toBe(0);
    return text;
  };

  it('puts Persian titles in display order on a terminal without bidi, and leaves them when told or piped', async () => {
    const line = (text: string) => text.split('\n').find((l) => l.trimStart().startsWith('brands')) ?? '';
    expect(line(await helpOf(['--help'], true))).toContain('اهدنرب (list|get|create|update|delete)');
    expect(line(await helpOf(['--bidi', 'off', '--help'], true))).toContain('برندها (list|get');
    expect(line(await helpOf(['--help'], true, { SHOP_ADMIN_BIDI: 'off' }))).toContain('برندها (list|get');
    expect(line(await helpOf(['--help'], true, { VTE_VERSION: '7600' }))).toContain('برندها (list|get');
    expect(line(await helpOf(['--help'], false))).toContain('برندها (list|get');
  });
});

describe('a 404 on a record', () => {
  const brands = getResource('brands');
  if (!brands) throw new Error('core declares brands');
  const notFound = () => new ApiError({ status: 404, code: 'not_found', message: 'یافت نشد' });
  /** An API whose record requests 404, and whose list answers (served) or 404s too (not served). */
  const api = (served: boolean) =>
    ({
      get: async (path: string) => {
        if (path === brands.endpoint && served) return { brands: { data: [], total: 0 } };
        throw notFound();
      },
      raw: { delete: async () => Promise.reject(notFound()) },
    }) as unknown as ApiClient;
  const failure = (work: Promise<unknown>) => work.then(() => null, toCliError);

  it('is a missing record (exit 5) when the list is served', async () => {
    expect((await failure(getRecord(api(true), brands, '7')))?.exitCode).toBe(5);
    expect((await failure(deleteRecord(api(true), brands, '7')))?.code).toBe('not_found');
  });

  it('is a resource this server does not serve (exit 9) when the list 404s too', async () => {
    const error = await failure(getRecord(api(false), brands, '7'));
    expect(error).toMatchObject({ code: 'endpoint_unavailable', exitCode: 9 });
    expect((await failure(deleteRecord(api(false), brands, '7')))?.exitCode).toBe(9);
  });
});

describe('start-up builds only the command a line names', () => {
  it('finds the command past the root options, and builds every command for help or an unknown name', () => {
    expect(commandNamed(['orders', '--unread', '--json'])).toBe('orders');
    expect(commandNamed(['--profile', 'staging', '--server', 'http://x', 'size-charts', 'list'])).toBe(
      'size-charts',
    );
    expect(commandNamed(['--bidi', 'on', 'whoami'])).toBe('whoami');
    expect(commandNamed(['orders', '--help'])).toBeUndefined();
    expect(commandNamed(['completion', 'bash'])).toBeUndefined();
    expect(commandNamed(['ordres'])).toBeUndefined();
    expect(commandNamed([])).toBeUndefined();
  });

  it('a tree built for one command holds only it, and it still runs', () => {
    const only = buildProgram(
      createContext({
        stdout: new PassThrough(),
        stderr: new PassThrough(),
        stdin: new PassThrough(),
        env: {},
      }),
      'size-charts',
    );
    expect(only.commands.map((command) => command.name())).toEqual(['size_charts']);
    expect(program().commands.length).toBeGreaterThan(40);
  });
});
