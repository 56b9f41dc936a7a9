import { resourceHead } from '../resource-heads.ts';
import type { FieldDef } from '../types.ts';
import { imagePathField } from './catalogue-reference.ts';
import {
  createdAtColumn,
  createdAtFilter,
  idColumn,
  searchFilter,
  statusColumn,
  statusField,
  statusFilter,
} from './common.ts';
import { fieldList, resource, resources } from './define.ts';

const money = <const N extends string>(
  name: N,
  label: string,
  extra: Omit<Partial<FieldDef>, 'name'> = {},
): FieldDef<N> => ({
  name,
  label,
  type: 'price',
  rules: { integer: true, min_value: 0, max_value: 1_000_000_000 },
  ...extra,
});

/** One area price of a shipping method: the province or city id and its price. */
export const shippingAreaPriceFields = (reference: 'provinces' | 'cities') =>
  fieldList([
    {
      name: 'id',
      label: reference === 'provinces' ? 'استان' : 'شهر',
      type: 'reference',
      reference,
      rules: { required: true },
    },
    money('price', 'هزینه ارسال', {
      rules: { required: true, integer: true, min_value: 0, max_value: 1_000_000_000 },
    }),
  ]);

/** A shipping method's price for one customer role (e.g. VIP). */
export const shippingRolePriceFields = fieldList([
  {
    name: 'id',
    label: 'نقش مشتری',
    type: 'reference',
    reference: 'customer_roles',
    rules: { required: true },
  },
  money('amount', 'هزینه ارسال', {
    rules: { required: true, integer: true, min_value: 0, max_value: 1_000_000_000 },
  }),
]);

/** The body of `POST shippings/{id}/assign-cities` (route shipping.cities): the method's city prices. */
export const shippingAssignCitiesFields = fieldList([
  {
    name: 'cities',
    label: 'شهرها',
    type: 'rows',
    items: shippingAreaPriceFields('cities'),
    reference: 'cities',
    rules: { max: 2000 },
    hint: 'فهرست کامل شهرهای این روش ارسال با هزینه هر کدام؛ فهرست خالی محدودیت شهری را برمی‌دارد',
  },
]);

/** Parcel columns of the post office's sheet, as imported (`shipping_excels`). */
const shippingExcels = resource({
  ...resourceHead('shipping_excels'),
  area: 'orders',
  endpoint: 'admin/shipping_excels',
  responseKey: { list: 'shipping_excels', item: 'shipping_excel' },
  fields: [
    { name: 'title', label: 'عنوان', type: 'text', readOnly: true },
    { name: 'barcode', label: 'بارکد', type: 'text', readOnly: true },
    { name: 'reference_number', label: 'شماره مرجع', type: 'text', readOnly: true },
    { name: 'receiver_name', label: 'گیرنده', type: 'text', readOnly: true },
    { name: 'sender_name', label: 'فرستنده', type: 'text', readOnly: true },
    { name: 'destination', label: 'مقصد', type: 'text', readOnly: true },
    { name: 'repository', label: 'دفتر پستی', type: 'text', readOnly: true },
    { name: 'special_services', label: 'خدمات ویژه', type: 'text', readOnly: true },
    { name: 'register_date', label: 'تاریخ ثبت', type: 'text', readOnly: true },
    { name: 'price', label: 'هزینه', type: 'price', readOnly: true },
  ],
  columns: [
    idColumn,
    { name: 'barcode', label: 'بارکد' },
    { name: 'receiver_name', label: 'گیرنده' },
    { name: 'destination', label: 'مقصد' },
    { name: 'register_date', label: 'تاریخ ثبت' },
    { name: 'price', label: 'هزینه', type: 'price', align: 'end' },
    createdAtColumn,
  ],
  filters: [searchFilter, createdAtFilter],
  sortKeys: ['id', 'created_at', 'barcode'],
  perPage: 15,
  searchField: 'barcode',
});

