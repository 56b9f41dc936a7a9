import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from '../http/errors.ts';

/** Fastify's own error codes, mapped to the contract's status, stable code and Persian message. */
const FASTIFY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', MESSAGES.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', MESSAGES.badJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', MESSAGES.unsupportedMedia],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', MESSAGES.badRequest],
};

/**
 * One error handler: AppError and Fastify's client errors become the envelope with a Persian message
 * and a stable code; schema failures become Laravel's 422; anything else is a 500 that hides internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
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
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
          String((issue.params as { missingProperty?: string; additionalProperty?: string })?.missingProperty ??
            (issue.params as { additionalProperty?: string })?.additionalProperty ??
            'body');
        const message =
          issue.keyword === 'additionalProperties'
            ? `فیلد ${(issue.params as { additionalProperty?: string }).additionalProperty} پذیرفته نیست.`
            : issue.keyword === 'required'
              ? `${field} الزامی است.`
              : `مقدار ${field} معتبر نیست.`;
        (errors[field] ??= []).push(message);
      }
      return reply.status(422).send({ success: false, code: 'validation_failed', message: MESSAGES.validation, errors, data: null });
    }
    const mapped = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (mapped) {
      return reply.status(mapped[0]).send({ success: false, code: mapped[1], message: mapped[2], data: null });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ success: false, code: 'rate_limited', message: MESSAGES.rateLimited, data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, code: 'bad_request', message: MESSAGES.badRequest, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, code: 'server_error', message: MESSAGES.server, data: null });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ success: false, code: 'not_found', message: MESSAGES.notFound, data: null }),
  );
});
