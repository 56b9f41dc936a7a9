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
import { createJqFilter, jqLines } from '../src/output/jq-filter.ts';
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
  it('prints strings bare, an array one element per line, anything else as JSON', () => {
    expect(jqLines('سفارش')).toBe('سفارش\n');
    expect(jqLines([1, 'a', { b: 2 }])).toBe('1\na\n{"b":2}\n');
    expect(jqLines({ a: 1 })).toBe('{"a":1}\n');
    expect(jqLines(null)).toBe('null\n');
  });

  it('filters a pretty JSON document and NDJSON lines, and refuses a bad expression as a usage error', async () => {
    let out = '';
    const filter = await createJqFilter("[?status=='new'].id", (text) => {
      out += text;
    });
    filter.write(
      `${JSON.stringify(
        [
          { id: 1, status: 'new' },
          { id: 2, status: 'paid' },
        ],
        null,
        2,
      )}\n`,
    );
    filter.end();
    expect(out).toBe('1\n');
    out = '';
    const lines = await createJqFilter('title', (text) => {
      out += text;
    });
    lines.write('{"title":"یک"}\n');
    lines.write('{"title":"دو"}\n');
    expect(out).toBe('یک\nدو\n');
    await expect(createJqFilter('[?', () => {})).rejects.toMatchObject({ exitCode: 2 });
  });

  it('fails when the command printed something that is not JSON, instead of passing it on', async () => {
    const filter = await createJqFilter('a', () => {});
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
});

describe('help', () => {
  it('has examples for every command in the tree', () => {
    const missing = commandPaths(program()).filter((path) => commandExamples(path).length === 0);
    expect(missing).toEqual([]);
  });
});

describe('completion values', () => {
  const bash = (script: string, words: string[], npx = false) => {
    const file = join(mkdtempSync(join(tmpdir(), 'shop-admin-completion-')), 'c.bash');
    writeFileSync(file, script);
    return execFileSync(
      'bash',
      [
        '-c',
        `source ${file}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; ${npx ? '_shop_admin_npx' : '_shop_admin'}; echo "\${COMPREPLY[*]}"`,
      ],
      { encoding: 'utf8' },
    ).trim();
  };

  it('offers statuses, sort keys and modes after their flags in bash, also after npx', () => {
    const script = bashCompletion(program());
    expect(bash(script, ['shop-admin', 'orders', 'status', '12', '--to', 'in'])).toBe('in_progress');
    expect(bash(script, ['shop-admin', 'orders', '--status', 'de'])).toBe('delivered');
    expect(bash(script, ['shop-admin', 'contacts', 'list', '--bidi', ''])).toBe('auto on off');
    expect(bash(script, ['npx', 'shop-admin', 'orders', '--sort', 'to'], true)).toBe('total_amount');
    expect(bash(script, ['npx', 'shop-admin', 'cont'], true)).toBe('contacts');
    expect(bash(script, ['npx', 'other', ''], true)).toBe('');
  });

  it('writes zsh and fish scripts with the same values, profiles read from `config profiles`', () => {
    const zsh = zshCompletion(program());
    expect(zsh).toContain(`' orders status|--to') items=('wait_for_payment'`);
    expect(zsh).toContain('config profiles');
    const fish = fishCompletion(program());
    expect(fish).toContain("case ' orders status|--to'");
    expect(fish).toContain("case '*|--profile'\n      $run config profiles");
    expect(fish).toContain("complete -c npx -n 'test (commandline -opc)[2] = shop-admin'");
    expect(fish).toContain("'--unread\tفقط خوانده‌نشده‌ها");
  });
});
