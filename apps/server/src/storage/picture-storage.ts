// Where dog pictures live: a folder (the default, DATA_DIR/uploads/dogs) or S3-compatible object
// storage (PICTURE_STORE=s3, s3-picture-storage.ts) when several server processes serve PawDesk
// (docs/storage.md). A small interface; nothing else knows where the bytes are.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { TEnv } from '../env';
import { createS3PictureStorage } from './s3-picture-storage';

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

export function isSafePictureName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

export function assertSafePictureName(name: string): void {
  if (!isSafePictureName(name)) throw new Error(`Unsafe file name: ${name}`);
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
      assertSafePictureName(name);
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
      if (!isSafePictureName(name)) return null;
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
      assertSafePictureName(name);
      await unlink(join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

/** The store the settings name: PICTURE_STORE=s3 and its S3_* settings, else the folder. */
export function createPictureStorageFromEnv(env: TEnv): PictureStorage {
  if (env.PICTURE_STORE === 's3') {
    return createS3PictureStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET as string,
      region: env.S3_REGION,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createFolderPictureStorage(join(env.dataDir, 'uploads', 'dogs'));
}
