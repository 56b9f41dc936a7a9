import { describe, expect, it } from 'vitest';
import { createCommandSearch, ORDER_MOVE_SEARCH, orderNumberInQuery } from '../src/index.ts';

describe('orderNumberInQuery', () => {
  it('reads an order number with an order word, a # or alone, in any digit script', () => {
    for (const query of [
      'سفارش ۱۲۳۴',
      'سفارش 1234',
      'سفارش شماره ١٢٣٤',
      'order 1234',
      'Order #1234',
      'order no 1234',
      'sefaresh 1234',
      '#1234',
      '#۱۲۳۴',
      '۱۲۳۴',
      'تغییر وضعیت سفارش ۱۲۳۴',
      'سفارش#1234',
      'سفارش ۰۱۲۳۴',
    ]) {
      expect(orderNumberInQuery(query), query).toBe('1234');
    }
  });

  it('finds nothing in text without an order number', () => {
    for (const query of [
      'سفارش',
      'سفارش‌ها',
      'محصول ۱۲',
      'order status',
      '0',
      '#',
      'order 1234567890123',
      'mobile 0912',
    ]) {
      expect(orderNumberInQuery(query), query).toBeNull();
    }
  });

  it('reads a bare number with a leading zero or a mobile shape as a phone, not an order', () => {
    for (const query of ['0912', '۰۹۱۲', '09121234567', '9121234567', '989121234567', '012']) {
      expect(orderNumberInQuery(query), query).toBeNull();
    }
    // Said to be an order, the same digits still open it.
    expect(orderNumberInQuery('#0912')).toBe('912');
    expect(orderNumberInQuery('سفارش ۰۹۱۲')).toBe('912');
    expect(orderNumberInQuery('912')).toBe('912');
  });
});

describe('the command search with an order number', () => {
  const search = createCommandSearch();
  const staff = ['read_order', 'modify_order'];

  it('offers that order first and changing its status second, with its number as the route value', () => {
    for (const query of ['سفارش ۱۲۳۴', 'order 1234', '#1234']) {
      const [first, second] = search(query, { permissions: staff, limit: 10 });
      expect(first, query).toMatchObject({
        kind: 'record',
        title: 'سفارش ۱۲۳۴',
        path: '/admin/order/1234',
        values: { id: '1234' },
      });
      expect(second, query).toMatchObject({
        kind: 'action',
        commandId: 'orders.changeStatus',
        title: 'تغییر وضعیت سفارش ۱۲۳۴',
        path: `/admin/order/1234${ORDER_MOVE_SEARCH}`,
        values: { id: '1234' },
      });
    }
  });

  it('leaves out what the admin may not do, and offers nothing extra without a number', () => {
    const reader = search('سفارش ۱۲', { permissions: ['read_order'], limit: 10 });
    expect(reader[0]).toMatchObject({ path: '/admin/order/12' });
    expect(reader.some((hit) => hit.commandId === 'orders.changeStatus' && hit.values)).toBe(false);
    expect(search('#12', { permissions: [], limit: 10 }).some((hit) => hit.values)).toBe(false);
    expect(search('سفارش', { permissions: staff, limit: 10 }).some((hit) => hit.values)).toBe(false);
  });
});

describe('an order number whose record the API found', () => {
  it('leads with the live record (its customer in the title) instead of a second row for the same order', () => {
    const search = createCommandSearch();
    search.add([
      {
        id: 'record:orders:1234',
        title: 'سفارش: مریم کریمی',
        keywords: ['1234'],
        permission: 'read_order',
        value: { path: '/admin/order/1234' },
      },
    ]);
    const hits = search('سفارش ۱۲۳۴', { permissions: ['read_order'], limit: 10 });
    expect(hits[0]).toMatchObject({
      id: 'record:orders:1234',
      title: 'سفارش: مریم کریمی',
      values: { id: '1234' },
    });
    expect(hits.filter((hit) => hit.path === '/admin/order/1234')).toHaveLength(1);
  });
});
