import { PERSIAN_SEARCH_FOLDS } from '@shop-admin/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Core's one-character search folds (the table normalizePersian reads) as translate()'s two strings:
// each mapped character at the position of its target in `to`; the deleted ones (marks, tatweel,
// invisibles) after the end of `to`, which is what makes translate() drop them.
const folds = Object.entries(PERSIAN_SEARCH_FOLDS);
const mapped = folds.filter(([, target]) => target !== '');
const deleted = folds.filter(([, target]) => target === '');
const FROM = [...mapped, ...deleted].map(([from]) => from).join('');
const TO = mapped.map(([, target]) => target).join('');

/**
 * A column folded the way normalizePersian folds a query, for Persian-insensitive search in SQL: every
 * one-character fold of core's table, then lower(). Not done here: NFKC and collapsing white space
 * (queries are normalised; stored text rarely holds presentation forms or double spaces).
 */
export function foldedPersian(column: AnyPgColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${FROM}, ${TO}))`;
}

/** Escapes LIKE wildcards so user input matches literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
