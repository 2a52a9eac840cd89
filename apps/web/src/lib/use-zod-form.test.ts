// The pure parts of useZodForm: which field gets the focus, and a server refusal as messages
// under the form's fields (keys kept when the web can translate them, English text otherwise).
import { describe, expect, it } from 'vitest';
import { firstInOrder, serverFieldMessages } from './use-zod-form';

const trpcError = (message: string, data: unknown) => Object.assign(new Error(message), { data });

const FIELDS = ['name', 'email', 'phone', 'address'];
const known = new Set([
  'owner.emailInvalid',
  'owner.emailTaken',
  'owner.phoneInvalid',
  'owner.onlyOwnerOfDog',
]);
const opts = {
  fieldOf: (path: string) => {
    const head = path.split('.')[0] ?? '';
    return FIELDS.includes(head) ? head : null;
  },
  isKnown: (key: string) => known.has(key),
  text: () => 'translated text',
};

describe('firstInOrder', () => {
  it('picks the first field of the screen, whatever order the errors came in', () => {
    expect(firstInOrder(FIELDS, ['address', 'phone', 'email'])).toBe('email');
  });

  it('ignores names that are not fields, and answers null when none is', () => {
    expect(firstInOrder(FIELDS, ['root.picture', 'phone'])).toBe('phone');
    expect(firstInOrder(FIELDS, ['root.picture'])).toBeNull();
    expect(firstInOrder(FIELDS, [])).toBeNull();
  });
});

describe('serverFieldMessages', () => {
  it('keeps the key of each detail the web knows, first message per field', () => {
    const error = trpcError('Validation failed', {
      code: 'BAD_REQUEST',
      details: [
        { path: 'phone', message: 'Please enter a valid phone number', key: 'owner.phoneInvalid' },
        { path: 'email', message: 'Please enter a valid email address', key: 'owner.emailInvalid' },
        { path: 'email', message: 'Second message', key: 'owner.emailTaken' },
      ],
    });
    expect(serverFieldMessages(error, opts)).toEqual([
      ['phone', 'owner.phoneInvalid'],
      ['email', 'owner.emailInvalid'],
    ]);
  });

  it("shows the server's English text for a key the web does not know, or a detail without one", () => {
    const error = trpcError('Validation failed', {
      details: [
        { path: 'name', message: 'A rule from a newer server', key: 'owner.somethingNew' },
        { path: 'address.0', message: 'No key at all' },
      ],
    });
    expect(serverFieldMessages(error, opts)).toEqual([
      ['name', 'A rule from a newer server'],
      ['address', 'No key at all'],
    ]);
  });

  it('drops details whose path is not a field of the form', () => {
    const error = trpcError('Validation failed', {
      details: [{ path: 'id', message: 'Invalid id', key: 'owner.notFound' }],
    });
    expect(serverFieldMessages(error, opts)).toEqual([]);
  });

  it('puts a refusal without details under the field its messageKey belongs to', () => {
    const error = trpcError('An owner with this email already exists', {
      code: 'CONFLICT',
      messageKey: 'owner.emailTaken',
    });
    expect(serverFieldMessages(error, opts)).toEqual([]);
    expect(serverFieldMessages(error, { ...opts, messageFields: { 'owner.emailTaken': 'email' } })).toEqual([
      ['email', 'owner.emailTaken'],
    ]);
  });

  it('uses the translated text for a messageKey with parameters (a key alone would lose them)', () => {
    const error = trpcError('This owner cannot be deleted because they are the only owner of Rex.', {
      messageKey: 'owner.onlyOwnerOfDog',
      params: { dogs: 'Rex' },
    });
    expect(
      serverFieldMessages(error, { ...opts, messageFields: { 'owner.onlyOwnerOfDog': 'name' } }),
    ).toEqual([['name', 'translated text']]);
  });

  it('gives nothing for errors that are not tRPC errors (a network failure, a REST error)', () => {
    expect(serverFieldMessages(new TypeError('Failed to fetch'), opts)).toEqual([]);
    expect(serverFieldMessages(null, opts)).toEqual([]);
  });
});
