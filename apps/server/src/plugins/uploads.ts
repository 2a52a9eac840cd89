// Uploads: the multipart parser (used only by the dog routes that read a picture; JSON
// routes are untouched, since it only handles multipart/form-data bodies and attaches
// nothing to them), and the public picture files at /uploads/dogs/{file}.
import multipart from '@fastify/multipart';
import { messageEn, PICTURE_MAX_BYTES } from '@pawdesk/domain';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { isPictureFileName, PICTURE_CONTENT_TYPE } from '../modules/dogs';

/** Limits of one multipart request: one picture of at most 5 MB plus the dog's text fields. */
export const MULTIPART_LIMITS = {
  fileSize: PICTURE_MAX_BYTES,
  files: 1,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: 40,
  headerPairs: 100,
} as const;

const uploadsPlugin: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  // No token: <img> tags cannot send one, and names are random UUIDs. Only names the server
  // generates are looked up at all; anything else (traversal attempts included) is a 404.
  app.get('/uploads/dogs/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const stored = isPictureFileName(file) ? await deps.pictures.get(file) : null;
    if (!stored) return reply.status(404).send({ error: messageEn('common.notFound') });
    return reply
      .header('Content-Type', PICTURE_CONTENT_TYPE)
      .header('Content-Length', String(stored.size))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(stored.stream);
  });
};

export default fp(uploadsPlugin, { name: 'pawdesk-uploads' });
