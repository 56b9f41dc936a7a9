import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { ajvFor, type Finding, findingsOf } from './openapi-validator.ts';

/**
 * A test-only preSerialization hook that validates what each handler returned, before Fastify's
 * serialiser (fast-json-stringify) sees it, against the route's own response schema for the status
 * it answers: the serialiser drops a property its schema does not name and coerces a value of
 * another type, so checking the bytes on the wire alone would never see a field that vanished.
 * The payload is read as JSON.stringify would write it (dates as text), as the answer was before
 * response schemas.
 */
export function checkPayloadsBeforeSerialisation(app: FastifyInstance) {
  const ajv = ajvFor();
  const compiled = new WeakMap<object, ValidateFunction>();
  const findings: Finding[] = [];
  /** `METHOD /url status` of each answer whose route has no schema for that status (writes not yet typed). */
  const unschemed = new Set<string>();
  let checked = 0;
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, object> | undefined;
    const status = String(reply.statusCode);
    const schema = responses?.[status] ?? responses?.[`${status[0]}xx`] ?? responses?.[`${status[0]}XX`];
    const where = `${request.method} ${request.routeOptions.url} ${status} (before serialisation)`;
    if (!schema) {
      if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
        unschemed.add(`${request.method} ${request.routeOptions.url} ${status}`);
      return payload;
    }
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    checked += 1;
    if (!validate(JSON.parse(JSON.stringify(payload)))) findings.push(...findingsOf(where, validate.errors));
    return payload;
  });
  return { findings, unschemed, checkedCount: () => checked };
}
