import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures, makeImage, multipartBody } from './dogs.fixtures';

describe('dog pictures (multipart, /uploads/dogs)', () => {
  let t: TestApp;
  let token: string;
  let f: ReturnType<typeof fixtures>;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    token = user.token;
    f = fixtures(t.deps, user);
    ownerId = (await f.owner()).id;
  });

  const fields = (extra: Record<string, string> = {}) => ({
    name: 'Pic',
    breed: 'Beagle',
    age: '2',
    owners: JSON.stringify([ownerId]),
    ...extra,
  });

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    body: Record<string, string>,
    file?: { data: Buffer; filename?: string; contentType?: string; field?: string },
  ) => {
    const { payload, headers } = multipartBody(
      body,
      file
        ? [
            {
              field: file.field ?? 'picture',
              filename: file.filename ?? 'photo.jpg',
              contentType: file.contentType ?? 'image/jpeg',
              data: file.data,
            },
          ]
        : [],
    );
    return t.app.inject({ method, url, payload, headers: { ...headers, ...t.auth(token) } });
  };

  const files = async () => (await readdir(t.pictures.dir)).filter((n) => !n.startsWith('.')).sort();
  const picturesInDb = async () =>
    (await t.db.prisma.dog.findMany({ where: { picture: { not: null } }, select: { picture: true } })).length;

  it('creates a dog from multipart with a JPEG: stored re-encoded under a generated name, served publicly', async () => {
    const jpeg = await makeImage('jpeg', { width: 2000, height: 1500 });
    const res = await send('POST', '/api/dogs', fields({ weight: '7.5', particularSigns: 'Spots' }), {
      data: jpeg,
    });
    expect(res.statusCode).toBe(201);
    const dog = res.json();
    expect(dog).toMatchObject({ name: 'Pic', age: 2, weight: 7.5, particularSigns: 'Spots' });
    expect(dog.owners.map((o: { _id: string }) => o._id)).toEqual([ownerId]);
    expect(dog.picture).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(dog.pictureUrl).toBe(`/uploads/dogs/${dog.picture}`);
    expect(dog.thumbnailUrl).toBe(`/uploads/dogs/${dog.picture.replace('.webp', '-thumb.webp')}`);

    const image = await t.app.inject({ method: 'GET', url: dog.pictureUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 960 });

    const thumb = await t.app.inject({ method: 'GET', url: dog.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
  });

  it('accepts PNG, GIF and WebP, and owners sent as repeated fields', async () => {
    for (const format of ['png', 'gif', 'webp'] as const) {
      const data = await makeImage(format, { width: 100, height: 80 });
      const { owners: _owners, ...rest } = fields();
      const res = await send(
        'POST',
        '/api/dogs',
        { ...rest, 'owners[]': ownerId },
        {
          data,
          filename: `dog.${format}`,
          contentType: `image/${format}`,
        },
      );
      expect(res.statusCode, format).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: res.json().pictureUrl });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 100,
        height: 80,
      });
    }
  });

  it('applies the EXIF orientation and strips EXIF and GPS data', async () => {
    const photo = await makeImage('jpeg', { width: 600, height: 400, orientation: 6, gps: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await send('POST', '/api/dogs', fields(), { data: photo });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().pictureUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('judges by content: a text file named .jpg is refused with 415 and leaves nothing behind', async () => {
    const before = { files: await files(), dogs: await t.db.prisma.dog.count() };
    const res = await send('POST', '/api/dogs', fields(), {
      data: Buffer.from('this is not an image at all, just text'),
      filename: 'dog.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)' });
    const svg = await send('POST', '/api/dogs', fields(), {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      filename: 'dog.png',
      contentType: 'image/png',
    });
    expect(svg.statusCode).toBe(415);
    // The right magic number on a broken body is no image either.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await send('POST', '/api/dogs', fields(), { data: broken })).statusCode).toBe(415);
    expect(await files()).toEqual(before.files);
    expect(await t.db.prisma.dog.count()).toBe(before.dogs);
  });

  it('refuses a file over 5 MB with 413 while it streams in, leaving nothing behind', async () => {
    const before = { files: await files(), dogs: await t.db.prisma.dog.count() };
    const big = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(5_242_881)]);
    expect(big.length).toBeGreaterThan(5_242_880);
    const res = await send('POST', '/api/dogs', fields(), { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Image file must be smaller than 5MB' });
    expect(await files()).toEqual(before.files);
    expect(await t.db.prisma.dog.count()).toBe(before.dogs);
  });

  it('answers 413 over real HTTP too, while the client is still sending', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    for (const [k, v] of Object.entries(fields())) form.append(k, v);
    form.append('picture', new Blob([new Uint8Array(8 * 1024 * 1024)], { type: 'image/jpeg' }), 'huge.jpg');
    const res = await fetch(`${address}/api/dogs`, { method: 'POST', body: form, headers: t.auth(token) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Image file must be smaller than 5MB' });
  });

  it('refuses images whose header declares too many pixels, before decoding them', async () => {
    // 10000 × 6000 = 60 megapixels of one colour: a tiny PNG file.
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5_242_880);
    const res = await send('POST', '/api/dogs', fields(), {
      data: bomb,
      filename: 'big.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Image dimensions are too large (at most 50 megapixels)');
  });

  it('stores a traversal-like file name under a generated name', async () => {
    const res = await send('POST', '/api/dogs', fields(), {
      data: await makeImage('jpeg'),
      filename: '../../etc/passwd.jpg',
    });
    expect(res.statusCode).toBe(201);
    const { picture } = res.json();
    expect(picture).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(existsSync(join(t.pictures.dir, picture))).toBe(true);
    expect(await files()).not.toContain('passwd.jpg');
  });

  it('keeps the old picture on a refused upload, and validates fields before storing anything', async () => {
    const dog = (await send('POST', '/api/dogs', fields(), { data: await makeImage('jpeg') })).json();
    const before = await files();
    const bad = await send('PUT', `/api/dogs/${dog._id}`, fields(), { data: Buffer.from('GIF8 nope') });
    expect(bad.statusCode).toBe(415);
    const invalid = await send('PUT', `/api/dogs/${dog._id}`, fields({ name: '' }), {
      data: await makeImage('png'),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('Dog name is required');
    expect(await files()).toEqual(before);
    expect((await t.db.prisma.dog.findUniqueOrThrow({ where: { id: dog._id } })).picture).toBe(dog.picture);
  });

  it('replaces a picture: the new one is served and the old files are gone from disk', async () => {
    const dog = (await send('POST', '/api/dogs', fields(), { data: await makeImage('jpeg') })).json();
    const oldFiles = [dog.picture, dog.picture.replace('.webp', '-thumb.webp')];
    for (const name of oldFiles) expect(existsSync(join(t.pictures.dir, name))).toBe(true);
    const res = await send('PUT', `/api/dogs/${dog._id}`, fields({ name: 'Renamed' }), {
      data: await makeImage('png'),
      filename: 'new.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.name).toBe('Renamed');
    expect(updated.picture).not.toBe(dog.picture);
    for (const name of oldFiles) expect(existsSync(join(t.pictures.dir, name))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: dog.pictureUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: updated.pictureUrl })).statusCode).toBe(200);

    // A JSON update without a picture keeps the current one.
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/dogs/${dog._id}`,
      headers: t.auth(token),
      payload: { name: 'Json', breed: 'Beagle', age: 2, owners: [ownerId] },
    });
    expect(json.json().picture).toBe(updated.picture);

    // Only the picture, through the addition PUT /api/dogs/:id/picture.
    const only = await send('PUT', `/api/dogs/${dog._id}/picture`, {}, { data: await makeImage('webp') });
    expect(only.statusCode).toBe(200);
    expect(only.json().picture).not.toBe(updated.picture);
    expect(existsSync(join(t.pictures.dir, updated.picture))).toBe(false);
  });

  it('removes a picture (200 with the dog) and deletes the files; deleting the dog deletes its files', async () => {
    const dog = (await send('POST', '/api/dogs', fields(), { data: await makeImage('jpeg') })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/dogs/${dog._id}/picture`,
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: dog._id, picture: null, pictureUrl: null, thumbnailUrl: null });
    expect(existsSync(join(t.pictures.dir, dog.picture))).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/dogs/${dog._id}/picture`,
      headers: t.auth(token),
    });
    expect(again.statusCode).toBe(200);

    const other = (await send('POST', '/api/dogs', fields(), { data: await makeImage('jpeg') })).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/dogs/${other._id}`,
      headers: t.auth(token),
    });
    expect(del.statusCode).toBe(200);
    expect(existsSync(join(t.pictures.dir, other.picture))).toBe(false);
    expect(existsSync(join(t.pictures.dir, other.picture.replace('.webp', '-thumb.webp')))).toBe(false);
  });

  it('leaves no file when the database refuses the dog', async () => {
    const before = await files();
    const res = await send(
      'POST',
      '/api/dogs',
      fields({ owners: JSON.stringify(['00000000-0000-4000-8000-000000000000']) }),
      {
        data: await makeImage('jpeg'),
      },
    );
    expect(res.statusCode).toBe(400);
    expect(await files()).toEqual(before);
    const count = await picturesInDb();
    expect(await files()).toHaveLength(count * 2);
  });

  it('serves only generated names: anything else is a 404', async () => {
    for (const url of [
      '/uploads/dogs/..%2F..%2Fetc%2Fpasswd',
      '/uploads/dogs/../../package.json',
      '/uploads/dogs/passwd.jpg',
      '/uploads/dogs/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/dogs/00000000-0000-4000-8000-000000000000.webp.tmp',
      '/uploads/dogs/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers a request with two pictures with 400, and an empty file input as no picture', async () => {
    const jpeg = await makeImage('jpeg');
    const { payload, headers } = multipartBody(fields(), [
      { field: 'picture', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
      { field: 'picture', filename: 'b.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/dogs',
      payload,
      headers: { ...headers, ...t.auth(token) },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toBe('Only one picture can be uploaded');

    const empty = await send('POST', '/api/dogs', fields(), { data: Buffer.alloc(0), filename: '' });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().picture).toBeNull();
  });
});
