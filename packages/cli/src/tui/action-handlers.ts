import type { ActionId, CommandHit } from '@shop-admin/core/base';
import { commandLineOf } from '../services/command-lines.ts';
import type { TuiModel } from './model.ts';
import { openOrder } from './open-order.ts';

/** What an action's handler may use in the TUI. */
export interface TuiActionRun {
  hit: CommandHit;
  model: TuiModel;
  exit(): void;
}

type TuiActionHandler = (run: TuiActionRun) => void;

/** Runs the work, then shows `done` (or the error's message) on the status line. */
const act =
  (work: (model: TuiModel) => Promise<unknown>, done: string): TuiActionHandler =>
  ({ model }) => {
    void work(model).then(
      () => model.ui.dispatch({ type: 'message', text: done }),
      (e: Error) => model.ui.dispatch({ type: 'message', text: e.message }),
    );
  };

/** Not on this face: the status line names the web path and the shop-admin command that do it. */
export const pointElsewhere: TuiActionHandler = ({ hit, model }) => {
  const line = commandLineOf(hit, null);
  model.ui.dispatch({
    type: 'message',
    text: `${hit.title}: ${hit.path ? `web ${hit.path}` : ''}${line ? `  ·  ${line}` : ''}`,
  });
};

/** The TUI's handler of every action of core's registry; a new action fails typechecking here. */
export const tuiActionHandlers: Readonly<Record<ActionId, TuiActionHandler>> = {
  'notifications.markAllRead': act(
    (model) => model.actions.markAllNotificationsRead(),
    'همه اعلان‌ها خوانده شد',
  ),
  'data.refresh': act((model) => model.actions.refresh(), 'به‌روز شد'),
  'hotkeys.cheatsheet': ({ model }) => model.ui.dispatch({ type: 'toggleHelp' }),
  'session.logout': ({ model, exit }) => void model.actions.logout().then(exit),
  'session.logoutEverywhere': ({ model, exit }) =>
    void model.actions
      .logoutEverywhere()
      .then(exit, (e: Error) => model.ui.dispatch({ type: 'message', text: e.message })),
  'products.create': pointElsewhere,
  'orders.create': pointElsewhere,
  'customers.create': pointElsewhere,
  'posts.create': pointElsewhere,
  'shop.create': pointElsewhere,
  // The order the palette row named (`سفارش ۱۲۳۴`), else the open one; its status picker opens.
  'orders.changeStatus': ({ hit, model }) => {
    const detail = model.ui.getSnapshot().detail;
    const id = hit.values?.id ?? (detail?.kind === 'order' ? detail.id : undefined);
    if (id) return openOrder(model, id, { move: true });
    model.ui.dispatch({ type: 'message', text: 'شماره سفارش را هم بنویسید: «سفارش ۱۲۳۴»، «#۱۲۳۴».' });
  },
  'wallet.deposit': pointElsewhere,
  'store.adjust': pointElsewhere,
  'contacts.markAllRead': pointElsewhere,
  'theme.toggle': pointElsewhere,
  'profile.changePassword': pointElsewhere,
};
