import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorData, errorText, isUnauthorized } from './errors';

let t: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    fallbackLng: 'en',
    keySeparator: false,
    interpolation: { escapeValue: false },
    resources: {
      es: {
        validation: {
          'auth.invalidCredentials': 'Usuario o contraseña incorrectos',
          'user.passwordTooShort': 'La contraseña debe tener al menos 8 caracteres',
          'user.usernameRequired': 'El nombre de usuario es obligatorio',
          'owner.onlyOwnerOfDog': 'Es el único dueño de {dogs}.',
        },
        errors: { network: 'Sin conexión' },
      },
    },
  });
  t = instance.t;
});

const trpcError = (message: string, data: unknown, cause?: unknown) =>
  Object.assign(new Error(message), { data, cause });

describe('errorText', () => {
  it('translates the messageKey', () => {
    const error = trpcError('Invalid username or password', {
      code: 'UNAUTHORIZED',
      httpStatus: 401,
      messageKey: 'auth.invalidCredentials',
    });
    expect(errorText(error, t)).toBe('Usuario o contraseña incorrectos');
    expect(isUnauthorized(error)).toBe(true);
  });

  it('falls back to the server text for unknown keys or no key', () => {
    expect(errorText(trpcError('Boom', { messageKey: 'nope.unknown' }), t)).toBe('Boom');
    expect(errorText(trpcError('Plain', { code: 'CONFLICT' }), t)).toBe('Plain');
    expect(errorText(trpcError('', {}), t)).toBe('');
  });

  it('fills {name} params, or keeps the server English when none are sent', () => {
    expect(
      errorText(trpcError('x', { messageKey: 'owner.onlyOwnerOfDog', params: { dogs: 'Rex, Luna' } }), t),
    ).toBe('Es el único dueño de Rex, Luna.');
    expect(errorText(trpcError('the only owner of Rex.', { messageKey: 'owner.onlyOwnerOfDog' }), t)).toBe(
      'the only owner of Rex.',
    );
  });

  it('joins translated validation details when there is no single key', () => {
    const error = trpcError('Username is required, Password must be at least 8 characters long', {
      httpStatus: 400,
      details: [
        { path: 'username', message: 'Username is required', key: 'user.usernameRequired' },
        {
          path: 'password',
          message: 'Password must be at least 8 characters long',
          key: 'user.passwordTooShort',
        },
      ],
    });
    expect(errorText(error, t)).toBe(
      'El nombre de usuario es obligatorio, La contraseña debe tener al menos 8 caracteres',
    );
  });

  it('names a network failure', () => {
    expect(errorText(trpcError('Failed to fetch', undefined, new TypeError('Failed to fetch')), t)).toBe(
      'Sin conexión',
    );
  });

  it('reads odd shapes without throwing', () => {
    expect(errorData(null)).toEqual({});
    expect(errorData({ data: { httpStatus: '401', details: 'x' } })).toEqual({});
  });
});
