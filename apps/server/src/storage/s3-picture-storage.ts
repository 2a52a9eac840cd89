// Dog pictures on S3-compatible object storage (PICTURE_STORE=s3; docs/storage.md), so every
// server process behind a load balancer serves every picture. Written for AWS S3, Cloudflare R2,
// MinIO, Backblaze B2 (S3 API) and any store that speaks the S3 API with signature v4; tested
// against s3rver (apps/server/test/helpers/s3-server.ts).
//
// - Objects are `dogs/<name>` in S3_BUCKET: the bucket may hold other things later.
// - A PutObject is atomic (a reader sees the old object or the new one, never half of one), as the
//   folder's write-and-rename is.
// - Checksums only where the S3 API requires them (requestChecksumCalculation and
//   responseChecksumValidation 'WHEN_REQUIRED'): since SDK 3.729 the default adds CRC32 checksum
//   headers and trailers that several S3-compatible stores (older MinIO, B2, R2 at the time,
//   s3rver) refuse or do not return. A picture's bytes are still checked by TLS in transit.
// - A store that cannot be reached (refused, timed out, answering 5xx), or that refuses the
//   credentials, is a 503 with Retry-After in the house's error shape ('common.storageUnavailable'),
//   never a 500; a missing object is a 404 as with the folder.
// - The AWS SDK is loaded on the first picture read or written, not at boot.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { DomainError } from '../errors/domain-error';
import { assertSafePictureName, isSafePictureName, type PictureStorage } from './picture-storage';

export interface S3PictureStorageOptions {
  /** The store's URL (https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000...); unset: AWS S3. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID..., an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) instead of the host name: MinIO, s3rver, most self-hosted stores. */
  forcePathStyle: boolean;
}

/** Seconds a client should wait before retrying while the store is away. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;
/** How long connecting to the store may take, and a whole request. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEY_PREFIX = 'dogs/';

export function storageUnavailable(cause?: unknown): DomainError {
  const error = new DomainError('UNAVAILABLE', 'common.storageUnavailable', {
    retryAfter: STORAGE_RETRY_AFTER_SECONDS,
  });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** What S3 (and the compatible stores) answer for a key that is not there. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3PictureStorage(opts: S3PictureStorageOptions): PictureStorage & { close(): void } {
  let sdk: Promise<{ client: S3Client; s3: typeof import('@aws-sdk/client-s3') }> | undefined;
  const load = () => {
    sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        endpoint: opts.endpoint,
        region: opts.region,
        credentials: opts.credentials,
        forcePathStyle: opts.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // One retry: a store that is down answers 503 to the client at once rather than after a
        // long back-off; the client (and the load balancer) retry later.
        maxAttempts: 2,
        requestHandler: {
          connectionTimeout: CONNECT_TIMEOUT_MS,
          requestTimeout: REQUEST_TIMEOUT_MS,
          throwOnRequestTimeout: true,
        },
      }),
    }));
    return sdk;
  };
  /** Runs one call; anything but "no such key" is the store being unavailable. */
  const call = async <T>(run: (sdk: Awaited<ReturnType<typeof load>>) => Promise<T>): Promise<T> => {
    const loaded = await load();
    try {
      return await run(loaded);
    } catch (error) {
      if (isMissing(error)) throw error;
      throw storageUnavailable(error);
    }
  };
  return {
    async put(name, data) {
      assertSafePictureName(name);
      await call(({ client, s3 }) =>
        client.send(
          new s3.PutObjectCommand({
            Bucket: opts.bucket,
            Key: KEY_PREFIX + name,
            Body: data,
            ContentLength: data.length,
            ContentType: 'image/webp',
          }),
        ),
      );
    },
    async get(name) {
      if (!isSafePictureName(name)) return null;
      try {
        const answer = await call(({ client, s3 }) =>
          client.send(new s3.GetObjectCommand({ Bucket: opts.bucket, Key: KEY_PREFIX + name })),
        );
        if (!answer.Body) return null;
        return { stream: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(name) {
      assertSafePictureName(name);
      // S3 answers 204 for a key that is not there too.
      await call(({ client, s3 }) =>
        client.send(new s3.DeleteObjectCommand({ Bucket: opts.bucket, Key: KEY_PREFIX + name })),
      ).catch((error) => {
        if (!isMissing(error)) throw error;
      });
    },
    close() {
      sdk?.then(({ client }) => client.destroy()).catch(() => undefined);
    },
  };
}
