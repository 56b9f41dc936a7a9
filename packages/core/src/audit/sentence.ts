import { toPersianDigits } from '../persian/digits.ts';
import { auditEntityName } from './entity-names.ts';
import { auditFieldChanges } from './field-changes.ts';
import { auditRecordTitle } from './record-title.ts';
import { auditSortMoves } from './sort-moves.ts';

/** One audit row as the API answers it (`GET admin/logs`). */
export interface AuditRowLike {
  admin_name: string | null;
  entity: string;
  entity_id: string | number;
  action: string;
  before: unknown;
  after: unknown;
}

/** What each logged action did, as a Persian verb phrase after «… را». */
const VERBS: Readonly<Record<string, string>> = {
  create: 'ایجاد کرد',
  update: 'ویرایش کرد',
  delete: 'حذف کرد',
  answer: 'پاسخ داد',
  move: 'جابه‌جا کرد',
  bulk: 'گروهی ویرایش کرد',
  import: 'درون‌ریزی کرد',
  undo: 'بازگرداند',
  refresh: 'به‌روز کرد',
  read_all: 'همه را خوانده‌شده کرد',
  profile: 'نمایه را ویرایش کرد',
  password: 'گذرواژه را عوض کرد',
  logout_all: 'از همه دستگاه‌ها بیرون برد',
  deny: 'رد کرد',
  weights: 'وزن‌ها را تغییر داد',
  assign_cities: 'شهرها را تعیین کرد',
  upload: 'بارگذاری کرد',
};

/** Moves that are a record of their own (a wallet transaction): said by what they are. */
const MOVES: Readonly<Record<string, string>> = {
  deposit: 'واریز به کیف پول',
  withdraw: 'برداشت از کیف پول',
};

/** At most this many changes are spelled out in one sentence; the rest are counted. */
const SPELLED = 4;

const countedRest = (items: string[]) =>
  items.length > SPELLED
    ? [...items.slice(0, SPELLED), `و ${toPersianDigits(items.length - SPELLED)} مورد دیگر`]
    : items;

/** The record a row is about: its name in guillemets, or its number. */
function recordOf(row: AuditRowLike): string {
  const title = auditRecordTitle(row.before, row.after);
  return title ? `«${title}»` : `شماره ${toPersianDigits(String(row.entity_id))}`;
}

/**
 * An audit row as one Persian sentence: who did what to which record, and what changed:
 * «سارا احمدی محصول «کیف چرمی» را ویرایش کرد: قیمت از ۱۲۰٬۰۰۰ به ۱۵۰٬۰۰۰.» A reorder says what
 * moved where; unchanged fields are never named. The time is the row's own column (Jalali, Tehran).
 */
export function auditSentence(row: AuditRowLike): string {
  const who = row.admin_name || 'سامانه';
  const what = auditEntityName(row.entity);
  if (row.action === 'sort') {
    const moves = auditSortMoves(row.before, row.after);
    const head = `${who} ترتیب ${auditEntityName(row.entity, true)} را تغییر داد`;
    return moves.length ? `${head}: ${countedRest(moves).join('؛ ')}.` : `${head}.`;
  }
  const verb = VERBS[row.action] ?? `عملیات «${row.action}» را انجام داد`;
  const move = MOVES[row.action];
  const head = move
    ? `${who} ${move} ثبت کرد`
    : row.action === 'status'
      ? `${who} وضعیت ${what} ${recordOf(row)} را تغییر داد`
      : `${who} ${what} ${recordOf(row)} را ${verb}`;
  if (row.action === 'create' || row.action === 'delete') return `${head}.`;
  // Keys no declaration or common name labels stay in the record's detail, not in its sentence.
  const changes = auditFieldChanges(row.entity, row.before, row.after)
    .filter((change) => change.label !== change.name)
    .map((change) =>
      change.before === ''
        ? `${change.label}: ${change.after}`
        : change.after === ''
          ? `${change.label} (${change.before}) پاک شد`
          : `${change.label} از ${change.before} به ${change.after}`,
    );
  return changes.length ? `${head}: ${countedRest(changes).join('؛ ')}.` : `${head}.`;
}
