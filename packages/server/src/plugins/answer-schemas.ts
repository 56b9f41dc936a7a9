import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswer, type RouteAnswers } from '../http/answers/shapes.ts';
import { DOCS_PREFIX } from './docs.ts';

/**
 * Gives every /api route its answers' schemas as it is registered: the shared error envelope for
 * every 4xx and 5xx, and the 200 that `answers` (routes/answers/) gives for a route whose registration
 * gives none. Registered before the routes (like the OpenAPI document, which then shows them).
 */
export const answerSchemasPlugin = fp(
  async (app: FastifyInstance, { answers }: { answers: RouteAnswers }) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const own = (route.schema?.response ?? {}) as { 200?: unknown };
      const ok = methods.map((method) => answers[`${method} ${route.url}`]).find(Boolean);
      route.schema = {
        ...route.schema,
        response: {
          ...(ok && !own[200] ? { 200: ok } : {}),
          '4xx': errorAnswer,
          '5xx': errorAnswer,
          ...own,
        },
      };
    });
  },
);
