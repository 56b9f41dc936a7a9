import { auditEntityName, auditSentence } from '@shop-admin/core';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, auditLogs } from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { keysetBatches } from '../export/sources.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery, ResourceService, WriteValues } from '../resource-service.ts';
import { readDateFilter } from '../table-service.ts';

/** One audit row as the API answers it. */
export interface AuditLogRow {
  id: number;
  /** The entry as a Persian sentence (core's auditSentence). */
  summary: string;
  /** The kind of record, in Persian (`products` → محصول). */
  entity_label: string;
  admin_id: number | null;
  admin_name: string | null;
  entity: string;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Date;
}

const selection = {
  id: auditLogs.id,
  adminId: auditLogs.adminId,
  adminName: admins.name,
  entity: auditLogs.entity,
  entityId: auditLogs.entityId,
  action: auditLogs.action,
  before: auditLogs.before,
  after: auditLogs.after,
  ip: auditLogs.ip,
  createdAt: auditLogs.createdAt,
};

type Selected = { [K in keyof typeof selection]: unknown };

const serialize = (row: Selected): AuditLogRow => {
  const entry = {
    admin_name: (row.adminName as string | null) ?? null,
    entity: row.entity as string,
    entity_id: row.entityId as string,
    action: row.action as string,
    before: row.before ?? null,
    after: row.after ?? null,
  };
  return {
    id: row.id as number,
    summary: auditSentence(entry),
    entity_label: auditEntityName(entry.entity),
    admin_id: (row.adminId as number | null) ?? null,
    ...entry,
    ip: (row.ip as string | null) ?? null,
    created_at: row.createdAt as Date,
  };
};

const positiveId = (value: string | undefined): number | null =>
  value && /^\d{1,15}$/.test(value) ? Number(value) : null;

/**
 * Filters: admin (id), entity, entity_id, action, start_date/end_date (Jalali days, Tehran time); and
 * Shopit's activity-log names for the same: causedById, model, subject_id, event_name.
 */
export function auditConditions(filters: Record<string, string>): SQL[] {
  const conditions: SQL[] = [];
  const adminId = positiveId(filters.admin ?? filters.admin_id ?? filters.causedById);
  if (adminId !== null) conditions.push(eq(auditLogs.adminId, adminId));
  const entity = filters.entity || filters.model;
  const entityId = filters.entity_id || filters.subject_id;
  const action = filters.action || filters.event_name;
  if (entity) conditions.push(eq(auditLogs.entity, entity));
  if (entityId) conditions.push(eq(auditLogs.entityId, entityId));
  if (action) conditions.push(eq(auditLogs.action, action));
  for (const edge of ['start', 'end'] as const) {
    const text = filters[`${edge}_date`];
    if (!text) continue;
    const date = readDateFilter(text, edge);
    if (!date) throw validationFailed({ [`${edge}_date`]: ['تاریخ وارد شده معتبر نیست.'] });
    conditions.push(edge === 'start' ? gte(auditLogs.createdAt, date) : lt(auditLogs.createdAt, date));
  }
  return conditions;
}

const base = (db: Db) =>
  db.select(selection).from(auditLogs).leftJoin(admins, eq(admins.id, auditLogs.adminId));

/** The audit log as a read-only resource: newest first, filtered, downloaded by keyset batches. */
export function auditLogService(db: Db): ResourceService<AuditLogRow, WriteValues, 'logs'> {
  const readOnly = () => Promise.reject(new AppError(405, 'read_only', 'گزارش فعالیت فقط خواندنی است'));
  return {
    resourceName: 'logs',
    async list(query: ListQuery) {
      const where = and(...auditConditions(query.filters));
      const order = query.sortBy === 'created_at' && !query.sortDesc ? auditLogs.id : desc(auditLogs.id);
      const page = base(db).where(where).orderBy(order);
      const rows = await onePage(page.$dynamic(), query.page);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLogs).where(where);
      return { items: rows.map(serialize), total };
    },
    async get(id) {
      const [row] = await base(db).where(eq(auditLogs.id, id)).limit(1);
      return row ? serialize(row) : null;
    },
    create: readOnly,
    update: readOnly,
    remove: readOnly,
    exportBatches(query) {
      const conditions = auditConditions(query.filters);
      return keysetBatches(
        async (after: number | null, size) => {
          const rows = await base(db)
            .where(and(...conditions, after === null ? undefined : lt(auditLogs.id, after)))
            .orderBy(desc(auditLogs.id))
            .limit(size);
          return rows.map(serialize);
        },
        (row) => row.id,
      );
    },
  };
}

/** The newest rows of the log (the dashboard's `logs` key reads the last 6). */
export async function latestAuditLogs(db: Db, limit = 6): Promise<AuditLogRow[]> {
  const rows = await base(db).orderBy(desc(auditLogs.id)).limit(limit);
  return rows.map(serialize);
}

/** The entities the log holds, and who causes entries (Shopit's `logs/models`: `{models, causedModels}`). */
export async function auditModels(db: Db): Promise<{ models: string[]; causedModels: string[] }> {
  const rows = await db
    .selectDistinct({ entity: auditLogs.entity })
    .from(auditLogs)
    .orderBy(auditLogs.entity);
  return { models: rows.map((row) => row.entity), causedModels: ['admins'] };
}
