// Dog pictures: judged by content, re-encoded and scaled with sharp, stored under generated
// names. Re-encoding drops every piece of metadata (EXIF, GPS) after applying the EXIF
// orientation, so a phone photo neither leaks where it was taken nor shows up sideways.
//
// Format: WebP for both sizes (small files, keeps the transparency of PNG and GIF, shown by
// every current browser). Display image: fits inside 1280 × 1280, never enlarged, quality 82.
// Thumbnail for lists: fits inside 320 × 320, quality 75. Animated GIF/WebP keep their first frame.
import { randomUUID } from 'node:crypto';
import { detectPictureType, PICTURE_MAX_BYTES } from '@pawdesk/domain';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { DomainError } from '../../errors/domain-error';
import type { PictureStorage } from '../../storage/picture-storage';

/** Pictures whose header declares more pixels than this are refused before decoding. */
export const PICTURE_MAX_PIXELS = 50_000_000;
export const DISPLAY_SIZE = 1280;
export const THUMBNAIL_SIZE = 320;
export const PICTURE_CONTENT_TYPE = 'image/webp';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Only names this module generates: '<uuid>.webp' and '<uuid>-thumb.webp'. */
const PICTURE_FILE = new RegExp(`^${UUID}(-thumb)?\\.webp$`);
const DISPLAY_FILE = new RegExp(`^${UUID}\\.webp$`);

export function isPictureFileName(name: string): boolean {
  return PICTURE_FILE.test(name);
}

export function thumbnailName(picture: string): string | null {
  return DISPLAY_FILE.test(picture) ? picture.replace(/\.webp$/, '-thumb.webp') : null;
}

export function pictureUrl(picture: string | null): string | null {
  return picture ? `/uploads/dogs/${picture}` : null;
}

export function thumbnailUrl(picture: string | null): string | null {
  const thumb = picture ? thumbnailName(picture) : null;
  return thumb ? `/uploads/dogs/${thumb}` : pictureUrl(picture);
}

export interface ProcessedPicture {
  display: Buffer;
  thumbnail: Buffer;
}

const invalidType = () => new DomainError('UNSUPPORTED_MEDIA_TYPE', 'dog.pictureType');

// sharp (libvips) takes a third of a second to load; only uploads need it, so the server
// loads it on the first one instead of at boot.
let sharpModule: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
const loadSharp = () => {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
};

/** Checks an upload (size, content type, pixel count) and produces the two WebP images. */
export async function processPicture(upload: Buffer): Promise<ProcessedPicture> {
  if (upload.length > PICTURE_MAX_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', 'dog.pictureTooLarge');
  if (detectPictureType(upload) === null) throw invalidType();
  const sharp = await loadSharp();
  const input = () => sharp(upload, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error', pages: 1 });
  let meta: Metadata;
  try {
    // Reads the header only; the pixel limit is checked below with its own message.
    meta = await sharp(upload, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw invalidType();
  }
  if (!['jpeg', 'png', 'gif', 'webp'].includes(meta.format ?? '') || !meta.width || !meta.height) {
    throw invalidType();
  }
  // The header alone: a small file can declare a huge canvas (a "decompression bomb").
  const height = meta.pageHeight ?? meta.height;
  if (meta.width * height > PICTURE_MAX_PIXELS) {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'dog.pictureTooManyPixels');
  }
  try {
    const oriented = input().rotate();
    const [display, thumbnail] = await Promise.all([
      oriented
        .clone()
        .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      oriented
        .clone()
        .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { display, thumbnail };
  } catch {
    throw invalidType();
  }
}

/**
 * Processes and stores an upload under a new generated name; returns that name. Nothing is
 * left behind when any step fails.
 */
export async function storePicture(storage: PictureStorage, upload: Buffer): Promise<string> {
  const { display, thumbnail } = await processPicture(upload);
  const name = `${randomUUID()}.webp`;
  const thumb = thumbnailName(name) as string;
  try {
    await storage.put(name, display);
    await storage.put(thumb, thumbnail);
  } catch (error) {
    await deletePictureFiles(storage, name);
    throw error;
  }
  return name;
}

/** Removes a picture and its thumbnail; a failure is logged by the caller's logger at most. */
export async function deletePictureFiles(storage: PictureStorage, picture: string | null): Promise<void> {
  if (!picture || !isPictureFileName(picture)) return;
  const thumb = thumbnailName(picture);
  await Promise.allSettled([storage.delete(picture), ...(thumb ? [storage.delete(thumb)] : [])]);
}
