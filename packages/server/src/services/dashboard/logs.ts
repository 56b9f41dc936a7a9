import { DASHBOARD_LIMITS, resourceNamed } from '@shop-admin/core';
import { desc, eq } from 'drizzle-orm';
import { admins, auditLogs } from '../../db/schema/index.ts';
import type { DashboardInput } from './shared.ts';

/** The log's action labels, from core's `logs` resource declaration. */
const ACTIONS = resourceNamed('logs').fields.find((f) => f.name === 'action')?.options ?? [];
const actionLabel = (action: string) => ACTIONS.find((a) => a.value === action)?.label ?? action;

/**
 * `logs`: the newest rows of the staff audit log (issue 6's `audit_logs`, read directly: its module
 * exports the writer only), in Shopit's activity-log shape (`subject_type`, `event`, a Persian
 * `description`) plus the admin; before/after stay in the log's own screen.
 */
export async function latestLogs({ db }: DashboardInput) {
  const rows = await db
    .select({ log: auditLogs, adminName: admins.name })
    .from(auditLogs)
    .leftJoin(admins, eq(admins.id, auditLogs.adminId))
    .orderBy(desc(auditLogs.id))
    .limit(DASHBOARD_LIMITS.logs);
  return rows.map(({ log, adminName }) => ({
    id: log.id,
    subject_type: log.entity,
    subject_id: log.entityId,
    event: log.action,
    description: `${actionLabel(log.action)} ${log.entity} ${log.entityId}${adminName ? ` توسط ${adminName}` : ''}`,
    admin_id: log.adminId,
    admin_name: adminName,
    created_at: log.createdAt,
  }));
}
