import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiFields, apiPath } from '../src/commands/api.ts';
import { commandExamples, commandPaths } from '../src/commands/examples.ts';
import { createContext } from '../src/context.ts';
import { CliError, usageError } from '../src/errors/cli-error.ts';
import { errorText } from '../src/errors/report.ts';
import { cellHue, colourOn } from '../src/output/colour.ts';
import { createJqFilter } from '../src/output/jq-filter.ts';
import { renderTable } from '../src/output/table.ts';
import { buildProgram } from '../src/program.ts';
import { bashCompletion, fishCompletion, zshCompletion } from '../src/services/completion.ts';
import { webPage } from '../src/services/web-page.ts';

const program = () =>
  buildProgram(
    createContext({
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      stdin: new PassThrough(),
      env: {},
    }),
  );
const ESC = '\u001b[';

describe('--jq', () => {
  const collect = async (expression: string) => {
    let out = '';
    const filter = await createJqFilter(expression, (text) => {
      out += text;
    });
    return { filter, out: () => out };
  };

  it('is jq: prints each result on its own line, strings bare, anything else as JSON (as jq -r)', async () => {
    const orders = [
      { id: 1, status: 'new', title: 'سفارش' },
      { id: 2, status: 'paid', title: 'دو' },
    ];
    for (const [expression, expected] of [
      ['.[0].id', '1\n'],
      ['.[].id', '1\n2\n'],
      ['.[] | select(.status == "new") | .title', 'سفارش\n'],
      ['map(.id)', '[\n  1,\n  2\n]\n'],
      ['.[] | [.id, .status] | @tsv', '1\tnew\n2\tpaid\n'],
      ['length', '2\n'],
    ] as const) {
      const { filter, out } = await collect(expression);
      filter.write(`${JSON.stringify(orders, null, 2)}\n`);
      filter.end();
      expect(out(), expression).toBe(expected);
    }
  });

  it('filters NDJSON lines one by one (notifications --follow)', async () => {
    const { filter, out } = await collect('.title');
    filter.write('{"title":"یک"}\n');
    filter.write('{"title":"دو"}\n');
    expect(out()).toBe('یک\nدو\n');
  });

  it("refuses a bad expression (compile error) before anything runs, and a run-time error, as usage errors with jq's message", async () => {
    await expect(createJqFilter('.[', () => {})).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(/^--jq: syntax error/),
    });
    // JMESPath's `[].id` is jq that fails when run: indexing an array by a name.
    const { filter } = await collect('[].id');
    expect(() => filter.write('[{"id": 1}]\n')).toThrow(/^--jq: Cannot index array with string \("id"\)$/);
  });

  it('fails when the command printed something that is not JSON, instead of passing it on', async () => {
    const { filter } = await collect('.a');
    filter.write('not json\n');
    expect(() => filter.end()).toThrow(/not JSON/);
  });
});

describe('api', () => {
  it('reads paths with or without /api/ and refuses full URLs', () => {
    expect(apiPath('/api/admin/orders')).toBe('admin/orders');
    expect(apiPath('admin/home')).toBe('admin/home');
    expect(() => apiPath('https://evil.example/api/admin')).toThrow(CliError);
  });

  it('keeps -f values as text and types -F values', () => {
    expect(apiFields(['title=۱۲', 'q=a=b'], ['n=۱۲', 'ok=true', 'none=null', 'name=x'])).toEqual({
      title: '۱۲',
      q: 'a=b',
      n: 12,
      ok: true,
      none: null,
      name: 'x',
    });
    expect(() => apiFields(['novalue'], [])).toThrow(/key=value/);
  });
});

describe('colour', () => {
  const tty = Object.assign(new PassThrough(), { isTTY: true });
  const pipe = new PassThrough();

  it('is on for terminals only, off with NO_COLOR, --no-color or TERM=dumb, forced by FORCE_COLOR', () => {
    expect(colourOn(tty, {}, undefined)).toBe(true);
    expect(colourOn(pipe, {}, undefined)).toBe(false);
    expect(colourOn(tty, { NO_COLOR: '1' }, undefined)).toBe(false);
    expect(colourOn(tty, {}, false)).toBe(false);
    expect(colourOn(tty, { TERM: 'dumb' }, undefined)).toBe(false);
    expect(colourOn(pipe, { FORCE_COLOR: '1' }, undefined)).toBe(true);
    expect(colourOn(tty, { FORCE_COLOR: '0' }, undefined)).toBe(false);
  });

  it('colours order statuses in their column and the labels of an error, nothing when off', () => {
    const options = [{ value: 'canceled', label: 'لغو شده' }];
    expect(cellHue('canceled', { options })).toBe('red');
    expect(cellHue('canceled', {})).toBeUndefined();
    expect(cellHue(3, { hue: 'green' })).toBe('green');
    const on = renderTable(
      ['وضعیت'],
      [['لغو شده']],
      { reorder: false, width: 80, colour: true },
      [],
      [['red']],
    );
    const off = renderTable(
      ['وضعیت'],
      [['لغو شده']],
      { reorder: false, width: 80, colour: false },
      [],
      [['red']],
    );
    expect(on).toContain(`${ESC}31m`);
    expect(off).not.toContain(ESC);
    // The colour codes do not count: both tables are as wide.
    expect(stripVTControlCharacters(on)).toBe(off);
    const error = usageError('Bad.', 'Fix it.');
    expect(errorText(error, (t) => t, true)).toContain(`${ESC}31merror:`);
    expect(errorText(error, (t) => t, false)).toBe('error: Bad. [usage]\nhint: Fix it.\n');
  });
});

