import { stemPermission } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { settingGroupsWithRows, settingsOfGroup, updateSettings } from '../services/settings.ts';

/** The body of PUT admin/settings, for the OpenAPI document (validated by the settings' own rules). */
const settingsBodyDocs = {
  type: 'object',
  description:
    'A flat map {setting name: value}. Numbers and prices in any digit script, booleans 0/1/true/false.',
  additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
};

/** Settings groups, one group's rows, and the typed all-or-nothing save (shopit-contract.md c "Settings"). */
export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // Shopit answers the group list as the data itself, not under a key.
  app.get('/admin/settings', { config: { permission: stemPermission('setting', 'read') } }, async () =>
    ok(await settingGroupsWithRows(db)),
  );

  app.get<{ Params: { group: string } }>(
    '/admin/settings/:group',
    { config: { permission: stemPermission('setting', 'read') } },
    async (request) => ok({ settings: await settingsOfGroup(db, request.params.group) }),
  );

  app.put(
    '/admin/settings',
    { config: { permission: stemPermission('setting', 'modify'), docsBody: settingsBodyDocs } },
    async (request) => {
      await updateSettings(db, request.body, app.ctx.clock(), { imageHosts: app.ctx.config.imageHosts });
      return ok(null, 'تنظیمات با موفقیت ویرایش شد');
    },
  );
}
