import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_KEYS, ORDER_STATUS_VALUES, orderStatusKey } from '../src/orders/index.ts';

describe('ORDER_STATUS_KEYS', () => {
  it('gives every status its own digit, in the order staff see the statuses', () => {
    expect(ORDER_STATUS_VALUES.map((status) => ORDER_STATUS_KEYS[status])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(orderStatusKey('canceled')).toBe('6');
    expect(orderStatusKey('shipped')).toBeUndefined();
  });
});
