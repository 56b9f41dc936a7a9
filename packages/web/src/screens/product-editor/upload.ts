import { ApiError } from '@shop-admin/core';

/** A product image as the server lists it. */
export interface ServerImage {
  id: number;
  url: string;
  order: number;
}

/**
 * Uploads one image to `POST admin/products/{id}/images` through XMLHttpRequest, so the progress of
 * the body can be shown (fetch has no upload progress). Resolves to the product's images after it;
 * rejects with an ApiError carrying the server's Persian message.
 */
export function uploadProductImage(options: {
  baseURL: string;
  token: string | null;
  productId: number;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<ServerImage[]> {
  const { baseURL, token, productId, file, onProgress } = options;
  const url = new URL(`admin/products/${productId}/images`, new URL(baseURL, globalThis.location?.href));
  const form = new FormData();
  form.append('images', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.toString());
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: { message?: string; data?: { images?: ServerImage[] } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data?.images) {
        onProgress(1);
        resolve(body.data.images);
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
