// Issue 27: dog pictures on S3-compatible object storage (PICTURE_STORE=s3), against a real
// S3-compatible server (s3rver, a child process: test/helpers/s3-server.ts). Two apps on one
// database and one store stand for two server processes: a picture uploaded through one is served
// by the other, with the URLs, caching headers and content type of the folder store; a store that
// cannot be reached is a 503 in the house's error shape, never a 500.
import { messageEn } from '@pawdesk/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type PeerApp, type TestApp } from '../../../test/helpers/app';
import { onCleanup } from '../../../test/helpers/cleanup';
import { type S3TestServer, startS3TestServer } from '../../../test/helpers/s3-server';
import { fixtures, makeImage, multipartBody } from './dogs.fixtures';

let s3: S3TestServer;
let one: TestApp;
let other: PeerApp;
let token: string;
let ownerId: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  onCleanup(() => s3.stop());
  one = await createTestApp({ env: s3.env });
  other = await createPeerApp(one);
  const user = await one.userWithToken('receptionist');
  token = user.token;
  ownerId = (await fixtures(one.deps, user).owner()).id;
});

afterAll(async () => {
  // Whatever a test did to it, the store is back for the cleanup.
  await s3.resume();
});

const fields = (extra: Record<string, string> = {}) => ({
  name: 'Nube',
  breed: 'Samoyed',
  age: '3',
  owners: JSON.stringify([ownerId]),
  ...extra,
});

const send = async (
  app: { app: TestApp['app'] },
  method: 'POST' | 'PUT',
  url: string,
  body: Record<string, string>,
  picture?: Buffer,
) => {
  const { payload, headers } = multipartBody(
    body,
    picture ? [{ field: 'picture', filename: 'nube.jpg', contentType: 'image/jpeg', data: picture }] : [],
  );
  return app.app.inject({ method, url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
};

const get = (app: { app: TestApp['app'] }, url: string) => app.app.inject({ method: 'GET', url });
/** What the store itself holds under a picture's name (null: nothing). */
const stored = async (name: string) => {
  const found = await s3.storage().get(name);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const thumbOf = (picture: string) => picture.replace('.webp', '-thumb.webp');

describe('dog pictures on S3-compatible storage, shared by two processes', () => {
  it('serves a picture uploaded through one process from the other, as the folder would', async () => {
    const res = await send(
      one,
      'POST',
      '/api/dogs',
      fields(),
      await makeImage('jpeg', { width: 1600, height: 1200 }),
    );
    expect(res.statusCode).toBe(201);
    const dog = res.json();
    expect(dog.pictureUrl).toBe(`/uploads/dogs/${dog.picture}`);
    for (const [url, width] of [
      [dog.pictureUrl, 1280],
      [dog.thumbnailUrl, 320],
    ] as const) {
      const image = await get(other, url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(width);
      // The same bytes through both processes, and in the store.
      expect((await get(one, url)).rawPayload.equals(image.rawPayload)).toBe(true);
    }
    expect((await stored(dog.picture))?.length).toBeGreaterThan(0);
  });

  it('replaces and removes pictures through one process, and the other serves the change at once', async () => {
    const dog = (await send(one, 'POST', '/api/dogs', fields(), await makeImage('jpeg'))).json();
    const replaced = await send(other, 'PUT', `/api/dogs/${dog._id}/picture`, {}, await makeImage('png'));
    expect(replaced.statusCode).toBe(200);
    const updated = replaced.json();
    expect(updated.picture).not.toBe(dog.picture);
    // The old picture and thumbnail are gone from the store, for both processes.
    for (const name of [dog.picture, thumbOf(dog.picture)]) expect(await stored(name)).toBeNull();
    expect((await get(one, dog.pictureUrl)).statusCode).toBe(404);
    expect((await get(one, updated.pictureUrl)).statusCode).toBe(200);

    const removed = await one.app.inject({
      method: 'DELETE',
      url: `/api/dogs/${dog._id}/picture`,
      headers: one.auth(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ picture: null, pictureUrl: null });
    for (const name of [updated.picture, thumbOf(updated.picture)]) expect(await stored(name)).toBeNull();
    expect((await get(other, updated.pictureUrl)).statusCode).toBe(404);
  });

  it('answers 404 in the house shape for a picture the store does not have', async () => {
    const res = await get(other, '/uploads/dogs/00000000-0000-4000-8000-000000000000.webp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messageEn('common.notFound') });
  });

  it('answers 503 with Retry-After while the store cannot be reached, never a 500, and serves again when it is back', async () => {
    const dog = (await send(one, 'POST', '/api/dogs', fields(), await makeImage('jpeg'))).json();
    const dogsBefore = await one.db.prisma.dog.count();
    await s3.pause();
    try {
      const read = await get(other, dog.pictureUrl);
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.json()).toEqual({ error: messageEn('common.storageUnavailable') });

      const upload = await send(one, 'POST', '/api/dogs', fields({ name: 'Lost' }), await makeImage('jpeg'));
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toEqual({ error: messageEn('common.storageUnavailable') });
      expect(await one.db.prisma.dog.count()).toBe(dogsBefore);
    } finally {
      await s3.resume();
    }
    expect((await get(other, dog.pictureUrl)).statusCode).toBe(200);
  });
});
