import { type CommandHit, type OrderStatus, orderStatusLabel, toAsciiDigits } from '@shop-admin/core/base';
import type { Key } from 'ink';
import type { TuiModel } from './model.ts';
import { openOrder } from './open-order.ts';
import { moveSummary, orderMoves } from './order-detail.ts';
import { openNextUnread } from './queue.ts';
import { SCREENS, type TuiAction, type TuiState } from './state.ts';
import type { ScreenContent } from './view-model.ts';

/** What a key handler may use. */
export interface KeyContext {
  model: TuiModel;
  /** The state as rendered; handlers read the store itself, so keys arriving together see each other. */
  state: TuiState;
  content: ScreenContent;
  hits: readonly CommandHit[];
  bodyHeight: number;
  /** The help's last first line (how far it scrolls at this terminal's size). */
  helpLastTop: number;
  runHit(hit: CommandHit): void;
  exit(): void;
}

/** A key's meaning: a store action, a side effect, or nothing. */
export type Outcome = TuiAction | (() => void) | null;

/** Where a key works: the first scopes that hold a binding for a press decide what it does. */
export type KeyScope =
  | 'help'
  | 'palette'
  | 'confirm'
  | 'picker'
  | 'order'
  | 'contact'
  | 'inbox'
  | 'notifications'
  | 'lists'
  | 'everywhere';

/** The scopes' titles in the help, in the order the help lists them. */
export const SCOPE_TITLES: Readonly<Record<KeyScope, string>> = {
  inbox: 'صندوق سفارش‌ها',
  order: 'سفارش باز',
  picker: 'انتخاب وضعیت',
  confirm: 'تأیید تغییر وضعیت',
  lists: 'هر فهرست',
  notifications: 'اعلان‌ها',
  contact: 'پیام باز',
  palette: 'پالت فرمان‌ها',
  help: 'همین راهنما',
  everywhere: 'همه‌جا',
};

/** One key of the TUI: how the help names it, what it does (Persian), when it is pressed, and its work. */
export interface KeyBinding {
  scope: KeyScope;
  keys: string;
  does: string;
  /** The footer's short word for it (only the keys a staff member needs most have one). */
  hint?: string;
  matches(input: string, key: Key, c: KeyContext): boolean;
  run(c: KeyContext, input: string, key: Key): Outcome;
}

const say =
  (c: KeyContext, work: () => Promise<unknown>, done: string): (() => void) =>
  () => {
    work().then(
      () => c.model.ui.dispatch({ type: 'message', text: done }),
      (error: Error) => c.model.ui.dispatch({ type: 'message', text: error.message }),
    );
  };

const snapshot = (c: KeyContext) => c.model.ui.getSnapshot();
const up = (input: string, key: Key) => key.upArrow || (input === 'k' && !key.ctrl);
const down = (input: string, key: Key) => key.downArrow || (input === 'j' && !key.ctrl);

/** The moves the open order may make (core's rules), as the picker lists them. */
const movesOf = (c: KeyContext): readonly OrderStatus[] =>
  c.model.orderDetail ? orderMoves(c.model.orderDetail.getSnapshot()) : [];

/** Chooses `status` in the picker: asks first when it moves stock or money, else sends it. */
function choose(c: KeyContext, status: OrderStatus | undefined, confirmed: boolean): Outcome {
  const { ui, orderDetail, orders } = c.model;
  const id = snapshot(c).detail?.id;
  if (!status || !id || !orderDetail) return null;
  const order = orderDetail.getSnapshot().order;
  if (!confirmed && order && moveSummary(order, status).confirm) return { type: 'confirmMove', status };
  return () => {
    ui.dispatch({ type: 'closePicker' });
    ui.dispatch({ type: 'message', text: 'در حال تغییر وضعیت…' });
    orderDetail.changeStatus(id, status).then(
      () => {
        ui.dispatch({
          type: 'message',
          text: `وضعیت سفارش ${id} به «${orderStatusLabel(status)}» تغییر کرد · n: خوانده‌نشدهٔ بعدی`,
        });
        void orders?.store.refresh();
        void orders?.unread.refresh();
      },
      (error: Error) => ui.dispatch({ type: 'message', text: error.message }),
    );
  };
}

