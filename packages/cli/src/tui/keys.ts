import { type CommandHit, orderStatusLabel } from '@shop-admin/core/base';
import { type Key, useInput } from 'ink';
import type { TuiModel } from './model.ts';
import { openOrder } from './open-order.ts';
import { moveSummary, orderMoves } from './order-detail.ts';
import { SCREENS, type TuiAction, type TuiState } from './state.ts';
import type { ScreenContent } from './view-model.ts';

interface KeyContext {
  model: TuiModel;
  /** The state as rendered; handlers read the store itself, so keys arriving together see each other. */
  state: TuiState;
  content: ScreenContent;
  hits: readonly CommandHit[];
  bodyHeight: number;
  runHit(hit: CommandHit): void;
  exit(): void;
}

/** A key's meaning: a store action, a side effect, or nothing. */
type Outcome = TuiAction | (() => void) | null;

function paletteKey(input: string, key: Key, c: KeyContext): Outcome {
  const { query, cursor } = c.model.ui.getSnapshot().palette;
  const count = c.hits.length;
  if (key.escape) return { type: 'closePalette' };
  if (key.return) {
    const hit = c.hits[cursor];
    return hit ? () => c.runHit(hit) : null;
  }
  if (key.upArrow || (key.ctrl && input === 'p')) return { type: 'movePalette', delta: -1, count };
  if (key.downArrow || (key.ctrl && input === 'n')) return { type: 'movePalette', delta: 1, count };
  if (key.backspace || key.delete) return { type: 'typePalette', query: [...query].slice(0, -1).join('') };
  return input && !key.ctrl && !key.meta ? { type: 'typePalette', query: query + input } : null;
}

/** The status picker of an open order: move, Enter changes the status on the server, Esc closes. */
function pickerKey(input: string, key: Key, c: KeyContext): Outcome {
  const { ui, orderDetail, orders } = c.model;
  const state = ui.getSnapshot();
  if (!orderDetail || !state.picker) return null;
  const moves = orderMoves(orderDetail.getSnapshot());
  const count = moves.length;
  if (key.escape || key.backspace)
    return state.picker.confirm ? { type: 'confirmMove', status: null } : { type: 'closePicker' };
  if (state.picker.confirm) {
    if (key.upArrow || key.downArrow || input === 'j' || input === 'k') return null;
  }
  if (key.upArrow || input === 'k') return { type: 'movePicker', delta: -1, count };
  if (key.downArrow || input === 'j') return { type: 'movePicker', delta: 1, count };
  const waiting = state.picker.confirm;
  if (waiting) {
    // The effects are on screen: Enter or y sends the move, n or Esc goes back to the list of moves.
    if (input === 'n') return { type: 'confirmMove', status: null };
    if (!(key.return || input === 'y')) return null;
  }
  const status = waiting ?? (key.return ? moves[state.picker.cursor] : undefined);
  const id = state.detail?.id;
  if (!status || !id) return null;
  const order = orderDetail.getSnapshot().order;
  if (!waiting && order && moveSummary(order, status).confirm) return { type: 'confirmMove', status };
  return () => {
    ui.dispatch({ type: 'closePicker' });
    ui.dispatch({ type: 'message', text: 'در حال تغییر وضعیت…' });
    orderDetail.changeStatus(id, status).then(
      () => {
        ui.dispatch({
          type: 'message',
          text: `وضعیت سفارش ${id} به «${orderStatusLabel(status)}» تغییر کرد`,
        });
        void orders?.store.refresh();
      },
      (error: Error) => ui.dispatch({ type: 'message', text: error.message }),
    );
  };
}

