import { resourceHead } from '../resource-heads.ts';
import {
  createdAtColumn,
  createdAtFilter,
  idColumn,
  searchFilter,
  statusColumn,
  statusField,
  statusFilter,
} from './common.ts';
import { resource, resources } from './define.ts';

/** Contact-form messages (read and delete only), FAQs and static pages. */
export const contentResources = resources([
  resource({
    ...resourceHead('contacts'),
    area: 'content',
    endpoint: 'admin/contacts',
    responseKey: { list: 'contacts', item: 'contact' },
    fields: [
      { name: 'name', label: 'نام', type: 'text', readOnly: true },
      { name: 'email', label: 'ایمیل', type: 'email', readOnly: true },
      { name: 'phone_number', label: 'تلفن', type: 'mobile', readOnly: true },
      { name: 'subject', label: 'موضوع', type: 'text', readOnly: true },
      { name: 'body', label: 'متن پیام', type: 'textarea', readOnly: true },
      {
        name: 'status',
        label: 'وضعیت',
        type: 'select',
        readOnly: true,
        options: [
          { value: 0, label: 'خوانده نشده' },
          { value: 1, label: 'خوانده شده' },
        ],
      },
    ],
    columns: [
      idColumn,
      { name: 'name', label: 'نام' },
      { name: 'phone_number', label: 'تلفن', type: 'mobile' },
      { name: 'subject', label: 'موضوع' },
      { name: 'status', label: 'وضعیت', type: 'select' },
      createdAtColumn,
    ],
    filters: [
      searchFilter,
      {
        name: 'status',
        label: 'وضعیت',
        type: 'select',
        options: [
          { value: 0, label: 'خوانده نشده' },
          { value: 1, label: 'خوانده شده' },
        ],
      },
      createdAtFilter,
    ],
    sortKeys: ['id', 'status', 'created_at'],
    perPage: 10,
    searchField: 'subject',
  }),
  resource({
    ...resourceHead('faqs'),
    area: 'content',
    endpoint: 'admin/f_a_qs',
    responseKey: { list: 'faqs', item: 'faq' },
    fields: [
      { name: 'question', label: 'پرسش', type: 'text', rules: { required: true, max: 500 } },
      { name: 'answer', label: 'پاسخ', type: 'html', rules: { required: true, max: 20_000 } },
      statusField,
      { name: 'order', label: 'ترتیب', type: 'number', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'question', label: 'پرسش' },
      { name: 'order', label: 'ترتیب', type: 'number', align: 'end', sortable: true },
      statusColumn,
    ],
    filters: [searchFilter, statusFilter],
    sortKeys: ['order', 'id'],
    perPage: 15,
    searchField: 'question',
  }),
  resource({
    ...resourceHead('pages'),
    area: 'content',
    endpoint: 'admin/pages',
    responseKey: { list: 'pages', item: 'page' },
    fields: [
      { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
      { name: 'slug', label: 'نامک', type: 'text', readOnly: true, hint: 'از روی عنوان ساخته می‌شود' },
      { name: 'text', label: 'متن', type: 'html', rules: { required: true, max: 200_000 } },
    ],
    columns: [idColumn, { name: 'title', label: 'عنوان' }, { name: 'slug', label: 'نامک' }, createdAtColumn],
    filters: [searchFilter],
    sortKeys: ['id', 'title', 'created_at'],
    perPage: 15,
    searchField: 'title',
  }),
]);
