import { ApiError } from '@shop-admin/core';

/**
 * Sends one file as multipart to an API path through XMLHttpRequest, so the progress of the body can
 * be shown (fetch has no upload progress). Resolves to the envelope's `data`; rejects with an
 * ApiError carrying the server's Persian message.
 */
export function uploadFile<T>(options: {
  baseURL: string;
  token: string | null;
  /** Path under the API root, e.g. `admin/sliders/image`. */
  path: string;
  /** The multipart field name (`image`, `images`). */
  field: string;
  file: File;
  onProgress?: (fraction: number) => void;
}): Promise<T> {
  const { baseURL, token, path, field, file, onProgress } = options;
  const url = new URL(path, new URL(baseURL, globalThis.location?.href));
  const form = new FormData();
  form.append(field, file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.toString());
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: { message?: string; data?: T } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data !== undefined) {
        onProgress?.(1);
        resolve(body.data);
      } else {
        reject(
          new ApiError({
            status: xhr.status,
            code: 'upload_failed',
            message: body.message ?? 'بارگذاری تصویر انجام نشد.',
          }),
        );
      }
    });
    xhr.addEventListener('error', () =>
      reject(
        new ApiError({
          status: 0,
          code: 'network_error',
          message: 'بارگذاری تصویر انجام نشد؛ اتصال را بررسی کنید.',
        }),
      ),
    );
    xhr.send(form);
  });
}
