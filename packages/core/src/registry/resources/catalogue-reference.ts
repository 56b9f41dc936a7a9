import type { ResourceDef } from '../types.ts';
import { idColumn, searchFilter, statusColumn, statusField, statusFilter } from './common.ts';

/** Hex colours as the colour picker produces them: #rgb, #rrggbb or #rrggbbaa. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The catalogue's reference lists: brands, units and colours. */
export const catalogueReferenceResources: readonly ResourceDef[] = [
  {
    name: 'brands',
    permissionStem: 'brand',
    title: 'برندها',
    titleSingular: 'برند',
    area: 'catalogue',
    endpoint: 'admin/brands',
    responseKey: { list: 'brands', item: 'brand' },
    fields: [
      { name: 'name', label: 'نام برند', type: 'text', rules: { required: true, max: 191 } },
      statusField,
      { name: 'show_index', label: 'نمایش در صفحه اصلی', type: 'boolean' },
      { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 2000 } },
      { name: 'image', label: 'تصویر', type: 'image', rules: { image: true, size: 2048 } },
    ],
    columns: [
      idColumn,
      { name: 'image', label: 'تصویر', type: 'image' },
      { name: 'name', label: 'نام برند', sortable: true },
      statusColumn,
      { name: 'show_index', label: 'در صفحه اصلی', type: 'boolean' },
    ],
    filters: [searchFilter, statusFilter],
    sortKeys: ['id', 'name', 'created_at'],
    perPage: 15,
    searchField: 'name',
  },
  {
    name: 'units',
    permissionStem: 'unit',
    title: 'واحدهای اندازه‌گیری',
    titleSingular: 'واحد',
    area: 'catalogue',
    endpoint: 'admin/units',
    responseKey: { list: 'units', item: 'unit' },
    fields: [
      {
        name: 'name',
        label: 'نام واحد',
        type: 'text',
        rules: { required: true, max: 100 },
        hint: 'مثل کیلوگرم',
      },
      { name: 'symbol', label: 'نماد', type: 'text', rules: { max: 20 }, hint: 'مثل kg' },
      {
        name: 'precision',
        label: 'دقت',
        type: 'select',
        options: [
          { value: 1, label: 'عدد صحیح (۱)' },
          { value: 0.1, label: 'یک رقم اعشار (۰٫۱)' },
          { value: 0.01, label: 'دو رقم اعشار (۰٫۰۱)' },
        ],
        rules: { required: true, in: [1, 0.1, 0.01] },
      },
      statusField,
    ],
    columns: [
      idColumn,
      { name: 'name', label: 'نام واحد', sortable: true },
      { name: 'symbol', label: 'نماد' },
      { name: 'precision', label: 'دقت', type: 'number', align: 'end' },
      statusColumn,
    ],
    filters: [searchFilter, statusFilter],
    sortKeys: ['id', 'name'],
    perPage: 15,
    searchField: 'name',
  },
  {
    name: 'colors',
    permissionStem: 'color',
    title: 'رنگ‌ها',
    titleSingular: 'رنگ',
    area: 'catalogue',
    endpoint: 'admin/colors',
    responseKey: { list: 'colors', item: 'color' },
    fields: [
      { name: 'name', label: 'نام رنگ', type: 'text', rules: { required: true, max: 100 } },
      {
        name: 'code',
        label: 'کد رنگ',
        type: 'color',
        rules: { required: true, regex: HEX_COLOUR },
        hint: 'مثل #1e88e5',
      },
      statusField,
    ],
    columns: [
      idColumn,
      { name: 'code', label: 'رنگ', type: 'color' },
      { name: 'name', label: 'نام رنگ', sortable: true },
      statusColumn,
    ],
    filters: [searchFilter, statusFilter],
    sortKeys: ['id', 'name'],
    perPage: 15,
    searchField: 'name',
  },
];
