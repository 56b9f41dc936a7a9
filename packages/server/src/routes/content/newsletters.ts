import { htmlWords, newsletterTestFields, permissionsOf } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { refused } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { readListQuery, registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams, pagedList } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import type { AuthAdmin } from '../../services/admins.ts';
import { newsletterDeliveriesService } from '../../services/content/newsletter-deliveries.ts';
import { createMailer, newsletterMessage } from '../../services/content/newsletter-job.ts';
import { newslettersService, subscribersService } from '../../services/content/newsletters.ts';

/**
 * Newsletters (`admin/newsletters`: list, show, create, delete; *_newsletters) and their subscribers
 * (`admin/newsletters/users`: list, show, create, delete); a draft sent once to the signed-in admin
 * (`POST admin/newsletters/test`, into the outbox or through SMTP like the real thing); the delivery
 * per subscriber (`GET admin/newsletters/{id}/deliveries`). Sending is the newsletter job's
 * (services/content/newsletter-job.ts), started by main.ts.
 */
export async function newslettersRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const newsletters = declared('newsletters');
  const perms = permissionsOf(newsletters.permissionStem);
  const deliveries = newsletterDeliveriesService(app.ctx.db);

  app.post(
    '/admin/newsletters/test',
    { config: { permission: perms.write, docsBody: fieldsToJsonSchema(newsletterTestFields) } },
    async (request) => {
      const values = validateBody(request.body, newsletterTestFields);
      const body = String(values.body ?? '');
      if (htmlWords(body).length === 0 && !/<img\b/i.test(body))
        throw refused('empty_body', 'متن خبرنامه پس از پاک‌سازی خالی است.', 'body');
      const admin = request.admin as AuthAdmin;
      const to = typeof values.email === 'string' && values.email !== '' ? values.email : admin.email;
      if (!to)
        throw refused(
          'no_email',
          'برای حساب شما ایمیلی ثبت نشده است؛ نشانی ایمیل آزمایشی را وارد کنید.',
          'email',
        );
      const mailer = createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: config.outboxDir,
        from: config.mailFrom,
      });
      try {
        await mailer.send({
          to,
          subject: `[آزمایشی] ${String(values.title)}`,
          ...newsletterMessage(body),
          key: `newsletter-test-${admin.id}-${app.ctx.clock().getTime()}`,
          headers: { 'X-Newsletter-Test': '1' },
        });
      } finally {
        mailer.close();
      }
      return ok({ sent_to: to }, `نسخه آزمایشی به ${to} فرستاده شد`);
    },
  );
  app.get<{ Params: { id: string } }>(
    '/admin/newsletters/:id/deliveries',
    { schema: { params: idParams }, config: { permission: perms.read } },
    async (request) => {
      const query = readListQuery(request.query as Record<string, unknown>, { ...newsletters, perPage: 50 });
      const { items, total } = await deliveries.list(Number(request.params.id), query);
      return ok({ deliveries: pagedList(request, query, items, total) });
    },
  );
  // The subscribers first: `newsletters/users` is a static path, never read as a newsletter id.
  registerResourceRoutes(app, declared('subscribers'), subscribersService(app.ctx.db));
  registerResourceRoutes(app, newsletters, newslettersService(app.ctx.db));
}
