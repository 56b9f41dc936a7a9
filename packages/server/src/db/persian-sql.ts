import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The letter folds of core's normalizePersian that SQL's translate() can do character by character:
// Arabic Yeh/Kaf/Heh/Alef/Waw variants, both digit scripts, ZWNJ to a space; tatweel and the
// common marks (beyond the end of `to`) are deleted.
const FROM = 'يىئېےۍكڪةۀہۂھەآأإٱؤ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩\u200cـًٌٍَُِّْ';
const TO = 'ییییییککههههههااااو01234567890123456789 ';

/** A column folded the way normalizePersian folds a query, for Persian-insensitive search in SQL. */
export function foldedPersian(column: AnyPgColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${FROM}, ${TO}))`;
}

/** Escapes LIKE wildcards so user input matches literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
