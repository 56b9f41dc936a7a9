import { contactAnswerFields, contactFormFields, extraPermission } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { fieldsToJsonSchema } from '../http/json-schema.ts';
import { registerResourceRoutes } from '../http/resource-routes.ts';
import { declared, idParams } from '../http/route-kit.ts';
import { validateBody } from '../http/validate-body.ts';
import { contactsService, type NewContact } from '../services/contacts.ts';

/** Storefront visitors may send this many messages per IP in the window. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/**
 * Contact messages: the storefront's public form, and the staff list (10 per page, newest first),
 * show, read (status 1), answer and delete (shopit-contract.md c "Contacts").
 */
export async function contactsRoutes(app: FastifyInstance) {
  const resource = declared('contacts');
  const contacts = contactsService(app.ctx, app.log);

  app.post(
    '/front/contacts',
    {
      config: {
        public: true,
        rateLimit: CONTACT_RATE_LIMIT,
        docsBody: fieldsToJsonSchema(contactFormFields),
      },
    },
    async (request, reply) => {
      const values = validateBody(request.body, contactFormFields) as unknown as NewContact;
      const contact = await contacts.create(values);
      return reply.status(201).send(ok({ contact }, 'پیام شما با موفقیت ارسال شد'));
    },
  );

  registerResourceRoutes(app, resource, contacts.resource);

  app.post(
    '/admin/contacts/read-all',
    { config: { permission: extraPermission('contact_modify') } },
    async () => {
      const read = await contacts.markAllRead();
      return ok({ read, total_unread_contacts: 0 }, 'همه پیام‌ها خوانده شد');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/contacts/:id/read',
    { schema: { params: idParams }, config: { permission: extraPermission('contact_modify') } },
    async (request) => ok({ contact: await contacts.markRead(Number(request.params.id)) }, 'پیام خوانده شد'),
  );

  app.put<{ Params: { id: string } }>(
    '/admin/contacts/:id/answer',
    {
      schema: { params: idParams },
      config: {
        permission: extraPermission('contact_modify'),
        docsBody: fieldsToJsonSchema(contactAnswerFields),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!(await contacts.resource.get(id))) throw notFound();
      const { answer } = validateBody(request.body, contactAnswerFields);
      if (!request.admin) throw new Error('answer reached without an admin');
      const contact = await contacts.answer(id, String(answer), request.admin.id);
      return ok(
        { contact },
        contact.sent_to ? 'پاسخ ثبت و به ایمیل فرستنده ارسال شد' : 'پاسخ ثبت شد (فرستنده ایمیلی نداده است)',
      );
    },
  );
}
