import { ERROR_CATALOGUE, type ErrorCode } from '@shop-admin/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseBusy, isDatabaseUnreachable, isForeignKeyViolation, sqlState } from '../db/errors.ts';
import { AppError, errorBody, MESSAGES } from '../http/errors.ts';

/** Fastify's own error codes, mapped to the contract's stable code (status and Persian message from the catalogue). */
const FASTIFY_ERRORS: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_BAD_URL: 'bad_request',
  // A path parameter longer than any id or slug names nothing (as Laravel's model binding would say).
  FST_ERR_MAX_PARAM_LENGTH: 'not_found',
};

/** Other client errors by status, for plugins that throw plain HTTP errors. */
const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** How long a client waits before retrying while the database is unreachable (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS = 5;
/** How long a client waits before retrying when every database connection was busy: a queue moves fast. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Class 22 (data exception: NUL in text, a number out of a column's range, text longer than its
 * column, a bad cast) and 54000 (a value too big to index) mean the database refused a value the
 * client sent. They are the client's 422, not a server fault; the edge checks should have caught
 * them, so they are still logged.
 */
const isRefusedValue = (state: string | undefined): boolean =>
  state !== undefined && (state.startsWith('22') || state === '54000');

/** The envelope of a catalogued code, with the catalogue's status unless the error had its own. */
function send(reply: FastifyReply, code: ErrorCode, status: number = ERROR_CATALOGUE[code].status) {
  return reply.status(status).send(errorBody(code));
}

function validationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { missingProperty?: string; additionalProperty?: string };
    const field =
      (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
      String(params?.missingProperty ?? params?.additionalProperty ?? 'body');
    const message =
      issue.keyword === 'additionalProperties'
        ? `فیلد ${params.additionalProperty} پذیرفته نیست.`
        : issue.keyword === 'required'
          ? `${field} الزامی است.`
          : `مقدار ${field} معتبر نیست.`;
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

/**
 * The one error handler. AppError and Fastify's client errors become the envelope with a Persian
 * message and a stable code; schema failures become Laravel's 422 (or 404 for a path parameter that
 * is not an id, as Laravel's model binding answers); values the database refuses become a 422;
 * anything else is a 500 that hides its internals.
 */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.status).send({
      success: false,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      data: error.data ?? null,
    });
  }
  if (error.validation) {
    if (error.validationContext === 'params') return send(reply, 'not_found');
    const errors = validationErrors(error);
    const code: ErrorCode = 'validation_failed';
    return reply.status(422).send({ success: false, code, message: MESSAGES.validation, errors, data: null });
  }
  const mapped = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (mapped) return send(reply, mapped);
  if (isDatabaseBusy(error)) {
    request.log.warn('every database connection stayed busy for the whole wait');
    return reply
      .status(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .send(errorBody('database_busy'));
  }
  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'the database is unreachable');
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(errorBody('database_unavailable'));
  }
  if (isForeignKeyViolation(error) && request.method === 'DELETE') {
    return send(reply, 'in_use');
  }
  if (isRefusedValue(sqlState(error))) {
    request.log.warn({ err: error }, 'the database refused a value from the request');
    return send(reply, 'invalid_value');
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    return send(reply, BY_STATUS[status] ?? 'bad_request', status);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 'server_error');
}

/** Registers the error handler and the 404 envelope for routes that do not exist. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => send(reply, 'not_found'));
});
