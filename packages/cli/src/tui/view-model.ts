import type { AdminHomeState, Contact, ResourceDef } from '@shop-admin/core/base';
import { formatJalali } from '@shop-admin/core/base';
import type { ColumnView } from '../output/cells.ts';
import { cellText } from '../output/cells.ts';
import { listColumns, recordColumns } from '../output/views.ts';
import { displayWidth } from '../output/width.ts';
import type { Row } from '../services/resources.ts';
import type { ListState } from './list-store.ts';
import type { ListRow } from './list-view.ts';
import { contactRows, inboxItems, inboxRows, notificationRows } from './rows.ts';
import type { DetailTarget, ScreenName } from './state.ts';
import type { ColumnSpec } from './text.ts';

/** The data the screens show: core's admin-home state, the contact list, the orders (when served). */
export interface TuiData {
  home: AdminHomeState;
  contacts: ListState<Contact>;
  /** Every order (`list`) and this admin's unread ones (`unread`); `unreadOnly` shows only those. */
  orders: { resource: ResourceDef; list: ListState<Row>; unread: ListState<Row>; unreadOnly: boolean } | null;
}

/** What one screen shows: its rows, where Enter leads, column weights and a note. */
export interface ScreenContent {
  title: string;
  note: string | null;
  rows: ListRow[];
  targets: DetailTarget[];
  columns: ColumnSpec[];
  /** The column headers (the list's first line). */
  headers: string[];
  /** Each column's alignment: numbers and money at the end (the right edge); unset, by the text's direction. */
  aligns?: ('start' | 'end' | undefined)[];
  empty: string;
}

/** The unread marker of a row (and its column's header). */
export const UNREAD_MARK = '●';

/**
 * A column of the orders inbox: numbers, money with its «تومان» and times keep their whole width
 * (the widest cell shown); text (receiver, status) shares what is left and is the part cut.
 */
function orderColumn(column: ColumnView, cells: readonly (readonly string[])[], index: number): ColumnSpec {
  const whole = column.align === 'end' || column.type === 'datetime' || column.type === 'date';
  // The longest status («در انتظار پرداخت») stays whole at 80 columns; the receiver gives way.
  if (!whole) return { weight: column.type === 'select' ? 12 : 14 };
  return {
    fixed: Math.max(displayWidth(column.label), ...cells.map((row) => displayWidth(row[index] ?? ''))),
  };
}

/** The width of a short Jalali time (`08/21 14:05`). */
const TIME: ColumnSpec = { fixed: 11 };

/** The note of the inbox while the server has no orders (Persian for staff, English for the rest). */
export const NO_ORDERS_NOTE =
  'سفارش‌ها هنوز از این سرور نمی‌آیند؛ اعلان‌ها و پیام‌ها را می‌بینید. (Orders are not served yet: showing notifications and contacts.)';

export function screenContent(screen: ScreenName, data: TuiData): ScreenContent {
  if (screen === 'notifications') {
    return {
      title: 'اعلان‌ها',
      note: null,
      rows: notificationRows(data.home.notifications),
      targets: data.home.notifications.map((n) => ({ kind: 'notification', id: n.id })),
      columns: [{ fixed: 1 }, TIME, { weight: 14 }, { weight: 60 }],
      headers: [UNREAD_MARK, 'زمان', 'عنوان', 'شرح'],
      empty: 'اعلانی نیست.',
    };
  }
  if (screen === 'contacts') {
    const contacts = data.contacts.items;
    return {
      title: 'پیام‌های تماس',
      note: data.contacts.status === 'error' ? `خطا: ${data.contacts.error}` : null,
      rows: contactRows(contacts),
      targets: contacts.map((c) => ({ kind: 'contact', id: String(c.id) })),
      columns: [TIME, { weight: 18 }, { weight: 40 }, { fixed: 12 }],
      headers: ['زمان', 'نام', 'موضوع', 'وضعیت'],
      empty: data.contacts.status === 'loading' ? 'در حال بارگذاری…' : 'پیامی نیست.',
    };
  }
  if (data.orders) return inboxContent(data.orders);
  // The contact list is fuller and kept live; admin/home's latest few stand in until it has loaded.
  const contacts = data.contacts.status === 'ready' ? data.contacts.items : data.home.contacts;
  const items = inboxItems(data.home.notifications, contacts);
  return {
    title: 'صندوق',
    note: NO_ORDERS_NOTE,
    rows: inboxRows(items),
    targets: items.map((entry) => ({ kind: entry.kind, id: String(entry.item.id) })),
    columns: [TIME, { weight: 14 }, { weight: 60 }],
    headers: ['زمان', 'نوع', 'شرح'],
    empty: 'چیز تازه‌ای نیست.',
  };
}

