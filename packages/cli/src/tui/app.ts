import {
  type AdminHomeStore,
  type CommandHit,
  type Contact,
  createCommandSearch,
  type ResourceDef,
} from '@shop-admin/core';
import { Box, Text, useApp, useWindowSize } from 'ink';
import { createElement as h, type ReactElement, useMemo } from 'react';
import { commandLineOf } from '../services/command-lines.ts';
import type { Row } from '../services/resources.ts';
import type { TuiActions } from './actions.ts';
import { Footer, Header, Help } from './chrome.ts';
import { useKeys } from './keys.ts';
import type { ListStore } from './list-store.ts';
import { ListView } from './list-view.ts';
import type { OrderDetailStore } from './order-detail.ts';
import { OrderPane } from './order-pane.ts';
import { Palette, SCREEN_ENTRIES, screenOfHit } from './palette.ts';
import type { TuiStore } from './state.ts';
import { columnWidths, fit, vis } from './text.ts';
import { useStore } from './use-store.ts';
import { detailLines, screenContent, type TuiData } from './view-model.ts';

/** Everything the TUI reads and does: core's stores, its own, and the actions. */
export interface TuiModel {
  home: AdminHomeStore;
  ui: TuiStore;
  contacts: ListStore<Contact>;
  orders: { resource: ResourceDef; store: ListStore<Row> } | null;
  /** The order open in the detail pane (null when the server has no orders). */
  orderDetail: OrderDetailStore | null;
  actions: TuiActions;
  reorder: boolean;
  server: string;
}

/** The terminal UI: header, the current screen or detail or palette, the status and key lines. */
export function App({ model }: { model: TuiModel }): ReactElement {
  const { ui, reorder } = model;
  const { exit } = useApp();
  const { columns, rows: height } = useWindowSize();
  const state = useStore(ui);
  const home = useStore(model.home);
  const contacts = useStore(model.contacts);
  const orders = useStore(model.orders?.store ?? model.contacts);
  const data: TuiData = {
    home,
    contacts,
    orders: model.orders ? { resource: model.orders.resource, list: orders as never } : null,
  };
  const content = screenContent(state.screen, data);
  const search = useMemo(() => createCommandSearch(), []);
  const hits = state.palette.open
    ? search(state.palette.query, { permissions: home.permissions, limit: 40, extra: SCREEN_ENTRIES })
    : [];
  const width = Math.max(20, columns - 1);
  const bodyHeight = Math.max(3, height - 7);

  const runHit = (hit: CommandHit) => {
    ui.dispatch({ type: 'closePalette' });
    const screen = screenOfHit(hit);
    if (screen) return ui.dispatch({ type: 'show', screen });
    const act = async (work: Promise<unknown>, done: string) => {
      await work.then(
        () => ui.dispatch({ type: 'message', text: done }),
        (e: Error) => ui.dispatch({ type: 'message', text: e.message }),
      );
    };
    if (hit.commandId === 'notifications.markAllRead')
      return void act(model.actions.markAllNotificationsRead(), 'همه اعلان‌ها خوانده شد');
    if (hit.commandId === 'data.refresh') return void act(model.actions.refresh(), 'به‌روز شد');
    if (hit.commandId === 'hotkeys.cheatsheet') return ui.dispatch({ type: 'toggleHelp' });
    if (hit.commandId === 'session.logout') return void model.actions.logout().then(exit);
    if (hit.commandId === 'session.logoutEverywhere')
      return void model.actions
        .logoutEverywhere()
        .then(exit, (e: Error) => ui.dispatch({ type: 'message', text: e.message }));
    const line = commandLineOf(hit, null);
    ui.dispatch({
      type: 'message',
      text: `${hit.title}: ${hit.path ? `web ${hit.path}` : ''}${line ? `  ·  ${line}` : ''}`,
    });
  };

  useKeys({ model, state, content, hits, bodyHeight, runHit, exit });

  let body: ReactElement;
  if (state.palette.open)
    body = h(Palette, {
      query: state.palette.query,
      hits,
      cursor: state.palette.cursor,
      width,
      height: bodyHeight - 3,
      reorder,
    });
  else if (state.help) body = h(Help);
  else if (state.detail?.kind === 'order' && model.orderDetail)
    body = h(OrderPane, {
      store: model.orderDetail,
      picker: state.picker,
      width,
      height: bodyHeight,
      reorder,
    });
  else if (state.detail) {
    const lines = detailLines(state.detail, data);
    body = h(
      Box,
      { flexDirection: 'column', borderStyle: 'round', paddingX: 1 },
      ...lines.map(([label, value]) => {
        const [l, v] = [fit(label, 12, reorder), fit(value, width - 18, reorder)];
        return h(Text, { key: label, wrap: 'truncate' }, reorder ? `${v} ${l}` : `${l} ${v}`);
      }),
    );
  } else {
    const widths = columnWidths(width, content.columns);
    body = h(
      Box,
      { flexDirection: 'column' },
      content.note ? h(Text, { color: 'cyan', wrap: 'truncate' }, vis(content.note, reorder, width)) : null,
      h(ListView, {
        rows: content.rows,
        widths,
        cursor: state.cursor[state.screen],
        height: bodyHeight - (content.note ? 1 : 0),
        reorder,
        empty: content.empty,
      }),
    );
  }
  return h(
    Box,
    { flexDirection: 'column', width: columns, height: height - 1 },
    h(Header, { home, server: model.server, screen: state.screen, width, reorder }),
    h(Box, { flexDirection: 'column', flexGrow: 1 }, body),
    h(Footer, { message: state.message, reorder, width, palette: state.palette.open }),
  );
}
