import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. The local disk implements it today; an S3-compatible store can implement
 * the same three calls later without touching the routes.
 */
export interface FileStorage {
  /** Writes the file under `key`, atomically (a reader never sees half a file). */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The file and its size, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are lower-case segments of letters, digits, dots, dashes and underscores joined by `/`: no
 * empty segment, no `.` or `..` segment, no absolute path. Callers build keys themselves (never from a
 * client's file name); this check is the second wall against path traversal.
 */
const KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export function isSafeStorageKey(key: string): boolean {
  return key.length <= 255 && KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

/** A FileStorage on a folder of the local disk (`<data dir>/uploads`). */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const path = resolve(base, key);
    // resolve() has folded any `..`; the result must still be inside the root.
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(temporary, data, { flag: 'wx' });
        else await pipeline(data, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
