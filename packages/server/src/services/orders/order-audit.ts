import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record.ts';

/** One audited write of the orders area (the audit log's entry shape, issue 6). */
export interface OrderAuditEntry {
  entity: 'orders' | 'order_items';
  entityId: number;
  action: 'create' | 'update' | 'delete' | 'status' | string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an orders-area write in the audit log, inside the caller's transaction (who and from which
 * IP come from the request context). Every staff write of the orders area goes through here.
 */
export async function auditOrder(db: Db, entry: OrderAuditEntry): Promise<void> {
  await recordAudit(db, entry);
}
