import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { adminResources, type PermissionName } from '@shop-admin/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { JsonSchema } from '../http/json-schema.ts';

/** Where the OpenAPI UI lives; its JSON is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** One tag per admin area (plus sign-in and the public storefront), in Persian and English. */
// biome-ignore format: a table
const TAGS = [
  { name: 'auth', description: 'ورود، خروج و پروفایل — sign-in, sign-out and the signed-in admin' },
  { name: 'dashboard', description: 'خانه، اعلان‌ها و داشبورد — home, notifications, live stream, push' },
  { name: 'catalogue', description: 'کاتالوگ — products, categories, brands, units, colours …' },
  { name: 'orders', description: 'سفارش‌ها و ارسال — orders, shipping, areas, coupons' },
  { name: 'shop', description: 'فروش حضوری — in-person shop sales' },
  { name: 'people', description: 'اشخاص — admins, roles and permissions, customers, sellers' },
  { name: 'wallet', description: 'کیف پول — transactions and withdrawals' },
  { name: 'content', description: 'محتوا و پیام‌ها — contact messages, posts, pages, FAQs …' },
  { name: 'settings', description: 'تنظیمات — settings groups and values' },
  { name: 'reports', description: 'گزارش‌ها — reports' },
  { name: 'system', description: 'سیستم — everything else' },
  { name: 'front', description: 'فروشگاه (عمومی) — public storefront endpoints, no token' },
  { name: 'customer', description: 'حساب مشتری — customer one-time-code login and own data (customer token)' },
] as const;

const AUTH = new Set(['login', 'logout', 'profile', 'password']);
const DASHBOARD = new Set(['home', 'notifications', 'device-token', 'push', 'dashboard', 'dashboards']);

/** The first path segment of each core resource's endpoint → its area. */
const RESOURCE_AREAS = new Map(
  adminResources.map((r) => [r.endpoint.replace(/^admin\//, '').split('/')[0], r.area]),
);

/** The tag of an /api route by its path: sign-in, dashboard, settings, or the area of its resource. */
export function tagOf(url: string): string {
  const path = url.replace(/^\/api\//, '');
  if (path.startsWith('front/')) return 'front';
  if (path.startsWith('customer/')) return 'customer';
  const segment = path.replace(/^admin\//, '').split('/')[0] ?? '';
  if (AUTH.has(segment)) return 'auth';
  if (DASHBOARD.has(segment)) return 'dashboard';
  if (segment === 'settings') return 'settings';
  if (segment === 'permissions') return 'people';
  return RESOURCE_AREAS.get(segment) ?? 'system';
}

const DESCRIPTION = `API مدیریت فروشگاه: پاسخ‌ها در پاکت \`{success, message, data}\`، فهرست‌ها با صفحه‌بندی لاراول، پیام‌های خطا به فارسی.

The staff back-office API of a Persian online shop, speaking the Shopit (Laravel) contract: every answer is
\`{success, message, data: {<key>}}\`; lists are Laravel LengthAwarePaginator objects (\`per_page\`, \`all=1\`,
\`sort_by\`/\`sort_desc\`, \`search\`); errors carry a Persian \`message\`, a stable \`code\` and, for 422,
\`errors: {field: [messages]}\`. Sign in with POST /api/admin/login and send \`Authorization: Bearer <id>|<secret>\`.
Each admin route states the permission it needs; numbers may be sent in Persian digits.`;

interface TransformInput {
  schema: Record<string, unknown> | undefined;
  url: string;
  route: RouteOptions;
}

/** Adds tags, the bearer requirement, the permission and the documented body to each /api route; hides the rest. */
function transform({ schema, url, route }: TransformInput): { schema: Record<string, unknown>; url: string } {
  const base = { ...(schema ?? {}) };
  if (!url.startsWith('/api/') || url.startsWith(DOCS_PREFIX))
    return { schema: { ...base, hide: true }, url };
  const config = (route.config ?? {}) as {
    public?: boolean;
    permission?: PermissionName | null;
    docsBody?: JsonSchema;
  };
  const isAdmin = url.startsWith('/api/admin/');
  const isCustomer = url.startsWith('/api/customer/') && !config.public;
  const guarded = isAdmin && !config.public;
  const permission = guarded
    ? config.permission
      ? `مجوز / permission: \`${config.permission}\``
      : 'هر مدیر واردشده / any signed-in admin'
    : isCustomer
      ? 'توکن مشتری / customer token (POST /api/customer/login)'
      : 'عمومی / public';
  return {
    url,
    schema: {
      ...base,
      tags: base.tags ?? [tagOf(url)],
      description: [base.description, permission].filter(Boolean).join('\n\n'),
      security: guarded || isCustomer ? [{ bearerAuth: [] }] : [],
      ...(config.docsBody && !base.body ? { body: config.docsBody } : {}),
    },
  };
}

/**
 * OpenAPI document and UI at /api/docs. Registered before the routes (it collects them as they are
 * added). Route bodies validated by core's rules are documented from `config.docsBody`, never attached
 * to `schema.body`, so AJV does not judge them.
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Shop admin API · API مدیریت فروشگاه', description: DESCRIPTION, version: '0.1.0' },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from POST /api/admin/login: `<id>|<secret>`.',
          },
        },
      },
      tags: TAGS.map((tag) => ({ ...tag })),
    },
    transform: transform as never,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true, persistAuthorization: false },
    // swagger-ui (React) styles its widgets with inline style attributes; allow that on its own pages
    // only. Scripts stay 'self'; everything else keeps the app's policy.
    transformStaticCSP: (header: string) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
});
