// PICTURE_STORE and the S3_* settings: the folder stays the default, and a half-made S3 setting
// stops the server at boot with a message that names what is missing.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createPictureStorageFromEnv } from './picture-storage';

describe('PICTURE_STORE settings', () => {
  it('keeps pictures in DATA_DIR/uploads/dogs unless told otherwise', () => {
    const env = loadEnv({ DATA_DIR: '/tmp/pawdesk-settings-test' });
    expect(env.PICTURE_STORE).toBe('folder');
    expect(createPictureStorageFromEnv(env)).toMatchObject({
      dir: '/tmp/pawdesk-settings-test/uploads/dogs',
    });
  });

  it('reads the S3 settings, and refuses a bucket-less store or half a key pair', () => {
    const env = loadEnv({
      PICTURE_STORE: 's3',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_BUCKET: 'pawdesk-pictures',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({
      S3_BUCKET: 'pawdesk-pictures',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(createPictureStorageFromEnv(env)).not.toHaveProperty('dir');
    expect(() => loadEnv({ PICTURE_STORE: 's3' })).toThrow(/\n {2}PICTURE_STORE=s3 needs S3_BUCKET/);
    expect(() => loadEnv({ PICTURE_STORE: 's3', S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadEnv({ PICTURE_STORE: 'disk' })).toThrow(/PICTURE_STORE/);
    expect(() => loadEnv({ PICTURE_STORE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET must be a bucket name/,
    );
  });
});
