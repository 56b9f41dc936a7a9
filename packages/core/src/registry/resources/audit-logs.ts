import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import { createdAtFilter, idColumn } from './common.ts';
import { resource, resources } from './define.ts';

/** The audit log's generic actions with Persian labels; services may record other named actions. */
export const AUDIT_ACTIONS: readonly FieldOption[] = [
  { value: 'create', label: 'ایجاد' },
  { value: 'update', label: 'ویرایش' },
  { value: 'delete', label: 'حذف' },
  { value: 'status', label: 'تغییر وضعیت' },
  { value: 'sort', label: 'مرتب‌سازی' },
];

/**
 * The admin audit log (read-only, permission read_log): who changed what, when, before → after and
 * from which IP; the answer adds each entry's Persian sentence (`summary`) and the record kind's name
 * (`entity_label`). `GET admin/logs/{entity}/{id}` lists one record's history with the same rows.
 */
export const auditLogResources = resources([
  resource({
    ...resourceHead('logs'),
    area: 'system',
    endpoint: 'admin/logs',
    responseKey: { list: 'logs', item: 'log' },
    fields: [
      { name: 'summary', label: 'شرح', type: 'text', readOnly: true },
      { name: 'admin_name', label: 'مدیر', type: 'text', readOnly: true },
      { name: 'entity_label', label: 'بخش', type: 'text', readOnly: true },
      { name: 'entity', label: 'بخش', type: 'text', readOnly: true },
      { name: 'entity_id', label: 'شناسه رکورد', type: 'text', readOnly: true },
      { name: 'action', label: 'عملیات', type: 'select', options: AUDIT_ACTIONS, readOnly: true },
      { name: 'before', label: 'پیش از تغییر', type: 'textarea', readOnly: true },
      { name: 'after', label: 'پس از تغییر', type: 'textarea', readOnly: true },
      { name: 'ip', label: 'آی‌پی', type: 'text', readOnly: true },
      { name: 'created_at', label: 'زمان', type: 'datetime', readOnly: true },
    ],
    // Each entry reads as a sentence (core's auditSentence): who did what to which record, and what changed.
    columns: [
      idColumn,
      { name: 'created_at', label: 'زمان', type: 'datetime', sortable: true },
      { name: 'admin_name', label: 'مدیر' },
      { name: 'summary', label: 'شرح' },
      { name: 'ip', label: 'آی‌پی' },
    ],
    filters: [
      { name: 'admin', label: 'مدیر', type: 'reference', reference: 'admins' },
      { name: 'entity', label: 'بخش', type: 'search' },
      { name: 'entity_id', label: 'شناسه رکورد', type: 'search' },
      { name: 'action', label: 'عملیات', type: 'select', options: AUDIT_ACTIONS },
      { ...createdAtFilter, label: 'تاریخ' },
    ],
    sortKeys: ['id', 'created_at'],
    perPage: 20,
  }),
]);
