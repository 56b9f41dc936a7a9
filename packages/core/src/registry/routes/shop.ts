import { idParam, inArea } from './define.ts';

/** The in-person shop (Shopit "mini orders"): the till, its sales and refunds. */
export const shopRoutes = inArea('shop', [
  {
    name: 'shop.home',
    path: '/admin/shop',
    title: 'فروش حضوری',
    keywords: [
      'in-person shop',
      'point of sale',
      'pos',
      'till',
      'cashier',
      'foroosh hozoori',
      'forosh hozori',
      'صندوق',
      'فروشگاه حضوری',
    ],
    permission: 'read_mini_order',
    menu: true,
    icon: 'store',
    hotkey: 'g h',
    priority: 2,
  },
  {
    name: 'shop.orders',
    path: '/admin/shop/orders',
    keywords: ['in-person orders', 'mini orders', 'shop orders', 'sefaresh hozoori', 'فاکتورهای حضوری'],
    resource: 'mini_orders',
    menu: true,
    icon: 'receipt',
  },
  {
    name: 'shop.orders.show',
    path: '/admin/shop/orders/:id',
    title: 'جزئیات سفارش حضوری',
    keywords: ['in-person order details', 'mini order details', 'فاکتور حضوری'],
    resource: 'mini_orders',
    params: [idParam('شماره سفارش حضوری')],
    priority: -1,
  },
  {
    name: 'shop.create',
    path: '/admin/shop/create',
    title: 'ثبت فروش حضوری',
    keywords: ['new sale', 'sell', 'refund', 'new mini order', 'sabt foroosh', 'فروش جدید', 'مرجوعی'],
    permission: 'mini_order',
  },
]);
