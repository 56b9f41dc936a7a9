import { ApiError } from '@shop-admin/core';
import { uploadFile } from '../../app/upload.ts';

/** A product image as the server lists it. */
export interface ServerImage {
  id: number;
  url: string;
  order: number;
  alt?: string | null;
}

/**
 * Uploads one image to `POST admin/products/{id}/images` with progress (the app's one uploader).
 * Resolves to the product's images after it; rejects with an ApiError carrying the server's message.
 */
export async function uploadProductImage(options: {
  baseURL: string;
  token: string | null;
  productId: number;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<ServerImage[]> {
  const { productId, ...rest } = options;
  const data = await uploadFile<{ images?: ServerImage[] }>({
    ...rest,
    path: `admin/products/${productId}/images`,
    field: 'images',
  });
  if (!data.images)
    throw new ApiError({ status: 500, code: 'upload_failed', message: 'بارگذاری تصویر انجام نشد.' });
  return data.images;
}
