import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.ts';

/** The web admin's build output, packages/web/dist. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface StaticWebOptions {
  /** Folder with the built web admin (index.html and assets); default packages/web/dist. */
  distDir?: string;
}

// Vite names built assets `name-<hash>.ext`; their content never changes under that name.
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_HTML = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>پنل مدیریت فروشگاه</title>
<link rel="stylesheet" href="/admin/not-built.css">
</head>
<body>
<main>
<h1>پنل مدیریت وب هنوز ساخته نشده است</h1>
<p>سرور و API فروشگاه در حال اجرا هستند، ولی خروجی پنل وب (<bdi dir="ltr">packages/web/dist</bdi>) پیدا نشد.</p>
<p>برای ساختن آن در پوشه پروژه اجرا کنید:</p>
<pre dir="ltr">npm run build -w @shop-admin/web</pre>
<p>و سپس سرور را دوباره راه‌اندازی کنید. دستور <bdi dir="ltr">npm start</bdi> هم پیش از اجرای سرور، پنل را در صورت نیاز می‌سازد.</p>
<p>مستندات API: <a href="/api/docs" dir="ltr">/api/docs</a></p>
</main>
</body>
</html>
`;

// Served as a file: the CSP allows no inline style.
const NOT_BUILT_CSS = `body{margin:0;font-family:Vazirmatn,Tahoma,sans-serif;background:#f6f7f9;color:#1f2937;line-height:1.9}
main{max-inline-size:40rem;margin-block:4rem;margin-inline:auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0001}
h1{font-size:1.4rem;margin-block-start:0}pre{background:#111827;color:#f9fafb;padding:.75rem 1rem;border-radius:8px;text-align:start}
`;

function sendNotBuilt(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
}

/** The built web admin under /admin with SPA fallback, or a Persian page saying how to build it. */
async function webAdmin(app: FastifyInstance, options: { distDir: string }) {
  const { distDir } = options;
  const hide = { schema: { hide: true } };
  if (!existsSync(join(distDir, 'index.html'))) {
    app.get('/not-built.css', hide, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(NOT_BUILT_CSS),
    );
    app.get('/', hide, (_request, reply) => sendNotBuilt(reply));
    app.get('/*', hide, (_request, reply) => sendNotBuilt(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(reply, path) {
      reply.header('cache-control', HASHED.test(basename(path)) ? IMMUTABLE : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
  app.get('/', hide, (_request, reply) => sendIndex(reply));
  // Paths that are not files are screens of the single-page app; a missing file with an extension
  // (an old asset, a typo) stays a 404.
  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if ((request.method === 'GET' || request.method === 'HEAD') && !/\.[A-Za-z0-9]{1,8}$/.test(path)) {
      return sendIndex(reply);
    }
    return reply.status(404).send(errorBody('not_found'));
  });
}

/**
 * Serves the web admin at /admin (built files with long cache headers for hashed assets, index.html for
 * every other /admin path) and redirects / to /admin.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: StaticWebOptions) => {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin', 302));
  await app.register(webAdmin, { prefix: '/admin', distDir: options.distDir ?? DEFAULT_WEB_DIST });
});
