import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseBusy, isDatabaseUnreachable, isForeignKeyViolation, sqlState } from '../db/errors.ts';
import { AppError, MESSAGES } from '../http/errors.ts';

type Mapped = [status: number, code: string, message: string];

/** Fastify's own error codes, mapped to the contract's status, stable code and Persian message. */
const FASTIFY_ERRORS: Record<string, Mapped> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', MESSAGES.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', MESSAGES.badJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', MESSAGES.unsupportedMedia],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', MESSAGES.badRequest],
  FST_ERR_BAD_URL: [400, 'bad_request', MESSAGES.badRequest],
  // A path parameter longer than any id or slug names nothing (as Laravel's model binding would say).
  FST_ERR_MAX_PARAM_LENGTH: [404, 'not_found', MESSAGES.notFound],
};

/** Other client errors by status, for plugins that throw plain HTTP errors. */
const BY_STATUS: Record<number, Mapped> = {
  401: [401, 'unauthenticated', MESSAGES.unauthenticated],
  403: [403, 'forbidden', MESSAGES.forbidden],
  404: [404, 'not_found', MESSAGES.notFound],
  413: [413, 'payload_too_large', MESSAGES.tooLarge],
  415: [415, 'unsupported_media_type', MESSAGES.unsupportedMedia],
  429: [429, 'rate_limited', MESSAGES.rateLimited],
};

const INVALID_VALUE = 'مقدار ارسال شده معتبر نیست.';
const IN_USE = 'این مورد در جای دیگری به کار رفته و حذف نمی‌شود.';
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

function send(reply: FastifyReply, [status, code, message]: Mapped) {
  return reply.status(status).send({ success: false, code, message, data: null });
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
    if (error.validationContext === 'params') return send(reply, BY_STATUS[404] as Mapped);
    const errors = validationErrors(error);
    return reply
      .status(422)
      .send({ success: false, code: 'validation_failed', message: MESSAGES.validation, errors, data: null });
  }
  const mapped = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (mapped) return send(reply, mapped);
  if (isDatabaseBusy(error)) {
    request.log.warn('every database connection stayed busy for the whole wait');
    return reply
      .status(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .send({ success: false, code: 'database_busy', message: MESSAGES.busy, data: null });
  }
  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'the database is unreachable');
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ success: false, code: 'database_unavailable', message: MESSAGES.unavailable, data: null });
  }
  if (isForeignKeyViolation(error) && request.method === 'DELETE') {
    return send(reply, [422, 'in_use', IN_USE]);
  }
  if (isRefusedValue(sqlState(error))) {
    request.log.warn({ err: error }, 'the database refused a value from the request');
    return send(reply, [422, 'invalid_value', INVALID_VALUE]);
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    return send(reply, BY_STATUS[status] ?? [status, 'bad_request', MESSAGES.badRequest]);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, [500, 'server_error', MESSAGES.server]);
}

/** Registers the error handler and the 404 envelope for routes that do not exist. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => send(reply, BY_STATUS[404] as Mapped));
});
