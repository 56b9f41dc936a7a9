import { requestContext } from '@fastify/request-context';

/** Who is writing, as the audit log records it; set once per authenticated admin request. */
export interface AuditActor {
  adminId: number | null;
  ip: string | null;
  /** The app's clock (tests move time). */
  now: () => Date;
}

declare module '@fastify/request-context' {
  interface RequestContextData {
    auditActor?: AuditActor;
  }
}

/** The actor of the request this code runs in, or null outside a request (jobs, seeds, storefront). */
export const currentAuditActor = (): AuditActor | null => requestContext.get('auditActor') ?? null;
