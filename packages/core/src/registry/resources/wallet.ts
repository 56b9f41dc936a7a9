import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import { createdAtColumn, createdAtFilter, idColumn } from './common.ts';
import { fieldList, resource, resources } from './define.ts';

/** Wallet amounts in Toman: staff deposits and debits start at 1,000; withdraw requests at 10,000 unless the setting `min_withdrew_wallet` says otherwise. */
export const WALLET_LIMITS = { minAdminMove: 1000, minWithdraw: 10_000, maxAmount: 1_000_000_000 } as const;

/** Ledger row types (Shopit's bavix `deposit` / `withdraw`). */
export const WALLET_TRANSACTION_TYPES: readonly FieldOption[] = [
  { value: 'deposit', label: 'واریز' },
  { value: 'withdraw', label: 'برداشت' },
];

/**
 * Withdraw request statuses: pending → paid | canceled (shopit-contract.md e), plus staff's approved
 * (checked, waiting for the bank transfer) and rejected (refused with a reason). The moves between
 * them and what each does to the wallet: core/src/withdraws/moves.ts.
 */
export const WITHDRAW_STATUSES: readonly FieldOption[] = [
  { value: 'pending', label: 'در انتظار تکمیل' },
  { value: 'approved', label: 'تایید شده' },
  { value: 'paid', label: 'پرداخت شده' },
  { value: 'rejected', label: 'رد شده' },
  { value: 'canceled', label: 'لغو شده' },
];

/** The Persian label of a withdraw status (the value itself when unknown). */
export const withdrawStatusLabel = (status: string): string =>
  WITHDRAW_STATUSES.find((s) => s.value === status)?.label ?? status;

/** The body of a staff deposit to or debit from a customer's wallet (customer/deposit, customer/withdraw). */
export const walletMoveFields = fieldList([
  {
    name: 'customer_id',
    label: 'مشتری',
    type: 'reference',
    reference: 'customers',
    rules: { required: true },
  },
  {
    name: 'amount',
    label: 'مبلغ',
    type: 'price',
    rules: {
      required: true,
      integer: true,
      min_value: WALLET_LIMITS.minAdminMove,
      max_value: WALLET_LIMITS.maxAmount,
    },
  },
  { name: 'description', label: 'دلیل', type: 'textarea', rules: { required: true, max: 500 } },
  { name: 'tracking_code', label: 'کد پیگیری', type: 'text', rules: { max: 64 } },
]);

const yesNo: readonly FieldOption[] = [
  { value: 1, label: 'تایید شده' },
  { value: 0, label: 'تایید نشده' },
];

/** The wallet ledger (read only) and withdraw requests. */
export const walletResources = resources([
  resource({
    ...resourceHead('transactions'),
    area: 'wallet',
    endpoint: 'admin/customers/transactions',
    responseKey: { list: 'transactions', item: 'transaction' },
    fields: [
      { name: 'customer_id', label: 'مشتری', type: 'reference', reference: 'customers', readOnly: true },
      { name: 'type', label: 'نوع', type: 'select', options: WALLET_TRANSACTION_TYPES, readOnly: true },
      { name: 'amount', label: 'مبلغ', type: 'price', readOnly: true },
      { name: 'confirmed', label: 'تایید شده', type: 'boolean', readOnly: true },
      { name: 'description', label: 'دلیل', type: 'textarea', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'customer_name', label: 'مشتری' },
      { name: 'customer_mobile', label: 'موبایل', type: 'mobile' },
      { name: 'type', label: 'نوع', type: 'select' },
      { name: 'amount', label: 'مبلغ', type: 'price', align: 'end' },
      { name: 'description', label: 'دلیل' },
      { name: 'tracking_code', label: 'کد پیگیری' },
      createdAtColumn,
    ],
    filters: [
      { name: 'customer_id', label: 'مشتری', type: 'reference', reference: 'customers' },
      { name: 'type', label: 'نوع', type: 'select', options: WALLET_TRANSACTION_TYPES },
      { name: 'confirmed', label: 'تایید', type: 'select', options: yesNo },
      createdAtFilter,
    ],
    sortKeys: ['id', 'created_at'],
    perPage: 15,
  }),
  resource({
    ...resourceHead('withdraws'),
    area: 'wallet',
    endpoint: 'admin/withdraws',
    responseKey: { list: 'withdraws', item: 'withdraw' },
    fields: [
      {
        name: 'customer_id',
        label: 'مشتری',
        type: 'reference',
        reference: 'customers',
        createOnly: true,
        rules: { required: true },
      },
      {
        name: 'amount',
        label: 'مبلغ',
        type: 'price',
        createOnly: true,
        rules: { required: true, integer: true, min_value: 1, max_value: WALLET_LIMITS.maxAmount },
      },
      { name: 'card_number', label: 'شماره کارت', type: 'text', rules: { card_number: true } },
      { name: 'bank_account_number', label: 'شماره حساب', type: 'text', rules: { regex: '[0-9.\\-]{5,30}' } },
      {
        name: 'shaba_code',
        label: 'شماره شبا',
        type: 'text',
        rules: { regex: '(IR|ir)?\\d{24}' },
        hint: 'IR و ۲۴ رقم',
      },
      { name: 'tracking_code', label: 'کد پیگیری', type: 'text', rules: { max: 64 } },
      {
        name: 'status',
        label: 'وضعیت',
        type: 'select',
        options: WITHDRAW_STATUSES,
        rules: { in: WITHDRAW_STATUSES.map((s) => s.value) },
      },
    ],
    columns: [
      idColumn,
      { name: 'customer_name', label: 'مشتری' },
      { name: 'customer_mobile', label: 'موبایل', type: 'mobile' },
      { name: 'amount', label: 'مبلغ', type: 'price', align: 'end', sortable: true },
      { name: 'card_number', label: 'شماره کارت' },
      { name: 'status', label: 'وضعیت', type: 'select' },
      createdAtColumn,
    ],
    filters: [
      { name: 'customer_id', label: 'مشتری', type: 'reference', reference: 'customers' },
      { name: 'status', label: 'وضعیت', type: 'select', options: WITHDRAW_STATUSES },
      createdAtFilter,
    ],
    sortKeys: ['id', 'amount', 'created_at'],
    perPage: 15,
  }),
]);
