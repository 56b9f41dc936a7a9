import { inArea } from './define.ts';

/** Customers' wallet ledger and their withdrawal (payout) requests. */
export const walletRoutes = inArea('wallet', [
  {
    name: 'wallet.transactions',
    path: '/admin/transactions',
    keywords: [
      'transactions',
      'wallet',
      'ledger',
      'deposits',
      'tarakonesh',
      'kif pool',
      'کیف پول',
      'تراکنش',
      'شارژ کیف پول',
      'واریز',
    ],
    resource: 'transactions',
    menu: true,
    icon: 'wallet',
    hotkey: 'g t',
    priority: 2,
  },
  {
    name: 'wallet.withdraws',
    path: '/admin/withdraws',
    keywords: ['withdrawals', 'withdraws', 'payouts', 'bardasht', 'tasvie', 'برداشت', 'تسویه', 'تسویه حساب'],
    resource: 'withdraws',
    menu: true,
    icon: 'banknote',
    hotkey: 'g w',
  },
]);
