import {
  can,
  ifMatchHeaders,
  isApiError,
  type OrderStatus,
  orderStatusLabel,
  toPersianDigits,
} from '@shop-admin/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { modLabel } from '../../hotkeys/chords.ts';
import { HotkeyLabel } from '../../hotkeys/hotkey-label.tsx';
import { useScreenKeys } from '../../hotkeys/screen-keys.ts';
import { ConflictDialog, type ConflictField } from '../../widgets/conflict/conflict-dialog.tsx';
import { useSaveConflict } from '../../widgets/conflict/use-save-conflict.ts';
import { RecordHistory } from '../generic/detail/record-history.tsx';
import type { ScreenProps } from '../types.ts';
import {
  markOrderNotificationRead,
  nextUnreadOrder,
  type OrderDetail,
  orderQuery,
  printPath,
  type StatusChangeAnswer,
} from './order-api.ts';
import { OrderEdit } from './order-edit.tsx';
import { Code, StatusBadge } from './order-format.tsx';
import { OrderHeader } from './order-header.tsx';
import { StatusLog } from './order-history.tsx';
import { ChildOrders, OrderLines } from './order-lines.tsx';
import { OrderPayments, OrderTotalsCard } from './order-money.tsx';
import { StatusButtons, StatusChooser, statusMoves, useStatusKeys } from './status-actions.tsx';
import { StatusConfirm } from './status-confirm.tsx';
import { TrackingCodeForm } from './tracking-code-form.tsx';
import { describeTransition } from './transition-effects.ts';
import './orders.css';

/** What the stale-move dialog compares: the order's fields staff act on. */
const CONFLICT_FIELDS: readonly ConflictField[] = [
  { name: 'status_label', label: 'وضعیت' },
  { name: 'tracking_code', label: 'کد رهگیری' },
  { name: 'receiver', label: 'گیرنده' },
  { name: 'total_amount', label: 'مبلغ کل', format: { type: 'price' } },
  { name: 'description', label: 'توضیح' },
];

/**
 * The order desk's order screen: everything about one order, its status moves (core's allowed moves,
 * each on a key, a confirmation with the effects before stock or money moves), the tracking code,
 * print, and the way to the next unread order. Opening it marks this admin's notification read.
 */
