import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import {
  createdAtColumn,
  createdAtFilter,
  IRAN_MOBILE,
  idColumn,
  searchFilter,
  statusField,
} from './common.ts';
import { fieldList, resource, resources } from './define.ts';

/** A customer's gender as stored (Shopit `male` / `female`, or none). */
export const CUSTOMER_GENDERS: readonly FieldOption[] = [
  { value: 'male', label: 'آقا' },
  { value: 'female', label: 'خانم' },
];

/** Limits of the customer lists (Shopit: customers/search answers at most 20). */
export const CUSTOMER_LIMITS = { quickSearch: 20 } as const;

const yesNo: readonly FieldOption[] = [
  { value: 1, label: 'دارد' },
  { value: 0, label: 'ندارد' },
];

/**
 * The body of a customer's address (Shopit `customers/addresses`): the same rules for the staff form,
 * the CLI and the server. `city` is a city id.
 */
export const customerAddressFields = fieldList([
  {
    name: 'customer_id',
    label: 'مشتری',
    type: 'reference',
    reference: 'customers',
    rules: { required: true },
  },
  { name: 'city', label: 'شهر', type: 'reference', reference: 'cities', rules: { required: true } },
  { name: 'first_name', label: 'نام گیرنده', type: 'text', rules: { required: true, max: 100 } },
  { name: 'last_name', label: 'نام خانوادگی گیرنده', type: 'text', rules: { required: true, max: 100 } },
  { name: 'mobile', label: 'موبایل گیرنده', type: 'mobile', rules: { required: true, regex: IRAN_MOBILE } },
  { name: 'address', label: 'نشانی', type: 'textarea', rules: { required: true, max: 1000 } },
  { name: 'postal_code', label: 'کد پستی', type: 'text', rules: { digits: 10 } },
  { name: 'telephone', label: 'تلفن ثابت', type: 'text', rules: { regex: '0?\\d{10}', max: 20 } },
  { name: 'latitude', label: 'عرض جغرافیایی', type: 'number', rules: { min_value: -90, max_value: 90 } },
  { name: 'longitude', label: 'طول جغرافیایی', type: 'number', rules: { min_value: -180, max_value: 180 } },
]);

/** The shop's customers (Shopit R `customers`, permissions `*_customer`). */
export const peopleCustomerResources = resources([
  resource({
    ...resourceHead('customers'),
    area: 'people',
    endpoint: 'admin/customers',
    responseKey: { list: 'customers', item: 'customer' },
    fields: [
      { name: 'first_name', label: 'نام', type: 'text', rules: { max: 100 } },
      { name: 'last_name', label: 'نام خانوادگی', type: 'text', rules: { max: 100 } },
      {
        name: 'mobile',
        label: 'موبایل',
        type: 'mobile',
        rules: { required: true, regex: IRAN_MOBILE },
        hint: 'مثل ۰۹۱۲۱۲۳۴۵۶۷ (ارقام فارسی هم پذیرفته است)',
      },
      { name: 'email', label: 'ایمیل', type: 'email', rules: { email: true, max: 191 } },
      { name: 'national_code', label: 'کد ملی', type: 'text', rules: { national_code: true } },
      {
        name: 'gender',
        label: 'جنسیت',
        type: 'select',
        options: CUSTOMER_GENDERS,
        rules: { in: ['male', 'female'] },
      },
      { name: 'birth_date', label: 'تاریخ تولد', type: 'date', hint: 'تاریخ شمسی، مثل ۱۳۷۰/۰۵/۲۱' },
      { name: 'card_number', label: 'شماره کارت', type: 'text', rules: { card_number: true } },
      { name: 'newsletter', label: 'عضو خبرنامه', type: 'boolean' },
      { name: 'foreign_national', label: 'تبعه خارجی', type: 'boolean' },
      statusField,
      { name: 'role_id', label: 'نقش مشتری', type: 'reference', reference: 'customer_roles' },
      {
        name: 'password',
        label: 'رمز عبور',
        type: 'password',
        rules: { min: 6, max: 100 },
        hint: 'خالی بگذارید تا تغییر نکند',
      },
      { name: 'balance', label: 'موجودی کیف پول', type: 'price', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'first_name', label: 'نام', sortable: true, card: 'title' },
      { name: 'last_name', label: 'نام خانوادگی', sortable: true, card: 'title' },
      { name: 'mobile', label: 'موبایل', type: 'mobile', card: 'field' },
      { name: 'balance', label: 'موجودی کیف پول', type: 'price', align: 'end' },
      { name: 'status', label: 'وضعیت', type: 'boolean' },
      createdAtColumn,
    ],
    filters: [
      searchFilter,
      { name: 'id', label: 'شناسه', type: 'number' },
      { name: 'first_name', label: 'نام', type: 'search' },
      { name: 'last_name', label: 'نام خانوادگی', type: 'search' },
      { name: 'mobile', label: 'موبایل', type: 'search' },
      { name: 'has_deposits', label: 'واریز به کیف پول', type: 'select', options: yesNo },
      { name: 'has_transactions', label: 'تراکنش کیف پول', type: 'select', options: yesNo },
      { name: 'province_id', label: 'استان', type: 'reference', reference: 'provinces' },
      { name: 'city_id', label: 'شهر', type: 'reference', reference: 'cities' },
      createdAtFilter,
    ],
    sortKeys: ['id', 'first_name', 'last_name', 'created_at'],
    perPage: 15,
    searchField: 'last_name',
    lookup: { label: ['first_name', 'last_name', 'mobile'] },
  }),
]);
