import { useCallback } from 'react';
import { useServices } from './services-context.tsx';
import { uploadFile } from './upload.ts';

/**
 * An upload function for the image widget: sends the file to `POST <path>` (the server's image
 * endpoints, `admin/<kind>/image`) and resolves to the stored path it answers. Null without a path.
 */
export function useImageUploader(path: string | null) {
  const { baseURL, tokenStorage } = useServices();
  const upload = useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const data = await uploadFile<{ image: string }>({
        baseURL,
        token: tokenStorage.get(),
        path: path ?? '',
        field: 'image',
        file,
        onProgress,
      });
      return data.image;
    },
    [baseURL, tokenStorage, path],
  );
  return path ? upload : null;
}
