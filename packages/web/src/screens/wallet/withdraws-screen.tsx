import {
  allowedWithdrawMoves,
  can,
  normalizeLaravelPage,
  permissionsOf,
  resourceNamed,
  toPersianDigits,
  WITHDRAW_MOVE_RULES,
  WITHDRAW_STATUSES,
  type WithdrawMove,
} from '@shop-admin/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { useUrlSearch } from '../../app/use-url-search.ts';
import { useScreenKeys } from '../../hotkeys/screen-keys.ts';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import { toman } from '../dashboard/format.ts';
import { Pagination } from '../generic/list/pagination.tsx';
import type { ScreenProps } from '../types.ts';
import { WithdrawMoveDialog } from './withdraw-move-dialog.tsx';
import type { WithdrawRow } from './withdraw-types.ts';
import './wallet.css';

const TABS = [
  { value: '', label: 'همه' },
  ...WITHDRAW_STATUSES.map((s) => ({ value: String(s.value), label: s.label })),
];

/** Card (in groups of four), account and IBAN, whichever the customer gave, in Persian digits, left to right. */
function Destination({ row }: { row: WithdrawRow }) {
  const parts = [
    row.shaba_code && ['شبا', row.shaba_code],
    row.card_number && ['کارت', row.card_number.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')],
    row.bank_account_number && ['حساب', row.bank_account_number],
  ].filter((p): p is [string, string] => Boolean(p));
  if (!parts.length) return <span className="muted">ثبت نشده</span>;
  return (
    <span className="withdraw-destination">
      {parts.map(([label, value]) => (
        <span key={label}>
          {label}: <bdi dir="ltr">{toPersianDigits(value)}</bdi>
        </span>
      ))}
    </span>
  );
}

/**
 * /admin/withdraws: the payout queue. Tabs by status (pending first), each request with its customer,
 * destination and amount, and the moves core allows from its status (approve, pay, reject, cancel);
 * each move is confirmed in a dialog that states its wallet effect before it is sent.
 */
export function WithdrawsScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const permissions = usePermissions();
  const [search, writeSearch] = useUrlSearch();
  const status = search.get('status') ?? 'pending';
  const page = Number(search.get('page') ?? '1') || 1;
  const [moving, setMoving] = useState<{ row: WithdrawRow; move: WithdrawMove } | null>(null);
  const mayMove = can(permissions, permissionsOf(resourceNamed('withdraws').permissionStem).modify);
  useScreenKeys([{ hotkey: 'Tab', title: 'رفتن به دکمه‌های هر درخواست؛ Enter پنجره تایید را باز می‌کند' }]);
  const query = useQuery({
    queryKey: ['withdraws', status, page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await api.get<{ withdraws: unknown }>('admin/withdraws', {
        query: { page, ...(status ? { status } : {}) },
        signal,
      });
      return normalizeLaravelPage<WithdrawRow>(data.withdraws);
    },
  });
  const go = (next: { status?: string; page?: number }) =>
    writeSearch((params) => {
      if (next.status !== undefined) {
        params.set('status', next.status);
        params.delete('page');
      }
      if (next.page !== undefined) params.set('page', String(next.page));
    });
  const rows = query.data?.items ?? [];
  return (
    <section className="screen withdraws-screen" aria-busy={query.isFetching}>
      <header className="screen__header">
        <h1>{route.title}</h1>
        {query.data && <span className="screen__count">{toPersianDigits(query.data.total)} مورد</span>}
      </header>
      <nav className="withdraw-tabs" aria-label="وضعیت درخواست‌ها">
        {TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            className="button ghost"
            aria-pressed={status === tab.value}
            onClick={() => go({ status: tab.value })}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      {query.isPending ? (
        <p className="list-state" role="status">
          در حال بارگذاری درخواست‌ها…
        </p>
      ) : query.isError ? (
        <p className="form-error" role="alert">
          {query.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="list-state" role="status">
          درخواستی در این وضعیت نیست.
        </p>
      ) : (
        <ul className="withdraw-list">
          {rows.map((row) => {
            const moves = mayMove ? allowedWithdrawMoves(row.status) : [];
            return (
              <li key={row.id} className="withdraw-card" data-withdraw={row.id} data-status={row.status}>
                <div className="withdraw-head">
                  <strong className="withdraw-amount">{toman(row.amount)} تومان</strong>
                  <span className="withdraw-status" data-status={row.status}>
                    {row.status_label}
                  </span>
                </div>
                <div className="withdraw-who">
                  <Link to={toRouterPath(`/admin/customers/show/${row.customer_id}`)}>
                    {row.customer_name || `مشتری ${toPersianDigits(row.customer_id)}`}
                  </Link>
                  {row.customer_mobile && (
                    <span className="muted">{toPersianDigits(row.customer_mobile)}</span>
                  )}
                  <span className="muted">
                    درخواست {toPersianDigits(row.id)} · <JalaliTime value={row.created_at} />
                  </span>
                </div>
                <Destination row={row} />
                {row.tracking_code && (
                  <span className="muted">
                    کد پیگیری: <bdi dir="ltr">{row.tracking_code}</bdi>
                  </span>
                )}
                {row.reject_reason && <p className="withdraw-reason">دلیل رد: {row.reject_reason}</p>}
                {moves.length > 0 && (
                  <fieldset className="withdraw-moves">
                    <legend className="visually-hidden">کارهای درخواست {toPersianDigits(row.id)}</legend>
                    {moves.map((move) => (
                      <button
                        key={move}
                        type="button"
                        className={move === 'approve' || move === 'pay' ? 'button primary' : 'button'}
                        data-move={move}
                        onClick={() => setMoving({ row, move })}
                      >
                        {WITHDRAW_MOVE_RULES[move].label}
                      </button>
                    ))}
                  </fieldset>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {query.data && <Pagination page={query.data} onPage={(next) => go({ page: next })} />}
      {moving && (
        <WithdrawMoveDialog request={moving.row} move={moving.move} onClose={() => setMoving(null)} />
      )}
    </section>
  );
}
