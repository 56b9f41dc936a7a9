import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import { imagePathField } from './catalogue-reference.ts';
import { idColumn, searchFilter, statusColumn, statusField, statusFilter } from './common.ts';
import { LINKABLE_TYPES, MENU_LINK } from './content-marketing.ts';
import { field, fieldList, resource, resources } from './define.ts';

/** The storefront's slider groups (shopit-contract.md e: header, header-mobile; footer and inner labels). */
export const SLIDER_GROUPS = [
  { value: 'header', label: 'هدر' },
  { value: 'header-mobile', label: 'هدر موبایل' },
  { value: 'footer', label: 'فوتر' },
  { value: 'inner', label: 'داخلی' },
] as const satisfies readonly FieldOption[];

export type SliderGroup = (typeof SLIDER_GROUPS)[number]['value'];

/** The Persian label of a slider group, or the group itself when unknown. */
export function sliderGroupLabel(group: string): string {
  return SLIDER_GROUPS.find((option) => option.value === group)?.label ?? group;
}

const groupField = field({
  name: 'group',
  label: 'گروه',
  type: 'select',
  options: SLIDER_GROUPS,
  rules: { required: true, in: SLIDER_GROUPS.map((o) => o.value) },
});

const imageField = imagePathField('image', 'تصویر');

/** `POST admin/sliders/sort`: a group and every slide id of it, in the new order (first shown first). */
export const sliderSortFields = fieldList([
  groupField,
  { name: 'ids', label: 'ترتیب', type: 'multiselect', rules: { required: true, max: 1000 } },
]);

/** Slides of the storefront's sliders, in groups. */
export const contentSliderResources = resources([
  resource({
    ...resourceHead('sliders'),
    area: 'content',
    endpoint: 'admin/sliders',
    responseKey: { list: 'sliders', item: 'slider' },
    fields: [
      { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
      { name: 'description', label: 'توضیح', type: 'textarea', rules: { max: 1000 } },
      groupField,
      { ...imageField, rules: { ...imageField.rules, required: true } },
      {
        name: 'link',
        label: 'پیوند',
        type: 'text',
        rules: { max: 500, regex: MENU_LINK },
        hint: 'نشانی مثل /products یا https://…؛ یا به‌جای آن یک مورد را پیوند دهید',
      },
      {
        name: 'linkable_type',
        label: 'نوع مورد پیوندشده',
        type: 'select',
        options: LINKABLE_TYPES.map(({ type, label }) => ({ value: type, label })),
        rules: { in: LINKABLE_TYPES.map(({ type }) => type) },
      },
      {
        name: 'linkable_id',
        label: 'شناسه مورد پیوندشده',
        type: 'number',
        rules: { integer: true, min_value: 1 },
      },
      statusField,
      { name: 'order', label: 'ترتیب', type: 'number', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'image', label: 'تصویر', type: 'image' },
      { name: 'title', label: 'عنوان', sortable: true },
      { name: 'group_label', label: 'گروه' },
      { name: 'order', label: 'ترتیب', type: 'number', align: 'end', sortable: true },
      statusColumn,
    ],
    filters: [
      searchFilter,
      { name: 'group', label: 'گروه', type: 'select', options: SLIDER_GROUPS },
      statusFilter,
    ],
    sortKeys: ['order', 'id', 'title'],
    perPage: 15,
    searchField: 'title',
  }),
]);