function screenKey(input: string, key: Key, c: KeyContext): Outcome {
  const { ui, actions } = c.model;
  const state = ui.getSnapshot();
  const say = (work: () => Promise<unknown>, done: string) => () => {
    work().then(
      () => ui.dispatch({ type: 'message', text: done }),
      (error: Error) => ui.dispatch({ type: 'message', text: error.message }),
    );
  };
  if (key.escape || (key.backspace && state.detail))
    return { type: state.help ? 'toggleHelp' : 'closeDetail' };
  if (input === 'q') return c.exit;
  if (input === '?') return { type: 'toggleHelp' };
  const screen = SCREENS[['1', '2', '3'].indexOf(input)];
  if (screen) return { type: 'show', screen };
  if (key.tab) {
    const step = key.shift ? SCREENS.length - 1 : 1;
    const next = SCREENS[(SCREENS.indexOf(state.screen) + step) % SCREENS.length];
    return next ? { type: 'show', screen: next } : null;
  }
  if (input === 'r') return say(actions.refresh, 'به‌روز شد');
  const detail = state.detail;
  if (input === 'm') {
    // On the inbox: the selected (or open) order's notification only; elsewhere every notification.
    const selected = detail ?? (state.screen === 'inbox' ? c.content.targets[state.cursor.inbox] : undefined);
    if (selected?.kind === 'order')
      return say(() => actions.markOrderRead(selected.id), `اعلان سفارش ${selected.id} خوانده شد`);
    return say(actions.markAllNotificationsRead, 'همه اعلان‌ها خوانده شد');
  }
  if (input === 'x' && detail?.kind === 'contact')
    return say(() => actions.markContactRead(detail.id), 'پیام خوانده شد');
  if (input === 's' && detail?.kind === 'order' && c.model.orderDetail) {
    return orderMoves(c.model.orderDetail.getSnapshot()).length
      ? { type: 'openPicker' }
      : { type: 'message', text: 'وضعیت این سفارش را از اینجا نمی‌شود تغییر داد.' };
  }
  if (detail) return null;
  const count = c.content.rows.length;
  const page = Math.max(1, c.bodyHeight - 2);
  const moves: [boolean, number][] = [
    [key.upArrow || input === 'k', -1],
    [key.downArrow || input === 'j', 1],
    [key.pageUp, -page],
    [key.pageDown, page],
    [key.home, -count],
    [key.end, count],
  ];
  const move = moves.find(([pressed]) => pressed);
  if (move) {
    const keys = c.content.rows.map((row) => row.key);
    const action: TuiAction = { type: 'move', delta: move[1], count, keys };
    const orders = c.model.orders?.store;
    // Reaching the inbox's last row loads the next page of orders (the server holds more than shown).
    const last = state.cursor[state.screen] + move[1] >= count - 1;
    if (move[1] > 0 && last && state.screen === 'inbox' && orders) {
      return () => {
        ui.dispatch(action);
        void orders.loadMore();
      };
    }
    return action;
  }
  const target = key.return ? c.content.targets[state.cursor[state.screen]] : undefined;
  if (target?.kind === 'order' && c.model.orderDetail) return () => openOrder(c.model, target.id);
  return target ? { type: 'openDetail', target } : null;
}

function handle(input: string, key: Key, c: KeyContext): void {
  const { ui } = c.model;
  const palette = ui.getSnapshot().palette.open;
  const outcome =
    !palette && ((key.ctrl && input === 'k') || input === ':')
      ? ({ type: 'openPalette' } as const)
      : palette
        ? paletteKey(input, key, c)
        : ui.getSnapshot().picker
          ? pickerKey(input, key, c)
          : screenKey(input, key, c);
  if (typeof outcome === 'function') outcome();
  else if (outcome) ui.dispatch(outcome);
}

/** The keyboard: Ctrl+K or `:` opens the palette from anywhere; the rest depends on what is open. */
export function useKeys(c: KeyContext): void {
  useInput((input, key) => {
    // A status message lasts until the next key.
    if (c.model.ui.getSnapshot().message) c.model.ui.dispatch({ type: 'message', text: null });
    // Keys typed faster than a frame (or sent by a script) can arrive as one chunk: `jj\r`.
    const chars = [...input];
    if (chars.length > 1 && !key.ctrl && !key.meta && !c.model.ui.getSnapshot().palette.open) {
      for (const ch of chars) handle(ch === '\r' ? '' : ch, { ...key, return: ch === '\r' }, c);
      return;
    }
    handle(input, key, c);
  });
}
