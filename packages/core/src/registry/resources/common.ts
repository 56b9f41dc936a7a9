import type { ColumnDef, FilterDef } from '../types.ts';
import { field } from './define.ts';

/** The active/inactive switch most Shopit tables carry (`status` tinyint 0/1). */
export const statusField = field({
  name: 'status',
  label: 'وضعیت',
  type: 'boolean',
  hint: 'فعال یا غیرفعال',
});

/** List column for the record id. */
export const idColumn: ColumnDef = {
  name: 'id',
  label: 'شناسه',
  type: 'number',
  align: 'end',
  sortable: true,
};

/** List column for the active switch. */
export const statusColumn: ColumnDef = { name: 'status', label: 'وضعیت', type: 'boolean' };

/** List column for the creation time (shown as a Jalali date by the surfaces). */
export const createdAtColumn: ColumnDef = {
  name: 'created_at',
  label: 'تاریخ ایجاد',
  type: 'datetime',
  sortable: true,
};

/** The free-text search box of a list (`?search=`). */
export const searchFilter: FilterDef<'search'> = { name: 'search', label: 'جستجو', type: 'search' };

/** Filter on the active switch. */
export const statusFilter: FilterDef<'status'> = {
  name: 'status',
  label: 'وضعیت',
  type: 'select',
  options: [
    { value: 1, label: 'فعال' },
    { value: 0, label: 'غیرفعال' },
  ],
};

/** Filter on the creation date, picked as a Jalali range and sent as start_date/end_date. */
export const createdAtFilter: FilterDef<'created_at'> = {
  name: 'created_at',
  label: 'تاریخ ایجاد',
  type: 'jalali-date-range',
};

/** Iranian mobile numbers as stored: 11 digits starting 09 (digits are normalised before checking). */
export const IRAN_MOBILE = /^09\d{9}$/;
