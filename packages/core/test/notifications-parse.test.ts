import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TITLES,
  notificationKind,
  parseNotification,
  type RawNotification,
} from '../src/index.ts';

function raw(over: Partial<RawNotification>): RawNotification {
  return {
    id: '9b1c-uuid',
    type: 'order',
    data: {},
    read_at: null,
    created_at: '2025-01-20 10:15:00',
    ...over,
  };
}

describe('parseNotification', () => {
  it('links a product-unavailable notification to the product editor with the title ناموجود', () => {
    const n = parseNotification(
      raw({
        type: 'Modules\\Product\\Notifications\\ProductUnavailableNotification',
        data: { product_id: 42, description: 'محصول کیف با شناسه 42 ناموجود شده است.' },
      }),
    );
    expect(n).toMatchObject({
      kind: 'product_unavailable',
      title: 'ناموجود',
      link: '/admin/products/edit/42',
      productId: 42,
      description: 'محصول کیف با شناسه ۴۲ ناموجود شده است.',
    });
  });

  it('links an order notification to the order with the title سفارش جدید', () => {
    const n = parseNotification(
      raw({ type: 'order', data: { order_id: 7, description: 'سفارش جدید با شناسه 7' } }),
    );
    expect(n).toMatchObject({ kind: 'order', title: 'سفارش جدید', link: '/admin/order/7', orderId: 7 });
  });

  it('parses data that arrives as a JSON string', () => {
    const n = parseNotification(raw({ type: 'ProductUnavailableNotification', data: '{"product_id":"15"}' }));
    expect(n.link).toBe('/admin/products/edit/15');
    expect(n.productId).toBe(15);
  });

  it('parses data encoded as JSON twice', () => {
    const n = parseNotification(raw({ data: JSON.stringify(JSON.stringify({ order_id: 3 })) }));
    expect(n.link).toBe('/admin/order/3');
  });

  it('keeps malformed JSON text as the description instead of throwing', () => {
    const n = parseNotification(raw({ type: 'order', data: '{"order_id": 7, oops' }));
    expect(n.description).toBe('{"order_id": ۷, oops');
    expect(n.link).toBeNull();
  });

  it('gives an unknown type the generic title and no link', () => {
    const n = parseNotification(raw({ type: 'App\\Notifications\\InvoicePaid', data: { order_id: 5 } }));
    expect(n).toMatchObject({ kind: 'other', title: NOTIFICATION_TITLES.generic, link: null });
  });

  it('has no link when the id is missing or not a positive integer', () => {
    expect(parseNotification(raw({ type: 'order', data: {} })).link).toBeNull();
    expect(parseNotification(raw({ type: 'order', data: { order_id: 'abc' } })).link).toBeNull();
    expect(parseNotification(raw({ type: 'order', data: { order_id: -1 } })).link).toBeNull();
  });

  it('is read exactly when read_at is set', () => {
    expect(parseNotification(raw({ read_at: null })).read).toBe(false);
    const read = parseNotification(raw({ read_at: '2025-01-21 08:00:00' }));
    expect(read.read).toBe(true);
    expect(read.readAt).toBe('2025-01-21 08:00:00');
  });

  it('keeps id, type and created_at', () => {
    const n = parseNotification(raw({}));
    expect(n).toMatchObject({ id: '9b1c-uuid', type: 'order', createdAt: '2025-01-20 10:15:00' });
  });

  it('uses the titles of NOTIFICATION_TITLES', () => {
    expect(NOTIFICATION_TITLES).toEqual({
      productUnavailable: 'ناموجود',
      order: 'سفارش جدید',
      generic: 'اعلان',
    });
  });

  it('never throws on junk data, and always gives strings for text fields (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), fc.anything(), (data, type, junk) => {
        for (const input of [raw({ data, type }), junk as RawNotification]) {
          const n = parseNotification(input);
          expect(typeof n.title).toBe('string');
          expect(typeof n.description).toBe('string');
          expect(n.link === null || n.link.startsWith('/admin/')).toBe(true);
        }
      }),
    );
  });

  it('never throws on junk JSON text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        expect(() => parseNotification(raw({ data: text }))).not.toThrow();
      }),
    );
  });
});

describe('notificationKind', () => {
  it('recognises Shopit and Laravel spellings of the two known kinds', () => {
    expect(notificationKind('ProductUnavailableNotification')).toBe('product_unavailable');
    expect(notificationKind('Modules\\Product\\Notifications\\ProductUnavailableNotification')).toBe(
      'product_unavailable',
    );
    expect(notificationKind('order')).toBe('order');
    expect(notificationKind('Order')).toBe('order');
    expect(notificationKind('Modules\\Order\\Notifications\\NewOrderForAdminNotification')).toBe('order');
    expect(notificationKind('Modules\\Order\\Notifications\\InvoicePaid')).toBe('other');
    expect(notificationKind('')).toBe('other');
  });
});
