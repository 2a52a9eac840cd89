// Test data for the owners and dogs tests: uniquely named owners and dogs made through the
// services, and small real images made with sharp.
import { randomBytes } from 'node:crypto';
import { type TDogInput, type TOwnerInput, ZDogInput, ZOwnerInput } from '@pawdesk/domain';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';
import { createOwner } from '../owners';
import { dogsContext } from './dogs.context';
import { createDog } from './dogs.writes';

export const uniqueWord = (prefix = '') => `${prefix}${randomBytes(4).toString('hex')}`;

export function ownerInput(overrides: Partial<TOwnerInput> = {}): TOwnerInput {
  const word = uniqueWord();
  return {
    name: `Owner ${word}`,
    email: `owner-${word}@example.com`,
    phone: '+34 600 123 456',
    address: 'Calle Mayor 1, Madrid',
    ...overrides,
  };
}

export function fixtures(deps: AppDeps, actor: { id: string; username: string }) {
  const svc: ServiceContext = { prisma: deps.prisma, actor: { ...actor, role: 'admin' } };
  return {
    svc,
    dogs: dogsContext(svc, deps),
    owner: (overrides: Partial<TOwnerInput> = {}) =>
      createOwner(svc, ZOwnerInput.parse(ownerInput(overrides))),
    dog: (owners: string[], overrides: Partial<TDogInput> = {}, picture?: Buffer) =>
      createDog(
        dogsContext(svc, deps),
        ZDogInput.parse({ name: `Dog ${uniqueWord()}`, breed: 'Beagle', age: 3, owners, ...overrides }),
        picture,
      ),
  };
}

/** A real image of the given type and size, made by sharp. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  opts: { width?: number; height?: number; orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({
    create: {
      width: opts.width ?? 400,
      height: opts.height ?? 300,
      channels: 3,
      background: { r: 200, g: 120, b: 60 },
    },
  });
  if (opts.orientation || opts.gps) {
    image = image.withMetadata({
      ...(opts.orientation ? { orientation: opts.orientation } : {}),
      ...(opts.gps ? { exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' } } } : {}),
    });
  }
  return image.toFormat(format).toBuffer();
}

/** A multipart/form-data body (for app.inject): text fields and files. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; contentType: string; data: Buffer }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pawdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
