// Reads a dog request body that is either JSON or multipart/form-data (the text fields plus an
// optional `picture` file). The 5 MB limit is enforced while the file streams in: the parser
// stops at the limit and marks the file truncated, so an oversized upload is never held whole.
// The type import brings @fastify/multipart's additions to FastifyRequest (isMultipart, parts)
// wherever this file is type-checked, the web's check of the AppRouter type included.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error';

export interface DogRequestBody {
  fields: Record<string, unknown>;
  picture: Buffer | null;
}

/** File field names accepted for the picture (`picture`, as the spec's clients send it, or `image`). */
const PICTURE_FIELDS = new Set(['picture', 'image', 'file']);

function tooLarge(): DomainError {
  return new DomainError('PAYLOAD_TOO_LARGE', 'dog.pictureTooLarge');
}

function fromMultipartError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return new DomainError('BAD_REQUEST', 'dog.pictureOnlyOne');
  return new DomainError('BAD_REQUEST', 'dog.uploadInvalid');
}

export async function readDogRequest(req: FastifyRequest): Promise<DogRequestBody> {
  if (!req.isMultipart()) {
    const body = req.body;
    return {
      fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
      picture: null,
    };
  }
  // No prototype: a part named __proto__ or constructor is an ordinary (ignored) field, never
  // the object's prototype. Values are checked by the dog schema (control characters included).
  const fields: Record<string, unknown> = Object.create(null);
  let picture: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        // A form's empty file input arrives as a nameless, empty part: no picture.
        if (!PICTURE_FIELDS.has(part.fieldname) || (data.length === 0 && !part.filename)) continue;
        picture = data;
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      const value = part.value;
      const previous = Object.hasOwn(fields, name) ? fields[name] : undefined;
      // A repeated field (owners=a&owners=b) becomes a list.
      if (previous === undefined) fields[name] = value;
      else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
  } catch (error) {
    // Let the rest of the upload flow in and be discarded, so the client reads our answer.
    req.raw.resume();
    throw fromMultipartError(error);
  }
  return { fields, picture };
}
