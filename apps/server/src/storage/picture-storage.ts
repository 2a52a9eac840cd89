// Where dog pictures live. A small interface so object storage (S3 and the like) can replace
// the folder when the server runs on several machines; nothing else knows about files.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredPicture {
  stream: Readable;
  size: number;
}

export interface PictureStorage {
  /** Stores (or replaces) a file; readers never see a half-written file. */
  put(name: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(name: string): Promise<StoredPicture | null>;
  /** Removes a file; removing a missing file is not an error. */
  delete(name: string): Promise<void>;
}

/** Names are flat: letters, digits, dots, hyphens and underscores, never '..' or a slash. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`Unsafe file name: ${name}`);
}

export interface FolderPictureStorage extends PictureStorage {
  readonly dir: string;
}

/** Files in one folder (DATA_DIR/uploads/dogs by default), written via a temporary file and a rename. */
export function createFolderPictureStorage(dir: string): FolderPictureStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true });
    return ready;
  };
  return {
    dir,
    async put(name, data) {
      assertSafeName(name);
      await ensureDir();
      const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, data, { flag: 'wx' });
        await rename(temp, join(dir, name));
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },
    async get(name) {
      if (!SAFE_NAME.test(name) || name.includes('..')) return null;
      const path = join(dir, name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(name) {
      assertSafeName(name);
      await unlink(join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}
