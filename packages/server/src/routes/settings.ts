import { stemPermission } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { ifMatchOf } from '../http/record-version.ts';
import {
  settingGroupsWithRows,
  settingsOfGroup,
  settingsVersion,
  updateSettings,
} from '../services/settings.ts';

/** The body of PUT admin/settings, for the OpenAPI document (validated by the settings' own rules). */
const settingsBodyDocs = {
  type: 'object',
  description:
    'A flat map {setting name: value}. Numbers and prices in any digit script, booleans 0/1/true/false.',
  additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
};

/**
 * Settings groups, one group's rows, and the typed all-or-nothing save (shopit-contract.md c "Settings").
 * The settings have one version (every value's hash): both GETs answer it as the ETag (a group also
 * as `version`), and a PUT with If-Match naming another is a 412 with every value as it is now.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // Shopit answers the group list as the data itself, not under a key.
  app.get(
    '/admin/settings',
    { config: { permission: stemPermission('setting', 'read') } },
    async (_request, reply) => {
      const groups = await settingGroupsWithRows(db);
      reply.header('etag', `"${await settingsVersion(db)}"`);
      return ok(groups);
    },
  );

  app.get<{ Params: { group: string } }>(
    '/admin/settings/:group',
    { config: { permission: stemPermission('setting', 'read') } },
    async (request, reply) => {
      const rows = await settingsOfGroup(db, request.params.group);
      const version = await settingsVersion(db);
      reply.header('etag', `"${version}"`);
      return ok({ settings: rows, version });
    },
  );

  app.put(
    '/admin/settings',
    {
      config: {
        permission: stemPermission('setting', 'modify'),
        docsBody: settingsBodyDocs,
        versionChecked: true,
      },
    },
    async (request, reply) => {
      const version = await updateSettings(db, request.body, app.ctx.clock(), {
        imageHosts: app.ctx.config.imageHosts,
        ifMatch: ifMatchOf(request),
      });
      reply.header('etag', `"${version}"`);
      return ok(null, 'تنظیمات با موفقیت ویرایش شد');
    },
  );
}
