import { type ApiClient, type Contact, resourceNamed } from '@shop-admin/core/base';
import { render } from 'ink';
import { createElement as h } from 'react';
import type { CliContext } from '../context.ts';
import { CliError } from '../errors/cli-error.ts';
import { createHomeStore } from '../services/home.ts';
import { listRecords, type Row } from '../services/resources.ts';
import { createTuiActions } from './actions.ts';
import { App } from './app.ts';
import { createListStore } from './list-store.ts';
import { startLiveUpdates } from './live.ts';
import type { TuiModel } from './model.ts';
import { createOrderDetailStore } from './order-detail.ts';
import { createTuiStore } from './state.ts';

/** Unread orders loaded at once (and the next as many when the unread-only view reaches its last row). */
const UNREAD_PAGE = 200;

/** Builds the stores from a connection; the TUI's tests build the same model against a real server. */
export async function createTuiModel(ctx: CliContext): Promise<{ model: TuiModel; api: ApiClient }> {
  // The TUI keeps core's fetch client: it holds an event stream over fetch open anyway.
  const { api, server, tokenStorage } = await ctx.connect({ viaFetch: true });
  const home = createHomeStore(api);
  await home.load();
  const contactsResource = resourceNamed('contacts');
  const contacts = createListStore<Contact>(
    async () => (await listRecords(api, contactsResource, { query: {}, limit: 50 })).items as Contact[],
  );
  const ordersResource = resourceNamed('orders');
  const orders = {
    resource: ordersResource,
    // The inbox pages: 100 orders at first, 100 more each time the selection reaches the last row.
    store: createListStore<Row>((limit) => listRecords(api, ordersResource, { query: {}, limit }), 100),
    // The admin's unread orders: the marker, the unread-only view (`u`) and the queue's next (`n`).
    unread: createListStore<Row>(
      (limit) => listRecords(api, ordersResource, { query: { unread: '1' }, limit }),
      UNREAD_PAGE,
    ),
  };
  const ui = createTuiStore();
  const actions = createTuiActions({
    api,
    home,
    contacts,
    orders: orders?.store ?? null,
    unread: orders?.unread ?? null,
    forgetToken: () => tokenStorage.clear(),
  });
  const { reorder } = await ctx.display();
  const orderDetail = orders ? createOrderDetailStore(api) : null;
  return { model: { home, ui, contacts, orders, orderDetail, actions, reorder, server }, api };
}

/** `shop-admin tui`: runs the Ink app until q or Ctrl+C. */
export async function startTui(ctx: CliContext): Promise<void> {
  if (!ctx.io.stdin.isTTY || !ctx.io.stdout.isTTY) {
    throw new CliError({ code: 'not_a_terminal', message: 'The TUI needs a terminal (stdin and stdout).' });
  }
  const { model, api } = await createTuiModel(ctx);
  void model.contacts.refresh();
  void model.orders?.store.refresh();
  void model.orders?.unread.refresh();
  const stop = startLiveUpdates({ api, model });
  const instance = render(h(App, { model }), {
    stdout: ctx.io.stdout as NodeJS.WriteStream,
    stdin: ctx.io.stdin as NodeJS.ReadStream,
    exitOnCtrlC: true,
  });
  try {
    await instance.waitUntilExit();
  } finally {
    stop();
  }
}