/**
 * The orders inbox: every order (or only this admin's unread ones), an unread marker first, the
 * resource's columns with their headers, amounts and counts right-aligned and never cut.
 */
function inboxContent(orders: NonNullable<TuiData['orders']>): ScreenContent {
  const { resource, unreadOnly } = orders;
  const list = unreadOnly ? orders.unread : orders.list;
  const unreadIds = new Set(orders.unread.items.map((order) => String(order.id)));
  const columns = listColumns(resource);
  const cells = list.items.map((order) => [
    unreadIds.has(String(order.id)) ? UNREAD_MARK : ' ',
    ...columns.map((column) => cellText(order[column.key], column, true)),
  ]);
  const more = list.total !== null && list.total > list.items.length;
  const unreadCount = orders.unread.total ?? orders.unread.items.length;
  const scope = unreadOnly
    ? `فقط خوانده‌نشده‌های شما: ${unreadCount} سفارش (u: همه)`
    : `${unreadCount} سفارش خوانده‌نشده (${UNREAD_MARK})؛ u: فقط آن‌ها، n: بعدی`;
  return {
    title: resource.title,
    note:
      list.status === 'error'
        ? `خطا: ${list.error}`
        : more
          ? `${scope} · ${list.items.length} از ${list.total}؛ با رسیدن به آخرین ردیف، صفحه بعد می‌آید.`
          : scope,
    rows: list.items.map((order, i) => ({
      key: `o:${String(order.id)}`,
      cells: cells[i] ?? [],
      strong: unreadIds.has(String(order.id)),
    })),
    targets: list.items.map((order) => ({ kind: 'order', id: String(order.id) })),
    columns: [{ fixed: 1 }, ...columns.map((column, i) => orderColumn(column, cells, i + 1))],
    headers: [UNREAD_MARK, ...columns.map((column) => column.label)],
    aligns: [undefined, ...columns.map((column) => (column.align === 'end' ? ('end' as const) : undefined))],
    empty:
      list.status === 'loading'
        ? 'در حال بارگذاری…'
        : unreadOnly
          ? 'سفارش خوانده‌نشده‌ای نیست.'
          : 'سفارشی نیست.',
  };
}

const when = (iso: unknown) =>
  typeof iso === 'string' && iso ? formatJalali(iso, 'YYYY/MM/DD HH:mm', { digits: 'latin' }) : '';

/** The label/value lines of the detail pane. */
export function detailLines(target: DetailTarget, data: TuiData): [string, string][] {
  if (target.kind === 'notification') {
    const n = data.home.notifications.find((item) => item.id === target.id);
    if (!n) return [['', 'پیدا نشد']];
    return [
      ['عنوان', n.title],
      ['شرح', n.description],
      ['زمان', when(n.createdAt)],
      ['وضعیت', n.read ? 'خوانده شده' : 'خوانده نشده'],
      ['صفحه', n.link ?? '-'],
    ];
  }
  if (target.kind === 'contact') {
    const c =
      data.contacts.items.find((item) => String(item.id) === target.id) ??
      data.home.contacts.find((item) => String(item.id) === target.id);
    if (!c) return [['', 'پیدا نشد']];
    return [
      ['نام', c.name ?? ''],
      ['تلفن', c.phone_number ?? ''],
      ['موضوع', c.subject ?? ''],
      ['متن پیام', c.body ?? ''],
      ['زمان', when(c.created_at)],
      ['وضعیت', c.status === 1 ? 'خوانده شده' : 'خوانده نشده'],
    ];
  }
  const order = data.orders?.list.items.find((item) => String(item.id) === target.id);
  if (!order || !data.orders) return [['', 'پیدا نشد']];
  return recordColumns(data.orders.resource).map((column) => [
    column.label,
    cellText(order[column.key], column, true),
  ]);
}
