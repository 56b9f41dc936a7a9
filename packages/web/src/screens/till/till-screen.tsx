import {
  can,
  isApiError,
  newOfflineSaleId,
  normalizeIranMobile,
  offlineTenderRefusal,
  toPersianDigits,
} from '@shop-admin/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useReducer, useRef, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { HotkeyLabel } from '../../hotkeys/hotkey-label.tsx';
import { useScreenKeys } from '../../hotkeys/screen-keys.ts';
import { usePalette } from '../../palette/palette-context.tsx';
import type { ScreenProps } from '../types.ts';
import { offlineReceiptSale, offlineSaleEntry } from './offline/offline-sale.ts';
import { OfflineStatus } from './offline/offline-status.tsx';
import { useOfflineTill } from './offline/use-offline-till.ts';
import { PrintableReceipt, Receipt } from './receipt.tsx';
import type { Sale } from './sale-types.ts';
import { TillCustomer, type TillCustomerValue, useTillCustomer } from './till-customer.tsx';
import { TILL_KEY_LIST, TILL_KEYS } from './till-keys.ts';
import { TillLines } from './till-lines.tsx';
import { saleBody, stockProblem, tillLines, tillTotals, tillVarietyOf } from './till-model.ts';
import { cashOf, TillPayment, type TillPaymentValue } from './till-payment.tsx';
import { TillSearch } from './till-search.tsx';
import './till.css';

const NO_CUSTOMER: TillCustomerValue = { mobile: '', firstName: '', lastName: '' };
const NO_PAYMENT: TillPaymentValue = { discount: 0, wallet: 0, card: 0, reference: '' };

/** Thrown by the pay step when the sale went to the device queue instead of the server. */
class RecordedOffline {
  readonly sale: Sale;
  constructor(sale: Sale) {
    this.sale = sale;
  }
}
const HOTKEY_OPTIONS = { enableOnFormTags: true, preventDefault: true } as const;

/** The server's per-line refusals (`varieties.2.quantity`) as messages by the till's line index. */
function lineErrors(error: unknown, lines: ReturnType<typeof tillLines>): Map<number, string> {
  const out = new Map<number, string>();
  if (!isApiError(error)) return out;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const match = /^(varieties|refund_varieties)\.(\d+)\./.exec(key);
    if (!match) continue;
    const returned = match[1] === 'refund_varieties';
    const nth = Number(match[2]);
    const index = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.returned === returned)[nth]?.i;
    if (index !== undefined) out.set(index, messages.join(' '));
  }
  return out;
}

/**
 * /admin/shop/create: the keyboard-first till. The code field has focus: a scanned or typed SKU or
 * barcode plus Enter adds the line (again: one more). Lines with quantity, price (with
 * `discount_mini_order`), returned; the customer by mobile (new ones named inline); discount; cash,
 * card and wallet; live totals; F9 pays (POST admin/mini_orders, one transaction on the server), then
 * the 80 mm receipt prints; F2 starts the next sale.
 *
 * Offline (issue 33): codes and the product search read the device catalogue; a sale is written to the
 * device queue (cash, or card with the terminal's reference) before its receipt shows «ثبت آفلاین»
 * and its device id; the queue goes to the server, in order and exactly once, when it answers again.
 * Every sale carries a device id, so a sale whose answer was lost on the way is not sold twice.
 */
