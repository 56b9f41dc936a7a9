import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  createMemoryTokenStorage,
  deriveErrorCode,
  isApiError,
} from '../src/index.ts';
import { useLocalServer } from './support/local-server.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  accept: string | undefined;
  body: string;
}

const seen: Seen[] = [];

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** A Shopit-shaped API: the paths name the answer each test needs. */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body = '';
  for await (const chunk of req) body += chunk;
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    accept: req.headers.accept,
    body,
  });
  const path = (req.url ?? '').split('?')[0];
  switch (path) {
    case '/api/admin/brands':
      return json(res, 200, { success: true, message: '', data: { brands: [{ id: 1, name: 'نایک' }] } });
    case '/api/admin/login':
      return json(res, 200, { success: true, message: 'ورود با موفقیت انجام شد', data: { token: '1|abc' } });
    case '/api/admin/unauthorised':
      return json(res, 401, { success: false, message: 'لطفا ابتدا وارد شوید', data: null });
    case '/api/admin/laravel-401':
      return json(res, 401, { message: 'Unauthenticated.' });
    case '/api/admin/validation':
      return json(res, 422, {
        success: false,
        message: 'Validation errors:',
        errors: { name: ['نام الزامی است.'], mobile: ['موبایل نامعتبر است.', 'موبایل تکراری است.'] },
      });
    case '/api/admin/shopit-422':
      return json(res, 422, { success: false, error: 'نام الزامی است.|موبایل نامعتبر است.' });
    case '/api/admin/html-500':
      res.writeHead(500, { 'content-type': 'text/html' });
      return void res.end('<!doctype html><h1>Whoops, looks like something went wrong.</h1>');
    case '/api/admin/coded':
      return json(res, 409, {
        success: false,
        code: 'order_status_invalid',
        message: 'وضعیت سفارش مجاز نیست.',
      });
    case '/api/admin/soft-failure':
      return json(res, 200, { success: false, message: 'نام کاربری یا رمز عبور اشتباه است', data: null });
    case '/api/admin/no-envelope':
      return json(res, 200, { varieties: [1, 2] });
    case '/api/admin/html-page':
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end('<!doctype html><title>مدیریت</title>');
    case '/api/admin/html-401':
      res.writeHead(401, { 'content-type': 'text/html' });
      return void res.end('<h1>401</h1>');
    case '/api/admin/bare-array':
      return json(res, 200, []);
    case '/api/admin/logout':
      return json(res, 200, { success: true, message: 'خروج با موفقیت انجام شد', data: null });
    case '/api/admin/slow':
      return void setTimeout(() => json(res, 200, { success: true, message: '', data: null }), 2000);
    default:
      return json(res, 404, { success: false, message: 'مورد خواسته شده یافت نشد', data: { Message: 'x' } });
  }
}

const local = useLocalServer(handle);
beforeEach(() => {
  seen.length = 0;
});

