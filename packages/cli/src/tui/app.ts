import { type CommandHit, createCommandSearch, findAction } from '@shop-admin/core/base';
import { Box, Text, useApp, useWindowSize } from 'ink';
import { createElement as h, type ReactElement, useEffect, useMemo } from 'react';
import { pointElsewhere, tuiActionHandlers } from './action-handlers.ts';
import { Footer, Header } from './chrome.ts';
import { Help, helpLastTop } from './help.ts';
import { activeScopes } from './key-table.ts';
import { useKeys } from './keys.ts';
import { ListView } from './list-view.ts';
import type { TuiModel } from './model.ts';
import { openOrder } from './open-order.ts';
import { OrderPane } from './order-pane.ts';
import { Palette, SCREEN_ENTRIES, screenOfHit } from './palette.ts';
import { columnWidths, fit } from './text.ts';
import { useStore } from './use-store.ts';
import { detailLines, screenContent, type TuiData } from './view-model.ts';

/** The terminal UI: header, the current screen or detail or palette, the status and key lines. */
export function App({ model }: { model: TuiModel }): ReactElement {
  const { ui, reorder } = model;
  const { exit } = useApp();
  const { columns, rows: height } = useWindowSize();
  const state = useStore(ui);
  const home = useStore(model.home);
  const contacts = useStore(model.contacts);
  const orders = useStore(model.orders?.store ?? model.contacts);
  const unread = useStore(model.orders?.unread ?? model.contacts);
  const data: TuiData = {
    home,
    contacts,
    orders: model.orders
      ? {
          resource: model.orders.resource,
          list: orders as never,
          unread: unread as never,
          unreadOnly: state.unreadOnly,
        }
      : null,
  };
  const content = screenContent(state.screen, data);
  // New rows (orders arriving above) move the cursor so the selected record stays selected.
  const rowKeys = content.rows.map((row) => row.key).join('\n');
  useEffect(() => {
    ui.dispatch({ type: 'follow', screen: state.screen, keys: rowKeys ? rowKeys.split('\n') : [] });
  }, [ui, state.screen, rowKeys]);
  const search = useMemo(() => createCommandSearch(), []);
  const hits = state.palette.open
    ? search(state.palette.query, { permissions: home.permissions, limit: 40, extra: SCREEN_ENTRIES })
    : [];
  const width = Math.max(20, columns - 1);
  const bodyHeight = Math.max(3, height - 7);

  const runHit = (hit: CommandHit) => {
    ui.dispatch({ type: 'closePalette' });
    // An order the query named (`سفارش ۱۲۳۴`, `#1234`) opens here.
    if (hit.kind === 'record' && hit.routeName === 'orders.show' && hit.values?.id)
      return openOrder(model, hit.values.id);
    const screen = screenOfHit(hit);
    if (screen) return ui.dispatch({ type: 'show', screen });
    const action = hit.kind === 'action' ? findAction(hit.commandId) : undefined;
    if (action) return tuiActionHandlers[action.id]({ hit, model, exit });
    pointElsewhere({ hit, model, exit });
  };

  const helpTop = helpLastTop(width, bodyHeight);
  useKeys({ model, state, content, hits, bodyHeight, helpLastTop: helpTop, runHit, exit });

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
  else if (state.help) body = h(Help, { width, height: bodyHeight, top: state.helpTop, reorder });
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
        // Right to left: the value sits against its label, whatever its own direction.
        const [l, v] = [
          fit(label, 12, reorder),
          fit(value, width - 18, reorder, reorder ? 'end' : undefined),
        ];
        return h(Text, { key: label, wrap: 'truncate' }, reorder ? `${v} ${l}` : `${l} ${v}`);
      }),
    );
  } else {
    const widths = columnWidths(width, content.columns);
    body = h(
      Box,
      { flexDirection: 'column' },
      content.note ? h(Text, { color: 'cyan', wrap: 'truncate' }, fit(content.note, width, reorder)) : null,
      h(ListView, {
        rows: content.rows,
        widths,
        headers: content.headers,
        ...(content.aligns ? { aligns: content.aligns } : {}),
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
    h(Footer, { message: state.message, reorder, width, scopes: activeScopes(state) }),
  );
}
