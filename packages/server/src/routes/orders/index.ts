import type { FastifyInstance } from 'fastify';
import { ordersReadRoutes } from './orders-read.ts';
import { ordersWriteRoutes } from './orders-write.ts';

/**
 * Online orders for staff (shopit-contract.md c "Orders"): the list with Shopit's filters, per-status
 * counts and `unread`, the detail and print details, the status machine (one order or many), staff-
 * created orders and their edits.
 */
export async function ordersRoutes(app: FastifyInstance) {
  await ordersReadRoutes(app);
  await ordersWriteRoutes(app);
}