describe('--web', () => {
  it('maps a command line to the admin page showing the same thing', () => {
    expect(webPage(['orders', 'get'], ['1234'])).toBe('/admin/order/1234');
    expect(webPage(['orders'], [])).toBe('/admin/order');
    expect(webPage(['brands', 'list'], [])).toBe('/admin/brands');
    expect(webPage(['brands', 'get'], ['3'])).toMatch(/^\/admin\/brands.*3/);
    expect(webPage(['products', 'update'], ['7'])).toBe('/admin/products/edit/7');
    expect(() => webPage(['config', 'show'], [])).toThrow(/no page/);
  });

  it("carries a list's filters and sort into the query the web list screen reads", () => {
    const page = webPage(['orders'], [], {
      status: 'new',
      since: '۱۴۰۴/۰۸/۰۱',
      until: '2026-11-30',
      unread: true,
      customer: '09121234567',
      sort: 'total_amount',
      desc: true,
      limit: '5',
    });
    const url = new URL(page, 'https://shop.example');
    expect(url.pathname).toBe('/admin/order');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: '09121234567',
      status: 'new',
      unread: '1',
      start_date: '1404/08/01',
      end_date: '1405/09/09',
      sort_by: 'total_amount',
      sort_desc: '1',
    });
    expect(webPage(['brands', 'list'], [], { search: 'نایک' })).toBe(
      `/admin/brands?search=${encodeURIComponent('نایک')}`,
    );
    // A bad filter is refused as the command itself would refuse it.
    expect(() => webPage(['orders'], [], { since: '1404/13/01' })).toThrow(/is not/);
  });
});

describe('help', () => {
  it('has examples for every command in the tree', () => {
    const missing = commandPaths(program()).filter((path) => commandExamples(path).length === 0);
    expect(missing).toEqual([]);
  });
});

describe('completion values', () => {
  const sourced = (script: string, then: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'shop-admin-completion-')), 'c.bash');
    writeFileSync(file, script);
    return execFileSync('bash', ['-c', `source ${file}; ${then}`], { encoding: 'utf8' }).trim();
  };
  const bash = (script: string, words: string[]) =>
    sourced(
      script,
      `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _shop_admin; echo "\${COMPREPLY[*]}"`,
    );

  it('offers statuses, sort keys and modes after their flags in bash', () => {
    const script = bashCompletion(program());
    expect(bash(script, ['shop-admin', 'orders', 'status', '12', '--to', 'in'])).toBe('in_progress');
    expect(bash(script, ['shop-admin', 'orders', '--status', 'de'])).toBe('delivered');
    expect(bash(script, ['shop-admin', 'contacts', 'list', '--bidi', ''])).toBe('auto on off');
    expect(bash(script, ['shop-admin', 'cont'])).toBe('contacts');
  });

  it("completes only shop-admin: npx's completion (npm's, or none) is left as it was", () => {
    const script = bashCompletion(program());
    expect(sourced(script, 'complete -p shop-admin')).toBe('complete -o default -F _shop_admin shop-admin');
    // npm's own completion registers npx; sourcing ours after it keeps it.
    expect(
      sourced(`_npm_completion() { :; }\ncomplete -F _npm_completion npx\n${script}`, 'complete -p npx'),
    ).toBe('complete -F _npm_completion npx');
    expect(sourced(script, 'complete -p npx 2>&1 || echo none')).toMatch(/no completion specification|none/);
    for (const other of [zshCompletion(program()), fishCompletion(program())])
      expect(other).not.toMatch(/\bnpx\b/);
  });

  it('writes zsh and fish scripts with the same values, profiles read from `config profiles`', () => {
    const zsh = zshCompletion(program());
    expect(zsh).toContain(`' orders status|--to') items=('wait_for_payment'`);
    expect(zsh).toContain('config profiles');
    const fish = fishCompletion(program());
    expect(fish).toContain("case ' orders status|--to'");
    expect(fish).toContain("case '*|--profile'\n      $run config profiles");
    expect(fish).toContain("'--unread\tفقط خوانده‌نشده‌ها");
  });
});