export function OrderScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const [search, setSearch] = useSearchParams();
  const order = useQuery(orderQuery(api, id));
  const row = order.data;
  const mayModify = can(permissions, 'modify_order');
  const movable = mayModify && !!row && row.parent_id === null;

  const [chooser, setChooser] = useState(search.get('move') === '1');
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState(false);
  // A move refused because the order changed after this screen loaded it (412): shown, not moved.
  const stale = useSaveConflict();
  const [staleMove, setStaleMove] = useState<{
    to: OrderStatus;
    options: { noCharge: boolean; description: string };
  } | null>(null);
  const trackingRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // The palette's «تغییر وضعیت سفارش» lands here with ?move=1: open the chooser once, then drop the flag.
  useEffect(() => {
    if (search.get('move') !== '1') return;
    setChooser(true);
    const rest = new URLSearchParams(search);
    rest.delete('move');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

  useEffect(() => {
    markOrderNotificationRead(api, queryClient, Number(id)).catch(() => {
      // Not being able to mark it read must not stop anyone working the order.
    });
  }, [api, queryClient, id]);

  const saved = useCallback(
    (next: OrderDetail, message: string) => {
      queryClient.setQueryData(orderQuery(api, id).queryKey, next);
      void queryClient.invalidateQueries({
        queryKey: ['orders'],
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
      toasts.show(message, { kind: 'success' });
    },
    [api, id, queryClient, toasts],
  );

  /** Moves the order; `overVersion` is the conflict dialog's overwrite (the version its 412 named). */
  const move = async (
    to: OrderStatus,
    options: { noCharge: boolean; description: string },
    overVersion?: string,
  ) => {
    setBusy(true);
    try {
      const answer = await api.raw.put<StatusChangeAnswer>(
        `admin/orders/${id}/status`,
        {
          status: to,
          no_charge: options.noCharge,
          ...(options.description.trim() ? { description: options.description.trim() } : {}),
        },
        { headers: ifMatchHeaders(overVersion ?? row?.version) },
      );
      stale.clear();
      setStaleMove(null);
      setPending(null);
      setChooser(false);
      setMoved(true);
      saved(answer.data.order, answer.message || `وضعیت سفارش «${orderStatusLabel(to)}» شد.`);
    } catch (error) {
      if (stale.caught(error, { status_label: orderStatusLabel(to) })) {
        setPending(null);
        setChooser(false);
        setStaleMove({ to, options });
        return;
      }
      toasts.show(isApiError(error) ? error.message : 'وضعیت تغییر نکرد؛ دوباره تلاش کنید.', {
        kind: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const pick = (to: OrderStatus) => {
    if (!row || busy) return;
    setChooser(false);
    if (describeTransition(row, to, false).weighty) setPending(to);
    else void move(to, { noCharge: false, description: '' });
  };

  useEffect(() => {
    if (moved) nextRef.current?.focus();
  }, [moved]);

  const goNextUnread = async () => {
    try {
      const next = await nextUnreadOrder(api, Number(id));
      if (next === null) toasts.show('سفارش خوانده‌نشده دیگری نیست.', { kind: 'info' });
      else void navigate(toRouterPath(`/admin/order/${next}`));
    } catch (error) {
      toasts.show(isApiError(error) ? error.message : 'خطایی رخ داد.', { kind: 'error' });
    }
  };
  const openPrint = () => window.open(`${printPath([Number(id)])}&autoprint=1`, '_blank', 'noopener');

  /** The stale-move dialog's reload: the order as it is now replaces the loaded one; nothing moves. */
  const reloadStale = () => {
    if (stale.conflict)
      queryClient.setQueryData(
        orderQuery(api, id).queryKey,
        stale.conflict.current as unknown as OrderDetail,
      );
    stale.clear();
    setStaleMove(null);
  };

  const dialogOpen = chooser || pending !== null || stale.conflict !== null;
  useStatusKeys(row?.status ?? '', movable && !pending && !busy && !stale.conflict, pick);
  const keyOptions = { enabled: !dialogOpen, preventDefault: true };
  useHotkeys('v', () => setChooser(true), { ...keyOptions, enabled: !dialogOpen && movable }, [movable]);
  useHotkeys('e', () => trackingRef.current?.focus(), { ...keyOptions, enabled: !dialogOpen && mayModify });
  useHotkeys('n', () => void goNextUnread(), keyOptions, [id]);
  useHotkeys('mod+p', openPrint, { preventDefault: true }, [id]);

  const moves = useMemo(() => (row && movable ? statusMoves(row.status) : []), [row, movable]);
  useScreenKeys([
    ...moves.map((m) => ({ hotkey: m.key, title: `تغییر وضعیت سفارش به «${m.label}»` })),
    ...(movable ? [{ hotkey: 'v', title: 'انتخاب وضعیت سفارش' }] : []),
    ...(mayModify ? [{ hotkey: 'e', title: 'نوشتن کد رهگیری پستی' }] : []),
    { hotkey: 'n', title: 'سفارش خوانده‌نشده بعدی' },
    { hotkey: `${modLabel()}+P`, title: 'چاپ فاکتور این سفارش' },
  ]);

  if (order.isPending) {
    return (
      <section className="screen order-screen">
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری…
        </div>
      </section>
    );
  }
  if (order.isError || !row) {
    return (
      <section className="screen order-screen">
        <h1>سفارش {toPersianDigits(id)}</h1>
        <div className="list-state list-state--error" role="alert">
          {order.error?.message ?? 'سفارش پیدا نشد.'}
        </div>
      </section>
    );
  }

  return (
    <section className="screen order-screen" data-screen-kind="custom" data-order-status={row.status}>
      <header className="screen-header order-screen__header">
        <h1>
          سفارش <Code value={row.id} />
        </h1>
        <StatusBadge status={row.status} />
        <div className="order-screen__tools">
          <button ref={nextRef} type="button" className="button ghost" onClick={() => void goNextUnread()}>
            سفارش خوانده‌نشده بعدی <HotkeyLabel hotkey="n" />
          </button>
          <a
            className="button ghost"
            href={`${printPath([row.id])}&autoprint=1`}
            target="_blank"
            rel="noopener"
          >
            چاپ فاکتور <HotkeyLabel hotkey={`${modLabel()}+P`} />
          </a>
          <Link className="button ghost" to={toRouterPath('/admin/order')}>
            فهرست سفارش‌ها
          </Link>
        </div>
      </header>

      <section className="order-card order-actions" aria-labelledby="order-actions-title">
        <h2 id="order-actions-title">کارهای سفارش</h2>
        {row.parent_id !== null ? (
          <p className="muted">
            این سفارش تکمیلیِ سفارش{' '}
            <Link to={toRouterPath(`/admin/order/${row.parent_id}`)}>
              <Code value={row.parent_id} />
            </Link>{' '}
            است و همراه آن تغییر وضعیت می‌دهد.
          </p>
        ) : mayModify ? (
          <StatusButtons from={row.status} enabled={!busy} onPick={pick} />
        ) : (
          <p className="muted">مجوز تغییر وضعیت سفارش را ندارید.</p>
        )}
        {mayModify ? (
          <TrackingCodeForm
            key={row.tracking_code ?? ''}
            order={row}
            inputRef={trackingRef}
            onSaved={saved}
          />
        ) : null}
      </section>

      <div className="order-grid">
        <section className="order-card" aria-labelledby="order-facts-title">
          <h2 id="order-facts-title">مشخصات سفارش</h2>
          <OrderHeader order={row} />
        </section>
        <OrderTotalsCard totals={row.totals} />
      </div>

      <section className="order-card" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">اقلام سفارش</h2>
        <OrderLines lines={row.items} caption={`${toPersianDigits(row.items.length)} قلم`} />
        {row.removed_items.length ? <OrderLines lines={row.removed_items} caption="اقلام حذف‌شده" /> : null}
      </section>

      {mayModify ? <OrderEdit key={row.id} order={row} onSaved={saved} /> : null}

      <ChildOrders childs={row.childs} />

      <div className="order-grid">
        <OrderPayments invoices={row.invoices} />
        <StatusLog logs={row.order_logs} />
      </div>

      <RecordHistory entity="orders" id={id} className="order-card" />

      {chooser && movable ? (
        <StatusChooser from={row.status} onPick={pick} onClose={() => setChooser(false)} />
      ) : null}
      {pending ? (
        <StatusConfirm
          order={row}
          to={pending}
          busy={busy}
          onConfirm={(options) => void move(pending, options)}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {stale.conflict && staleMove ? (
        <ConflictDialog
          title="سفارش"
          fields={CONFLICT_FIELDS}
          before={row as unknown as Record<string, unknown>}
          current={stale.conflict.current}
          mine={stale.conflict.mine}
          busy={busy}
          onReload={reloadStale}
          onOverwrite={() => void move(staleMove.to, staleMove.options, stale.conflict?.version)}
          onClose={reloadStale}
        />
      ) : null}
    </section>
  );
}