function client(token: string | null = null) {
  const tokenStorage = createMemoryTokenStorage(token);
  const onUnauthenticated = vi.fn();
  return {
    api: createApiClient({ baseURL: local.baseURL(), tokenStorage, onUnauthenticated }),
    tokenStorage,
    onUnauthenticated,
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  it('unwraps the envelope and returns data', async () => {
    const { api } = client();
    expect(await api.get('admin/brands')).toEqual({ brands: [{ id: 1, name: 'نایک' }] });
    expect(seen[0]?.accept).toBe('application/json');
  });

  it('gives the server message with the data through raw and requestEnvelope', async () => {
    const { api } = client();
    expect(await api.raw.post('admin/login', { username: 'a', password: 'b' })).toEqual({
      message: 'ورود با موفقیت انجام شد',
      data: { token: '1|abc' },
    });
    expect(await api.requestEnvelope('POST', 'admin/logout')).toEqual({
      message: 'خروج با موفقیت انجام شد',
      data: null,
    });
  });

  it('sends bodies as JSON and query parameters, leaving out null and undefined', async () => {
    const { api } = client();
    await api.post('admin/login', { username: 'admin', password: 'secret' });
    await api.get('admin/brands', { query: { page: 2, q: 'کیف', all: undefined, empty: null, ids: [1, 2] } });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ username: 'admin', password: 'secret' });
    expect(seen[1]?.url).toBe(`/api/admin/brands?page=2&q=${encodeURIComponent('کیف')}&ids=1&ids=2`);
  });

  it('returns a body without an envelope as it is', async () => {
    const { api } = client();
    expect(await api.raw.get('admin/no-envelope')).toEqual({ message: '', data: { varieties: [1, 2] } });
  });

  it('sends the Bearer header after login and stops after logout', async () => {
    const { api, tokenStorage } = client();
    await api.get('admin/brands');
    tokenStorage.set('7|token');
    await api.get('admin/brands');
    tokenStorage.clear();
    await api.get('admin/brands');
    expect(seen.map((s) => s.authorization)).toEqual([undefined, 'Bearer 7|token', undefined]);
  });

  it('clears the token and calls onUnauthenticated on a 401', async () => {
    const { api, tokenStorage, onUnauthenticated } = client('1|old');
    const error = await failure(api.get('admin/unauthorised'));
    expect(error).toMatchObject({ status: 401, code: 'unauthenticated', message: 'لطفا ابتدا وارد شوید' });
    expect(tokenStorage.get()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('replaces an English 401 message with the Persian one', async () => {
    const { api } = client();
    const error = await failure(api.get('admin/laravel-401'));
    expect(error.message).toBe('لطفا ابتدا وارد شوید');
  });

  it('gives the field errors of a 422', async () => {
    const { api, onUnauthenticated } = client('1|t');
    const error = await failure(api.post('admin/validation', { name: '' }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors).toEqual({
      name: ['نام الزامی است.'],
      mobile: ['موبایل نامعتبر است.', 'موبایل تکراری است.'],
    });
    expect(error.message).toBe('نام الزامی است.');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it("splits Shopit's {error: 'm1|m2'} into general messages", async () => {
    const { api } = client();
    const error = await failure(api.post('admin/shopit-422'));
    expect(error.messages).toEqual(['نام الزامی است.', 'موبایل نامعتبر است.']);
    expect(error.message).toBe('نام الزامی است.\nموبایل نامعتبر است.');
    expect(error.fieldErrors).toEqual({});
  });

  it('turns a 500 with an HTML body into a clean ApiError', async () => {
    const { api } = client();
    const error = await failure(api.get('admin/html-500'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'server_error' });
    expect(error.message).not.toContain('<');
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(error.data).toContain('Whoops');
  });

  it("uses the server's code when it sends one", async () => {
    const { api } = client();
    const error = await failure(api.put('admin/coded', {}));
    expect(error).toMatchObject({
      status: 409,
      code: 'order_status_invalid',
      message: 'وضعیت سفارش مجاز نیست.',
    });
  });

  it('treats a success:false envelope with status 200 as an error', async () => {
    const { api } = client();
    const error = await failure(api.post('admin/soft-failure'));
    expect(error).toMatchObject({ status: 200, message: 'نام کاربری یا رمز عبور اشتباه است' });
  });

  it('gives not_found with the Persian message for a 404', async () => {
    const { api } = client();
    const error = await failure(api.delete('admin/missing'));
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'مورد خواسته شده یافت نشد' });
    expect(error.data).toEqual({ Message: 'x' });
  });

  it('turns a refused connection into an ApiError with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const api = createApiClient({
      baseURL: `http://127.0.0.1:${port}/api/`,
      tokenStorage: createMemoryTokenStorage(),
    });
    const error = await failure(api.get('admin/home'));
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'ارتباط با سرور برقرار نشد.' });
  });

  it('turns an abort into an ApiError with code aborted', async () => {
    const { api } = client();
    const controller = new AbortController();
    const pending = failure(api.get('admin/slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ status: 0, code: 'aborted' });
  });

  it('uses an injected fetch and sends the extra default headers', async () => {
    const fetch = vi.fn(globalThis.fetch);
    const api = createApiClient({
      baseURL: local.baseURL(),
      tokenStorage: createMemoryTokenStorage(),
      fetch,
      headers: { 'X-App': 'web' },
    });
    await api.get('admin/brands');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('x-app')).toBe('web');
  });
});

describe('createApiClient with requireEnvelope', () => {
  const strict = (token: string | null = null) => {
    const tokenStorage = createMemoryTokenStorage(token);
    return {
      api: createApiClient({ baseURL: local.baseURL(), tokenStorage, requireEnvelope: true }),
      tokenStorage,
    };
  };

  it('still unwraps envelopes', async () => {
    expect(await strict().api.get('admin/brands')).toEqual({ brands: [{ id: 1, name: 'نایک' }] });
  });

  it('refuses an HTML page, a bare JSON value and a JSON object without success, naming status and type', async () => {
    const { api } = strict();
    const html = await failure(api.get('admin/html-page'));
    expect(html).toMatchObject({
      code: 'invalid_response',
      status: 200,
      contentType: 'text/html; charset=utf-8',
    });
    expect(html.message).toContain('HTTP 200, text/html; charset=utf-8');
    expect(await failure(api.get('admin/bare-array'))).toMatchObject({
      code: 'invalid_response',
      status: 200,
    });
    expect(await failure(api.raw.get('admin/no-envelope'))).toMatchObject({ code: 'invalid_response' });
    expect(await failure(api.get('admin/html-500'))).toMatchObject({ code: 'invalid_response', status: 500 });
  });

  it('keeps the token on an unreadable 401 (a proxy page says nothing about it), clears it on a real one', async () => {
    const { api, tokenStorage } = strict('5|kept');
    expect(await failure(api.get('admin/html-401'))).toMatchObject({ code: 'invalid_response', status: 401 });
    expect(tokenStorage.get()).toBe('5|kept');
    expect(await failure(api.get('admin/unauthorised'))).toMatchObject({ code: 'unauthenticated' });
    expect(tokenStorage.get()).toBeNull();
  });

  it('refuses a stream that is not an event stream', async () => {
    const { api } = strict();
    const read = async () => {
      for await (const _event of api.stream('admin/html-page')) break;
    };
    expect(await failure(read())).toMatchObject({ code: 'invalid_response', status: 200 });
  });
});

describe('deriveErrorCode', () => {
  it('maps statuses to stable codes', () => {
    expect([401, 403, 404, 422, 429, 500, 503, 0, 400, 418].map(deriveErrorCode)).toEqual([
      'unauthenticated',
      'forbidden',
      'not_found',
      'validation_failed',
      'rate_limited',
      'server_error',
      'server_error',
      'network_error',
      'http_error',
      'http_error',
    ]);
  });
});
