import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Validates real answers against the served OpenAPI document with a third-party validator (ajv, JSON
 * Schema 2020-12 as OpenAPI 3.1 speaks it). A property the schema does not name is an *undocumented
 * field*; any other failure (a type, a missing required key, a value outside an enum) a *disagreement*.
 */

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read key by key
export type OpenApiDoc = any;

export interface Finding {
  where: string;
  kind: 'undocumented' | 'disagreement';
  detail: string;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Classifies ajv's errors of one answer. */
export function findingsOf(where: string, errors: ErrorObject[] | null | undefined): Finding[] {
  return (errors ?? [])
    .filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf')
    .map((error) =>
      error.keyword === 'additionalProperties'
        ? {
            where,
            kind: 'undocumented' as const,
            detail: `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`,
          }
        : { where, kind: 'disagreement' as const, detail: `${error.instancePath} ${error.message}` },
    );
}

export function ajvFor() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}

/** The document's JSON answer schemas by operation and status (`4XX` ranges and `default` too). */
export function documentValidator(doc: OpenApiDoc) {
  const ajv = ajvFor();
  ajv.addSchema(doc, 'doc');
  const compiled = new Map<string, ValidateFunction | null>();
  /** The documented status key an answer of `status` falls under, or null. */
  const statusKey = (path: string, method: string, status: number): string | null => {
    const responses = doc.paths?.[path]?.[method]?.responses ?? {};
    for (const key of [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'])
      if (responses[key]) return key;
    return null;
  };
  return {
    statusKey,
    /** The JSON schema's validator of this operation's answer of this status, or null when it documents none. */
    validatorOf(path: string, method: string, status: number): ValidateFunction | null {
      const key = statusKey(path, method, status);
      if (!key) return null;
      const id = `${method} ${path} ${key}`;
      if (!compiled.has(id)) {
        const schema = doc.paths[path][method].responses[key]?.content?.['application/json']?.schema;
        compiled.set(
          id,
          schema
            ? ajv.compile({
                $ref: `doc#/${pointer('paths', path, method, 'responses', key, 'content', 'application/json', 'schema')}`,
              })
            : null,
        );
      }
      return compiled.get(id) ?? null;
    },
  };
}