/** A list's movement keys and how far each goes. */
function listStep(input: string, key: Key, c: KeyContext): number {
  const count = c.content.rows.length;
  const page = Math.max(1, c.bodyHeight - 3);
  if (up(input, key)) return -1;
  if (down(input, key)) return 1;
  if (key.pageUp) return -page;
  if (key.pageDown) return page;
  if (key.home) return -count;
  if (key.end) return count;
  return 0;
}

/**
 * Every key of the TUI. The dispatcher (keys.ts) and the `?` help (chrome.ts) both read this table, so
 * the help says exactly what the keys do.
 */
export const KEY_TABLE: readonly KeyBinding[] = [
  // The help.
  {
    scope: 'help',
    keys: '↑↓ jk PgUp PgDn',
    does: 'ورق زدن راهنما',
    hint: 'ادامه',
    matches: (input, key) => up(input, key) || down(input, key) || key.pageUp || key.pageDown,
    run: (c, input, key) => {
      const page = Math.max(1, c.bodyHeight - 4);
      const delta = up(input, key) ? -1 : down(input, key) ? 1 : key.pageUp ? -page : page;
      return { type: 'scrollHelp', delta, max: c.helpLastTop };
    },
  },
  // The palette.
  {
    scope: 'palette',
    keys: 'Esc',
    does: 'بستن پالت',
    hint: 'بستن',
    matches: (_, key) => key.escape,
    run: () => ({ type: 'closePalette' }),
  },
  {
    scope: 'palette',
    keys: 'Enter',
    does: 'اجرای مورد انتخاب‌شده',
    hint: 'اجرا',
    matches: (_, key) => key.return,
    run: (c) => {
      const hit = c.hits[snapshot(c).palette.cursor];
      return hit ? () => c.runHit(hit) : null;
    },
  },
  {
    scope: 'palette',
    keys: '↑↓ Ctrl+P Ctrl+N',
    does: 'حرکت میان نتیجه‌ها',
    hint: 'حرکت',
    matches: (input, key) => key.upArrow || key.downArrow || (key.ctrl && (input === 'p' || input === 'n')),
    run: (c, input, key) => ({
      type: 'movePalette',
      delta: key.upArrow || input === 'p' ? -1 : 1,
      count: c.hits.length,
    }),
  },
  {
    scope: 'palette',
    keys: 'Backspace',
    does: 'پاک کردن آخرین حرف',
    matches: (_, key) => key.backspace || key.delete,
    run: (c) => ({ type: 'typePalette', query: [...snapshot(c).palette.query].slice(0, -1).join('') }),
  },
  {
    scope: 'palette',
    keys: 'حروف',
    does: 'جست‌وجو (فارسی یا فینگلیش؛ «سفارش ۱۲۳۴» همان سفارش را باز می‌کند)',
    matches: (input, key) => Boolean(input) && !key.ctrl && !key.meta,
    run: (c, input) => ({ type: 'typePalette', query: snapshot(c).palette.query + input }),
  },
  // A move waiting for its confirmation (it moves stock or money; its effects are on screen).
  {
    scope: 'confirm',
    keys: 'Enter یا y',
    does: 'انجام تغییر وضعیت',
    hint: 'انجام',
    matches: (input, key) => key.return || input === 'y',
    run: (c) => choose(c, snapshot(c).picker?.confirm, true),
  },
  {
    scope: 'confirm',
    keys: 'n، Esc، Backspace',
    does: 'بازگشت به فهرست وضعیت‌ها',
    hint: 'بازگشت',
    matches: (input, key) => input === 'n' || key.escape || key.backspace,
    run: () => ({ type: 'confirmMove', status: null }),
  },
  // The status picker of the open order.
  {
    scope: 'picker',
    keys: '1-9',
    does: 'همان وضعیت شماره‌دار را انتخاب می‌کند',
    hint: 'انتخاب',
    // A Persian keyboard's digits (۱…۹) choose too.
    matches: (input) => /^[1-9۱-۹]$/.test(input),
    run: (c, input) => choose(c, movesOf(c)[Number(toAsciiDigits(input)) - 1], false),
  },
  {
    scope: 'picker',
    keys: '↑↓ jk',
    does: 'حرکت میان وضعیت‌های مجاز',
    matches: (input, key) => up(input, key) || down(input, key),
    run: (c, input, key) => ({
      type: 'movePicker',
      delta: up(input, key) ? -1 : 1,
      count: movesOf(c).length,
    }),
  },
  {
    scope: 'picker',
    keys: 'Enter',
    does: 'تغییر به وضعیت انتخاب‌شده',
    hint: 'تأیید',
    matches: (_, key) => key.return,
    run: (c) => choose(c, movesOf(c)[snapshot(c).picker?.cursor ?? 0], false),
  },
  {
    scope: 'picker',
    keys: 'Esc، Backspace',
    does: 'بستن فهرست وضعیت‌ها بی‌تغییر',
    hint: 'انصراف',
    matches: (_, key) => key.escape || key.backspace,
    run: () => ({ type: 'closePicker' }),
  },
  // The open order.
  {
    scope: 'order',
    keys: 's',
    does: 'تغییر وضعیت سفارش باز (فقط حرکت‌هایی که وضعیتش اجازه می‌دهد)',
    hint: 'وضعیت',
    matches: (input) => input === 's',
    run: (c) =>
      movesOf(c).length
        ? { type: 'openPicker' }
        : { type: 'message', text: 'وضعیت این سفارش را از اینجا نمی‌شود تغییر داد.' },
  },
  {
    scope: 'order',
    keys: 'm',
    does: 'اعلان همین سفارش را خوانده می‌کند (فقط برای شما)',
    matches: (input) => input === 'm',
    run: (c) => {
      const id = snapshot(c).detail?.id ?? '';
      return say(c, () => c.model.actions.markOrderRead(id), `اعلان سفارش ${id} خوانده شد`);
    },
  },
  // The open contact message.
  {
    scope: 'contact',
    keys: 'x',
    does: 'پیام باز را خوانده می‌کند',
    hint: 'خوانده',
    matches: (input) => input === 'x',
    run: (c) => {
      const id = snapshot(c).detail?.id ?? '';
      return say(c, () => c.model.actions.markContactRead(id), 'پیام خوانده شد');
    },
  },
  // The orders inbox.
  {
    scope: 'inbox',
    keys: 'u',
    does: 'فقط سفارش‌های خوانده‌نشدهٔ شما / همه سفارش‌ها',
    hint: 'نخوانده‌ها',
    matches: (input) => input === 'u',
    run: (c) => (c.model.orders ? { type: 'toggleUnreadOnly' } : null),
  },
  {
    scope: 'inbox',
    keys: 'm',
    does: 'اعلان سفارش انتخاب‌شده را خوانده می‌کند (فقط برای شما؛ ● می‌رود)',
    matches: (input) => input === 'm',
    run: (c) => {
      const target = c.content.targets[snapshot(c).cursor.inbox];
      if (target?.kind !== 'order') return null;
      return say(c, () => c.model.actions.markOrderRead(target.id), `اعلان سفارش ${target.id} خوانده شد`);
    },
  },
  // The notifications screen.
  {
    scope: 'notifications',
    keys: 'm',
    does: 'همه اعلان‌های شما را خوانده می‌کند',
    matches: (input) => input === 'm',
    run: (c) => say(c, c.model.actions.markAllNotificationsRead, 'همه اعلان‌ها خوانده شد'),
  },
  // Any list.
  {
    scope: 'lists',
    keys: '↑↓ jk PgUp PgDn Home End',
    does: 'حرکت در فهرست',
    hint: 'حرکت',
    matches: (input, key, c) => listStep(input, key, c) !== 0,
    run: (c, input, key) => {
      const state = snapshot(c);
      const delta = listStep(input, key, c);
      const count = c.content.rows.length;
      const action: TuiAction = { type: 'move', delta, count, keys: c.content.rows.map((row) => row.key) };
      const last = state.cursor[state.screen] + delta >= count - 1;
      // Reaching the inbox's last row loads the next page (the server holds more than shown).
      const list = state.unreadOnly ? c.model.orders?.unread : c.model.orders?.store;
      if (delta > 0 && last && state.screen === 'inbox' && list) {
        return () => {
          c.model.ui.dispatch(action);
          void list.loadMore();
        };
      }
      return action;
    },
  },
  {
    scope: 'lists',
    keys: 'Enter',
    does: 'باز کردن مورد انتخاب‌شده (سفارش باز شده برای شما خوانده می‌شود)',
    hint: 'باز کردن',
    matches: (_, key) => key.return,
    run: (c) => {
      const target = c.content.targets[snapshot(c).cursor[snapshot(c).screen]];
      if (target?.kind === 'order' && c.model.orderDetail) return () => openOrder(c.model, target.id);
      return target ? { type: 'openDetail', target } : null;
    },
  },
  // Everywhere but the palette and the picker.
  {
    scope: 'everywhere',
    keys: 'n',
    does: 'سفارش خوانده‌نشدهٔ بعدی را باز می‌کند (پایین‌تر در صندوق، سپس از بالا)',
    hint: 'بعدی',
    matches: (input) => input === 'n',
    run: (c) => () => openNextUnread(c.model),
  },
  {
    scope: 'everywhere',
    keys: 'Esc، Backspace',
    does: 'بازگشت (بستن سفارش، پیام یا راهنما)',
    hint: 'بازگشت',
    matches: (_, key, c) => key.escape || (key.backspace && snapshot(c).detail !== null),
    run: (c) => ({ type: snapshot(c).help ? 'toggleHelp' : 'closeDetail' }),
  },
  {
    scope: 'everywhere',
    keys: '1 2 3، Tab',
    does: 'صندوق، اعلان‌ها، پیام‌ها (Shift+Tab برعکس)',
    matches: (input, key) => ['1', '2', '3'].includes(input) || key.tab,
    run: (c, input, key) => {
      const at = ['1', '2', '3'].indexOf(input);
      const step = key.shift ? SCREENS.length - 1 : 1;
      const screen =
        at >= 0 ? SCREENS[at] : SCREENS[(SCREENS.indexOf(snapshot(c).screen) + step) % SCREENS.length];
      return screen ? { type: 'show', screen } : null;
    },
  },
  {
    scope: 'everywhere',
    keys: 'Ctrl+K یا :',
    does: 'پالت فرمان‌ها: هر صفحه و فرمان',
    hint: 'پالت',
    matches: (input, key) => (key.ctrl && input === 'k') || input === ':',
    run: () => ({ type: 'openPalette' }),
  },
  {
    scope: 'everywhere',
    keys: 'r',
    does: 'بارگذاری دوباره همه‌چیز',
    matches: (input) => input === 'r',
    run: (c) => say(c, c.model.actions.refresh, 'به‌روز شد'),
  },
  {
    scope: 'everywhere',
    keys: '?',
    does: 'همین راهنما',
    hint: 'راهنما',
    matches: (input) => input === '?',
    run: () => ({ type: 'toggleHelp' }),
  },
  {
    scope: 'everywhere',
    keys: 'q، Ctrl+C',
    does: 'خروج',
    hint: 'خروج',
    matches: (input) => input === 'q',
    run: (c) => c.exit,
  },
];

/** The scopes in force, most specific first. */
export function activeScopes(state: TuiState): KeyScope[] {
  if (state.palette.open) return ['palette'];
  if (state.picker?.confirm) return ['confirm'];
  if (state.picker) return ['picker'];
  if (state.help) return ['help', 'everywhere'];
  const detail = state.detail;
  if (detail?.kind === 'order') return ['order', 'everywhere'];
  if (detail?.kind === 'contact') return ['contact', 'everywhere'];
  if (detail) return ['everywhere'];
  const screen: KeyScope[] =
    state.screen === 'inbox' ? ['inbox'] : state.screen === 'notifications' ? ['notifications'] : [];
  return [...screen, 'lists', 'everywhere'];
}

/** The binding a press means now, if any. */
export function bindingFor(input: string, key: Key, c: KeyContext): KeyBinding | undefined {
  for (const scope of activeScopes(snapshot(c))) {
    const found = KEY_TABLE.find((binding) => binding.scope === scope && binding.matches(input, key, c));
    if (found) return found;
  }
  return undefined;
}
