import { describe, expect, it } from 'vitest';
import {
  isOfflineSaleId,
  newOfflineSaleId,
  OFFLINE_MESSAGES,
  offlineSaleShortId,
  offlineTenderRefusal,
} from '../src/index.ts';

describe('the offline sale rule (issue 33)', () => {
  it('makes v4 UUIDs that the server accepts as client ids, different each time', () => {
    const ids = Array.from({ length: 200 }, () => newOfflineSaleId());
    for (const id of ids) expect(isOfflineSaleId(id)).toBe(true);
    expect(new Set(ids).size).toBe(200);
    expect(newOfflineSaleId((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
    expect(isOfflineSaleId('00000000-0000-1000-8000-000000000000')).toBe(false);
    expect(isOfflineSaleId('12')).toBe(false);
    expect(offlineSaleShortId('abcdef12-0000-4000-8000-000000000000')).toBe('ABCDEF12');
  });

  it('allows cash, and card with the terminal reference, and refuses the wallet', () => {
    expect(offlineTenderRefusal({ card_amount: 0 })).toBeNull();
    expect(offlineTenderRefusal({ card_amount: 50_000, card_reference: '123' })).toBeNull();
    expect(offlineTenderRefusal({ card_amount: 50_000, card_reference: '  ' })).toEqual({
      field: 'card_reference',
      message: OFFLINE_MESSAGES.cardReference,
    });
    expect(offlineTenderRefusal({ from_wallet_amount: 1, card_amount: 0 })?.field).toBe('from_wallet_amount');
  });
});
