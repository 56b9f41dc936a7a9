import { formatPriceInput, toPersianDigits } from '@shop-admin/core';

/** An integer Toman amount as staff read it: grouped by three, Persian digits (core's rules). */
export const toman = (amount: number): string => toPersianDigits(formatPriceInput(amount));

/** A count with Persian digits. */
export const count = (n: number): string => toPersianDigits(n);
