import { Box, Text } from 'ink';
import { createElement as h, type ReactElement } from 'react';
import { displayWidth } from '../output/width.ts';
import { KEY_TABLE, type KeyScope, SCOPE_TITLES } from './key-table.ts';
import { fit, wrapToWidth } from './text.ts';

/** One line of the help: a scope's title, or a key with (part of) what it does. */
export interface HelpLine {
  title?: string;
  keys: string;
  does: string;
}

/** The keys column's width: the widest key name, within a third of the line. */
const keysWidth = (width: number) =>
  Math.min(Math.floor(width / 3), Math.max(...KEY_TABLE.map((binding) => displayWidth(binding.keys))));

/**
 * The help's lines, made from the key table (key-table.ts) itself, scope by scope: every key the TUI
 * has, and what it does there; a long explanation wraps onto the next lines.
 */
export function helpLines(width: number): HelpLine[] {
  const keys = keysWidth(width);
  const lines: HelpLine[] = [];
  for (const scope of Object.keys(SCOPE_TITLES) as KeyScope[]) {
    const bindings = KEY_TABLE.filter((binding) => binding.scope === scope);
    if (!bindings.length) continue;
    lines.push({ title: SCOPE_TITLES[scope], keys: '', does: '' });
    for (const binding of bindings) {
      wrapToWidth(binding.does, width - keys - 1).forEach((part, i) => {
        lines.push({ keys: i === 0 ? binding.keys : '', does: part });
      });
    }
  }
  return lines;
}

/** Help lines that fit the body (its border and closing line take three rows). */
export const helpRoom = (height: number) => Math.max(1, height - 3);

/** The first line the help can start at and still fill the body. */
export const helpLastTop = (width: number, height: number) =>
  Math.max(0, helpLines(width - 4).length - helpRoom(height));

/**
 * The `?` help, right to left like the rest: the key at the right edge, what it does to its left.
 * It scrolls (↑ ↓, PgUp PgDn) when it is taller than the screen.
 */
export function Help(props: { width: number; height: number; top: number; reorder: boolean }): ReactElement {
  const inner = props.width - 4;
  const lines = helpLines(inner);
  const room = helpRoom(props.height);
  const top = Math.max(0, Math.min(props.top, lines.length - room));
  const keys = keysWidth(inner);
  const row = (line: HelpLine, i: number) => {
    if (line.title)
      return h(Text, { key: i, bold: true, color: 'cyan' }, fit(line.title, inner, props.reorder, 'end'));
    const [k, d] = [
      fit(line.keys, keys, props.reorder, 'end'),
      fit(line.does, inner - keys - 1, props.reorder, 'end'),
    ];
    return h(Text, { key: i, wrap: 'truncate' }, props.reorder ? `${d} ${k}` : `${k} ${d}`);
  };
  const more = top + room < lines.length;
  return h(
    Box,
    { flexDirection: 'column', borderStyle: 'round', paddingX: 1 },
    ...lines.slice(top, top + room).map((line, i) => row(line, top + i)),
    h(
      Text,
      { dimColor: true },
      fit(
        more ? `راهنما (${top + room} از ${lines.length} سطر؛ ↓ ادامه، Esc یا ? بستن)` : 'Esc یا ? بستن',
        inner,
        props.reorder,
        'end',
      ),
    ),
  );
}