/** Shipping methods (Shopit `shippings`, stem `shipping`) and the post office's parcel imports. */
export const shippingResources = resources([
  resource({
    ...resourceHead('shippings'),
    area: 'orders',
    endpoint: 'admin/shippings',
    responseKey: { list: 'shippings', item: 'shipping' },
    fields: [
      { name: 'name', label: 'نام روش ارسال', type: 'text', rules: { required: true, max: 191 } },
      money('default_price', 'هزینه پیش‌فرض', {
        rules: { required: true, integer: true, min_value: 0, max_value: 1_000_000_000 },
      }),
      money('free_threshold', 'ارسال رایگان از مبلغ', { hint: 'خالی یعنی هیچ‌وقت رایگان نیست' }),
      {
        name: 'minimum_delay',
        label: 'حداقل زمان ارسال (روز)',
        type: 'number',
        rules: { integer: true, min_value: 0, max_value: 365 },
      },
      { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 2000 } },
      imagePathField('logo', 'لوگو'),
      statusField,
      {
        name: 'provinces',
        label: 'هزینه استان‌ها',
        type: 'rows',
        items: shippingAreaPriceFields('provinces'),
        reference: 'provinces',
        rules: { max: 100 },
        hint: 'اگر استان یا شهری تعیین شود، این روش فقط به همان‌ها ارسال می‌کند',
      },
      {
        name: 'cities',
        label: 'هزینه شهرها',
        type: 'rows',
        items: shippingAreaPriceFields('cities'),
        reference: 'cities',
        rules: { max: 2000 },
        hint: 'هزینه شهر بر هزینه استان مقدم است',
      },
      {
        name: 'customer_roles',
        label: 'هزینه نقش‌های مشتری',
        type: 'rows',
        items: shippingRolePriceFields,
        reference: 'customer_roles',
        rules: { max: 50 },
        hint: 'بر هزینه استان و شهر مقدم است',
      },
      { name: 'packet_size', label: 'ظرفیت هر بسته', type: 'number', rules: { integer: true, min_value: 1 } },
      {
        name: 'first_packet_size',
        label: 'ظرفیت بسته اول',
        type: 'number',
        rules: { integer: true, min_value: 1 },
      },
      money('more_packet_price', 'هزینه هر بسته اضافه'),
      { name: 'order', label: 'ترتیب', type: 'number', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'logo', label: 'لوگو', type: 'image' },
      { name: 'name', label: 'نام روش ارسال', sortable: true },
      { name: 'default_price', label: 'هزینه پیش‌فرض', type: 'price', align: 'end', sortable: true },
      { name: 'free_threshold', label: 'رایگان از', type: 'price', align: 'end' },
      { name: 'minimum_delay', label: 'حداقل زمان (روز)', type: 'number', align: 'end' },
      statusColumn,
    ],
    filters: [searchFilter, statusFilter],
    sortKeys: ['order', 'id', 'name', 'default_price'],
    perPage: 15,
    searchField: 'name',
  }),
  shippingExcels,
]);

/** A column of the post office's parcel sheet: the stored field, its Persian titles, whether required. */
export interface ShippingExcelColumn {
  field:
    | 'barcode'
    | 'title'
    | 'repository'
    | 'register_date'
    | 'special_services'
    | 'destination'
    | 'reference_number'
    | 'receiver_name'
    | 'sender_name'
    | 'price';
  /** The header titles accepted for it (compared after Persian normalisation, spaces ignored). */
  titles: readonly string[];
  required: boolean;
  /** Longest text kept (the column's size). */
  max: number;
}

/**
 * The columns `POST admin/shipping_excels` reads from the post office's sheet, found by their header
 * titles (the first of each list is the one to use in a template). Other columns (ردیف …) are ignored.
 */
export const SHIPPING_EXCEL_COLUMNS: readonly ShippingExcelColumn[] = [
  {
    field: 'barcode',
    titles: ['بارکد', 'بارکد مرسوله', 'شماره مرسوله', 'کد رهگیری', 'شماره پیگیری'],
    required: true,
    max: 64,
  },
  { field: 'receiver_name', titles: ['نام گیرنده', 'گیرنده'], required: true, max: 191 },
  { field: 'destination', titles: ['مقصد', 'شهر مقصد', 'دفتر مقصد'], required: false, max: 191 },
  { field: 'register_date', titles: ['تاریخ ثبت', 'تاریخ قبول', 'تاریخ'], required: false, max: 32 },
  { field: 'title', titles: ['عنوان', 'نوع مرسوله', 'نوع سرویس'], required: false, max: 191 },
  { field: 'reference_number', titles: ['شماره مرجع', 'کد مرجع', 'شماره سفارش'], required: false, max: 64 },
  { field: 'sender_name', titles: ['نام فرستنده', 'فرستنده'], required: false, max: 191 },
  { field: 'repository', titles: ['مخزن', 'واحد قبول', 'دفتر قبول'], required: false, max: 191 },
  { field: 'special_services', titles: ['خدمات ویژه', 'سرویس ویژه'], required: false, max: 191 },
  { field: 'price', titles: ['هزینه', 'هزینه پستی', 'مبلغ', 'کرایه'], required: false, max: 20 },
];

/** The most parcel rows one sheet may hold. */
export const SHIPPING_EXCEL_MAX_ROWS = 20_000;

/** The ids of a bulk action on parcels or methods (`ids`, at most 1,000). */
export const shippingIdsFields = fieldList([
  { name: 'ids', label: 'شناسه‌ها', type: 'multiselect', rules: { required: true, max: 1000 } },
]);
