// The dog calls that go through REST rather than tRPC (docs/spec/product-spec.md §7): a dog with a new
// picture is sent as multipart/form-data to POST/PUT /api/dogs (owners as a JSON list), and a
// picture is removed with DELETE /api/dogs/{id}/picture. Errors come back as { error, details }
// in English; they are turned back into message keys so the screen can translate them.
import { MESSAGES_EN, type TDogInput } from '@pawdesk/domain';
import type { TFunction } from 'i18next';
import { translateMessage } from '../../lib/errors';
import { clearSession, getSession } from '../../lib/session';

export interface RestErrorDetail {
  path: string;
  message: string;
}

export class RestError extends Error {
  constructor(
    /** 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    readonly details: RestErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'RestError';
  }
}

async function readError(response: Response): Promise<RestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === 'string' ? record.error : '';
  const details = Array.isArray(record.details)
    ? record.details.flatMap((d): RestErrorDetail[] => {
        if (!d || typeof d !== 'object') return [];
        const { path, message: text } = d as { path?: unknown; message?: unknown };
        return typeof text === 'string'
          ? [{ path: typeof path === 'string' ? path : '', message: text }]
          : [];
      })
    : [];
  return new RestError(response.status, message, details);
}

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: FormData): Promise<unknown> {
  const session = getSession();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: session ? { Authorization: `Bearer ${session.token}` } : {},
      body,
    });
  } catch {
    throw new RestError(0, '');
  }
  if (response.status === 401) {
    // The token is dead: ending the session sends the app back to the login (routes.tsx).
    clearSession();
  }
  if (!response.ok) throw await readError(response);
  return response.json().catch(() => null);
}

/** The multipart body of a dog: the API input's fields, owners as a JSON list, and the picture. */
export function dogFormData(input: TDogInput, picture: File): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('breed', input.breed);
  if (input.dateOfBirth !== undefined) form.append('dateOfBirth', input.dateOfBirth);
  else if (input.age !== undefined) form.append('age', String(input.age));
  if (input.weight !== undefined) form.append('weight', String(input.weight));
  if (input.particularSigns !== undefined) form.append('particularSigns', input.particularSigns);
  form.append('owners', JSON.stringify(input.owners));
  form.append('picture', picture, picture.name || 'picture');
  return form;
}

export function saveDogWithPicture(input: TDogInput, picture: File, id?: string): Promise<unknown> {
  const form = dogFormData(input, picture);
  return id === undefined
    ? send('POST', '/api/dogs', form)
    : send('PUT', `/api/dogs/${encodeURIComponent(id)}`, form);
}

export function removeDogPicture(id: string): Promise<unknown> {
  return send('DELETE', `/api/dogs/${encodeURIComponent(id)}/picture`);
}

const KEY_BY_ENGLISH = new Map<string, string>();
function keyOf(english: string): string | undefined {
  if (KEY_BY_ENGLISH.size === 0) {
    for (const [key, text] of Object.entries(MESSAGES_EN)) {
      if (!KEY_BY_ENGLISH.has(text)) KEY_BY_ENGLISH.set(text, key);
    }
  }
  return KEY_BY_ENGLISH.get(english);
}

/** One English message of the server, translated when it is one of the known messages. */
function translateEnglish(t: TFunction, english: string): string {
  return translateMessage(t, keyOf(english), english);
}

export function isRestError(error: unknown): error is RestError {
  return error instanceof RestError;
}

/** The text to show for a failed REST call ('' when the server said nothing useful). */
export function restErrorText(error: RestError, t: TFunction): string {
  if (error.status === 0) return t('errors:network');
  if (error.details.length > 0) {
    return [...new Set(error.details.map((d) => translateEnglish(t, d.message)))].join(', ');
  }
  return error.message ? translateEnglish(t, error.message) : '';
}

/** Field messages of a REST refusal, by the API's top-level path (name, owners, owners.1...). */
export function restFieldMessages(error: RestError, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const detail of error.details) {
    if (detail.path && !(detail.path in out)) out[detail.path] = translateEnglish(t, detail.message);
  }
  return out;
}
