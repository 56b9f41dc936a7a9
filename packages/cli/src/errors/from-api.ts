import { type ApiError, isApiError } from '@shop-admin/core/base';
import { CliError } from './cli-error.ts';

/** English messages of the error codes the API client and the server use. */
const ENGLISH: Readonly<Record<string, string>> = {
  unauthenticated: 'Not signed in, or the token was revoked or expired.',
  token_expired: 'The session expired (unused too long, or too old).',
  invalid_credentials: 'Wrong username or password.',
  forbidden: "Your role doesn't have the permission this needs.",
  not_found: 'Not found.',
  validation_failed: 'The server refused the input.',
  duplicate: 'A record with this value already exists.',
  in_use: 'The record is in use elsewhere and cannot be deleted.',
  invalid_value: 'The server refused a value.',
  bulk_rejected: 'The server refused rows of the bulk edit; nothing was written.',
  bulk_conflict: 'Rows changed in the shop since they were read; nothing was written.',
  change_set_undone: 'This change set was already undone; a change set is undone once.',
  change_set_is_undo: 'This change set is an undo itself and is not undone; apply the edit again instead.',
  idempotency_key_reused: 'This idempotency key was already used for a different request.',
  rate_limited: 'Too many requests; wait a moment and try again.',
  server_error: 'The server failed to handle the request.',
  network_error: "Couldn't reach the server.",
  aborted: 'The request was cancelled.',
  invalid_response: "The server's answer could not be read.",
  http_error: 'The request failed.',
};

const HINTS: Readonly<Record<string, string>> = {
  change_set_undone: '`shop-admin products changes` lists change sets and the undo of each.',
  unauthenticated: 'Sign in again with `shop-admin login`.',
  token_expired: 'Sign in again with `shop-admin login`.',
  invalid_response:
    "Check the server address: it is the shop's origin (https://shop.example), not a page such as /admin.",
  network_error: 'Check the server address (`shop-admin whoami`, SHOP_ADMIN_URL) and that the server runs.',
};

function english(error: ApiError): string {
  const { code, status } = error;
  // The server names the permission a refusal is about (data.permission): say which.
  const permission = (error.data as { permission?: unknown } | null)?.permission;
  if (code === 'forbidden' && typeof permission === 'string')
    return `Your role doesn't have the permission this needs: ${permission}.`;
  if (code === 'invalid_response') {
    const type = error.contentType ? error.contentType : 'no content type';
    return `The answer is not the shop API's JSON envelope (HTTP ${status}, ${type}).`;
  }
  return ENGLISH[code] ?? `The server refused the request (HTTP ${status}, ${code}).`;
}

/** Whatever a command threw, as a CliError: ApiErrors get an English message and keep the Persian one. */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (isApiError(error)) {
    const fields = { ...error.fieldErrors } as Record<string, string[]>;
    const hint = HINTS[error.code];
    return new CliError({
      code: error.code,
      status: error.status,
      message: english(error),
      messageFa: error.message,
      fields,
      fieldsFa: fields,
      ...(hint === undefined ? {} : { hint }),
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CliError({ code: 'internal', message: `Unexpected failure: ${message}`, cause: error });
}

/** Turns a 404 of a list endpoint into "this server doesn't serve it" (lists never 404 otherwise). */
export function endpointUnavailable(error: unknown, what: string): unknown {
  // A 404 page that is not the API's envelope is a wrong address, not a missing endpoint.
  if (!isApiError(error) || error.status !== 404 || error.code === 'invalid_response') return error;
  return new CliError({
    code: 'endpoint_unavailable',
    status: 404,
    message: `This server does not serve ${what}.`,
    messageFa: error.message,
    hint: 'The server may be older than this CLI; update it, or check `shop-admin whoami` for the server in use.',
    cause: error,
  });
}
