import { toPersianDigits } from '../persian/digits.ts';
import { normalizeIranMobile } from '../persian/iran-ids.ts';
import { normalizePersian } from '../persian/normalize.ts';
import { findAction } from '../registry/commands.ts';
import { buildPath } from '../registry/route-path.ts';
import { routeNamed } from '../registry/routes/index.ts';

/** Words that say "order" in a palette query (normalised: Persian folded, Latin lower-cased). */
const ORDER_WORDS = ['سفارش', 'order', 'sefaresh', 'ord'];
/** Words that may stand between the order word and its number ("سفارش شماره ۱۲", "order no 12"). */
const NUMBER_WORDS = ['شماره', 'number', 'no', 'no.', 'num', 'nr'];

const MAX_DIGITS = 12;

/** Digits that read as (the start of) a phone number: a leading 0, or a whole Iranian mobile. */
function isPhoneShaped(digits: string): boolean {
  return digits.startsWith('0') || normalizeIranMobile(digits) !== null;
}

/**
 * The order number a palette query names, or null: `#1234`, a bare `1234`, or a number after an order
 * word anywhere in the query (`سفارش ۱۲۳۴`, `order 1234`, `order #1234`, `سفارش شماره ۱۲۳۴`,
 * `تغییر وضعیت سفارش ۱۲`), in any digit script. Answers the number in Latin digits without leading zeros.
 * A bare number with a leading zero or a mobile's shape is a phone, not an order (null).
 */
export function orderNumberInQuery(query: string): string | null {
  const text = normalizePersian(query);
  const bare = /^(#?)\s*(\d+)$/.exec(text);
  // A bare number staff start with 0 (`0912`) or shaped like a mobile (`9121234567`) is a phone:
  // the customers by mobile lead, not an order. `#0912` or `سفارش 0912` still name the order.
  if (bare && !bare[1] && isPhoneShaped(bare[2] ?? '')) return null;
  let digits = bare?.[2] ?? null;
  if (!digits) {
    const words = text.split(' ');
    for (let i = 0; i < words.length && !digits; i++) {
      const word = words[i] ?? '';
      const glued = ORDER_WORDS.map((w) => new RegExp(`^${w}#?(\\d+)$`).exec(word)?.[1]).find(Boolean);
      if (glued) {
        digits = glued;
        break;
      }
      if (!ORDER_WORDS.includes(word)) continue;
      let j = i + 1;
      if (NUMBER_WORDS.includes(words[j] ?? '')) j++;
      if (words[j] === '#') j++;
      digits = /^#?(\d+)$/.exec(words[j] ?? '')?.[1] ?? null;
    }
  }
  if (!digits || digits.length > MAX_DIGITS) return null;
  const number = digits.replace(/^0+/, '');
  return number === '' ? null : number;
}

/** A palette hit an order number leads to: the order itself, or changing its status. */
export interface OrderNumberHit {
  id: string;
  kind: 'record' | 'action';
  title: string;
  /** The order's page (`/admin/order/1234`); the status move adds `?move=1` (the order screen's chooser). */
  path: string;
  permission: string | null;
  /** The command a face runs (the action's id), for the action hit. */
  commandId?: string;
  /** The route's parameter values (`{id: '1234'}`). */
  values: Readonly<Record<string, string>>;
}

/** The query string the order screen reads to open its status chooser at once. */
export const ORDER_MOVE_SEARCH = '?move=1';

/**
 * What a query naming an order offers first: open that order, then change its status. Permissions
 * are the route's and the action's (the caller filters).
 */
export function orderNumberHits(query: string): OrderNumberHit[] {
  const number = orderNumberInQuery(query);
  if (!number) return [];
  const show = routeNamed('orders.show');
  const path = buildPath(show, { id: number });
  const values = { id: number };
  const hits: OrderNumberHit[] = [
    {
      id: `order-number:${number}`,
      kind: 'record',
      title: `سفارش ${toPersianDigits(number)}`,
      path,
      permission: show.permission ?? null,
      values,
    },
  ];
  const move = findAction('orders.changeStatus');
  if (move) {
    hits.push({
      id: `order-number:${number}:move`,
      kind: 'action',
      title: `${move.title} ${toPersianDigits(number)}`,
      path: `${path}${ORDER_MOVE_SEARCH}`,
      permission: move.permission,
      commandId: move.id,
      values,
    });
  }
  return hits;
}