export function TillScreen({ route }: ScreenProps) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const palette = usePalette();
  const mayDiscount = can(permissions, 'discount_mini_order');
  const [lines, dispatch] = useReducer(tillLines, []);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [customer, setCustomer] = useState(NO_CUSTOMER);
  const [payment, setPayment] = useState(NO_PAYMENT);
  const [description, setDescription] = useState('');
  const [paid, setPaid] = useState<Sale | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const stats = useTillCustomer(customer.mobile);
  const offline = useOfflineTill();
  const clientId = useRef(newOfflineSaleId());
  useScreenKeys(TILL_KEY_LIST);

  const discount = mayDiscount ? payment.discount : 0;
  const totals = tillTotals(lines, discount);
  const known = normalizeIranMobile(customer.mobile) !== null ? stats.data?.customer : null;
  const walletBalance = known ? known.balance : null;
  const wallet = walletBalance === null ? 0 : payment.wallet;
  const cash = cashOf(totals.due, { ...payment, wallet });
  // Offline the shelf counts are as old as the device catalogue: a shortage warns but does not block
  // (the server records the sale and the shortfall when it syncs).
  const shortLines = lines.some((_, i) => stockProblem(lines, i) !== null);
  const short = shortLines && offline.online;
  const offlineRefusal = offline.online
    ? null
    : offlineTenderRefusal({
        from_wallet_amount: wallet,
        card_amount: payment.card,
        card_reference: payment.reference,
      });

  const recordOffline = async (body: Record<string, unknown>) => {
    const entry = offlineSaleEntry({
      clientId: clientId.current,
      lines,
      body,
      discount,
      cash: Math.max(cash, 0),
      card: payment.card,
      cardReference: payment.reference,
      mobile: customer.mobile,
      customerName: [customer.firstName, customer.lastName].join(' '),
      description,
      now: new Date(),
    });
    const queued = await offline.record(entry);
    return new RecordedOffline(offlineReceiptSale(queued, offline.shop));
  };

  const pay = useMutation({
    // TanStack pauses mutations while the browser is offline; this one decides itself where it goes.
    networkMode: 'always',
    mutationFn: async () => {
      const body = {
        ...saleBody({
          lines,
          mobile: customer.mobile,
          firstName: customer.firstName,
          lastName: customer.lastName,
          discount,
          wallet,
          card: payment.card,
          cash: Math.max(cash, 0),
          description,
        }),
        ...(payment.card > 0 && payment.reference.trim() ? { card_reference: payment.reference.trim() } : {}),
      };
      if (!offline.online) throw await recordOffline(body);
      try {
        return await api.raw.post<{ mini_order: Sale }>('admin/mini_orders', {
          ...body,
          client_id: clientId.current,
        });
      } catch (error) {
        // No answer (the network dropped mid-sale): the device queue takes it under the same id, so
        // if the server did record it, the sync answers that sale instead of a second one.
        if (!isApiError(error) || error.status !== 0 || wallet > 0) throw error;
        offline.wentOffline();
        throw await recordOffline(body);
      }
    },
    onSuccess: (answer) => {
      setPaid(answer.data.mini_order);
      toasts.show(answer.message || 'فروش ثبت شد', { kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin/mini_orders'] });
      void queryClient.invalidateQueries({ queryKey: ['admin/mini_orders/customer-search'] });
    },
    onError: (error) => {
      if (!(error instanceof RecordedOffline)) return;
      setPaid(error.sale);
      toasts.show('فروش روی این دستگاه ثبت شد و با برگشتن اتصال ارسال می‌شود.', { kind: 'success' });
    },
  });
  const payError = pay.error instanceof RecordedOffline ? null : pay.error;
  const serverErrors = useMemo(() => lineErrors(payError, lines), [payError, lines]);
  const blocked =
    lines.length === 0 ||
    short ||
    cash < 0 ||
    offlineRefusal !== null ||
    wallet > Math.min(walletBalance ?? 0, totals.due) ||
    (customer.mobile.trim() !== '' && normalizeIranMobile(customer.mobile) === null);

  const focusCode = () => requestAnimationFrame(() => codeRef.current?.focus());
  const clear = () => {
    dispatch({ type: 'clear' });
    setCustomer(NO_CUSTOMER);
    setPayment(NO_PAYMENT);
    setDescription('');
    setCode('');
    setCodeError(null);
    pay.reset();
    clientId.current = newOfflineSaleId();
    focusCode();
  };
  const newSale = () => {
    setPaid(null);
    clear();
  };
  const submitPay = () => {
    if (paid) return;
    if (blocked || pay.isPending) {
      toasts.show(lines.length === 0 ? 'فاکتور خالی است.' : 'پیش از پرداخت، مشکلات فاکتور را برطرف کنید.', {
        kind: 'error',
      });
      return;
    }
    pay.mutate();
  };

  useHotkeys(TILL_KEYS.pay, submitPay, HOTKEY_OPTIONS, [submitPay]);
  useHotkeys(TILL_KEYS.clear, () => (paid ? newSale() : clear()), HOTKEY_OPTIONS, [paid]);
  useHotkeys(TILL_KEYS.newSale, newSale, HOTKEY_OPTIONS);
  useHotkeys(TILL_KEYS.search, () => searchRef.current?.focus(), HOTKEY_OPTIONS);
  useHotkeys(TILL_KEYS.customer, () => mobileRef.current?.focus(), HOTKEY_OPTIONS);
  useHotkeys(TILL_KEYS.code, () => codeRef.current?.focus(), HOTKEY_OPTIONS);
  useHotkeys(TILL_KEYS.help, () => palette.openDialog('cheatSheet'), HOTKEY_OPTIONS, [palette]);

  // Scans are looked up one after another, in the order scanned: a scanner may send the next code
  // (and its Enter) before the last answer arrives.
  const lookups = useRef(Promise.resolve());
  const onDevice = (typed: string) => {
    const variety = offline.catalogue?.byCode(typed);
    if (variety) {
      dispatch({ type: 'add', variety });
      setCodeError(null);
    } else {
      setCodeError(`«${typed}»: کالایی با این بارکد یا کد در کاتالوگ این دستگاه یافت نشد.`);
    }
  };
  const lookUp = async (typed: string) => {
    if (!offline.online) return onDevice(typed);
    setLooking(true);
    try {
      const found = await api.get<{ variety: Parameters<typeof tillVarietyOf>[0] }>(
        'admin/mini_orders/search',
        {
          query: { barcode: typed },
        },
      );
      dispatch({ type: 'add', variety: tillVarietyOf(found.variety) });
      setCodeError(null);
      pay.reset();
    } catch (error) {
      if (isApiError(error) && error.status === 0) {
        offline.wentOffline();
        onDevice(typed);
        return;
      }
      const message = isApiError(error) ? error.message : 'جست‌وجوی کالا ناموفق بود.';
      setCodeError(`«${typed}»: ${message}`);
    } finally {
      setLooking(false);
    }
  };
  const addCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    setCode('');
    lookups.current = lookups.current.then(() => lookUp(typed));
  };

  if (paid) {
    return (
      <section className="screen till till-paid">
        <header className="screen-header till-header">
          <h1>
            {paid.id
              ? `فروش شماره ${toPersianDigits(paid.id)} ثبت شد`
              : 'فروش روی این دستگاه ثبت شد (ثبت آفلاین)'}
          </h1>
          <div className="till-actions">
            <button type="button" className="button primary" onClick={() => window.print()}>
              چاپ رسید
            </button>
            <button type="button" className="button" onClick={newSale}>
              فروش جدید <HotkeyLabel hotkey={TILL_KEYS.newSale} />
            </button>
            {paid.id > 0 && (
              <Link className="button" to={toRouterPath(`/admin/shop/orders/${paid.id}`)}>
                صفحه این فروش
              </Link>
            )}
          </div>
        </header>
        <OfflineStatus till={offline} />
        <Receipt sale={paid} />
        <PrintableReceipt sale={paid} />
      </section>
    );
  }

  return (
    <section className="screen till">
      <header className="screen-header till-header">
        <h1>{route.title}</h1>
        <div className="till-actions">
          <button type="button" className="button" onClick={clear}>
            پاک کردن <HotkeyLabel hotkey={TILL_KEYS.clear} />
          </button>
          <button type="button" className="button" onClick={newSale}>
            فروش جدید <HotkeyLabel hotkey={TILL_KEYS.newSale} />
          </button>
          <button type="button" className="button" onClick={() => palette.openDialog('cheatSheet')}>
            کلیدها <HotkeyLabel hotkey={TILL_KEYS.help} />
          </button>
        </div>
      </header>
      <OfflineStatus till={offline} />
      <div className="till-grid">
        <div className="till-main">
          <div className="till-entry">
            <form className="till-code" onSubmit={addCode}>
              <label className="field-label" htmlFor="till-code">
                کد کالا یا بارکد <HotkeyLabel hotkey={TILL_KEYS.code} />
              </label>
              <input
                id="till-code"
                ref={codeRef}
                dir="ltr"
                // biome-ignore lint/a11y/noAutofocus: the till's code field has focus, for the scanner
                autoFocus
                autoComplete="off"
                aria-describedby={codeError ? 'till-code-error' : undefined}
                aria-invalid={codeError ? true : undefined}
                aria-busy={looking}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              {codeError && (
                <p id="till-code-error" className="field-error" role="alert">
                  {codeError}
                </p>
              )}
            </form>
            <TillSearch
              offline={offline}
              inputRef={searchRef}
              onPick={(variety) => {
                dispatch({ type: 'add', variety });
                focusCode();
              }}
            />
          </div>
          <TillLines
            lines={lines}
            dispatch={dispatch}
            mayChangePrice={mayDiscount}
            serverErrors={serverErrors}
          />
          <div className="till-field till-description">
            <label htmlFor="till-description">توضیحات</label>
            <input
              id="till-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
        </div>
        <aside className="till-side">
          <TillCustomer value={customer} onChange={setCustomer} stats={stats} inputRef={mobileRef} />
          <TillPayment
            totals={totals}
            value={{ ...payment, wallet }}
            onChange={setPayment}
            mayDiscount={mayDiscount}
            walletBalance={walletBalance}
          />
          {payError && serverErrors.size === 0 && (
            <p className="form-error" role="alert">
              {isApiError(payError) ? payError.message : 'ثبت فروش ناموفق بود.'}
            </p>
          )}
          {offlineRefusal && (
            <p className="field-error" role="alert">
              {offlineRefusal.message}
            </p>
          )}
          {short && (
            <p className="field-error">موجودی برخی اقلام کافی نیست؛ تعداد را کم یا ردیف را حذف کنید.</p>
          )}
          {shortLines && !offline.online && (
            <p className="field-error">
              طبق کاتالوگ دستگاه موجودی برخی اقلام کافی نیست؛ فروش ثبت می‌شود و کسری هنگام ارسال گزارش می‌شود.
            </p>
          )}
          <button
            type="button"
            className="button primary till-pay"
            disabled={pay.isPending}
            aria-disabled={blocked}
            onClick={submitPay}
          >
            پرداخت و ثبت فروش <HotkeyLabel hotkey={TILL_KEYS.pay} />
          </button>
        </aside>
      </div>
    </section>
  );
}
