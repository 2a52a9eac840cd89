import { describe, expect, it } from 'vitest';
import { ZLoginInput } from '../auth/auth.schema';
import { dogFormSchema, EMPTY_DOG_FORM, ZDogInput, ZDogListInput } from '../dogs/dog.schema';
import { ZOwnerInput, ZOwnerListInput, ZOwnerOptionsInput } from '../owners/owner.schema';
import { ZUserCreateInput, ZUserUpdateInput } from '../users/user.schema';
import { MESSAGES_EN, messageEn } from './messages';
import {
  textCharacterIssue,
  ZLine,
  ZMultiline,
  ZOptionalText,
  ZRequiredText,
  ZSearchText,
  ZSecret,
} from './text';

const CONTROL = 'common.controlCharacters';
const INVALID = 'common.invalidCharacters';

/** Every C0 control but tab, LF and CR, DEL and the whole C1 range. */
const ALWAYS_REFUSED = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
].map((c) => String.fromCharCode(c));
const LINE_BREAKS = ['\t', '\n', '\r', '\r\n'];
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD83Db', '\uDE00\uD83D'];

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('textCharacterIssue', () => {
  it('refuses every control character inside a one-line text, line breaks and tabs included', () => {
    for (const c of [...ALWAYS_REFUSED, ...LINE_BREAKS]) {
      expect(textCharacterIssue(`ab${c}cd`, 'line'), JSON.stringify(c)).toBe(CONTROL);
    }
  });

  it('lets a multi-line text hold tab, LF and CR, and nothing else', () => {
    for (const c of LINE_BREAKS) expect(textCharacterIssue(`a${c}b`, 'multiline')).toBeNull();
    for (const c of ALWAYS_REFUSED) {
      expect(textCharacterIssue(`a${c}b`, 'multiline'), JSON.stringify(c)).toBe(CONTROL);
    }
  });

  it('refuses lone surrogates but keeps astral characters, accents, RTL and combining marks', () => {
    for (const s of LONE_SURROGATES) expect(textCharacterIssue(s), JSON.stringify(s)).toBe(INVALID);
    for (const s of ['Peña', 'Mäx 🐕‍🦺', '𝔘𝔫𝔦', 'שלום\u200Fabc', 'e\u0301', 'Ωμέγα', '\u00A0nbsp', '東京']) {
      expect(textCharacterIssue(s), s).toBeNull();
      expect(textCharacterIssue(s, 'multiline'), s).toBeNull();
    }
  });

  it('has English texts for its keys', () => {
    expect(messageEn(CONTROL)).toBe('Text must not contain control characters');
    expect(MESSAGES_EN).toHaveProperty(INVALID);
  });
});

describe('the schema pieces', () => {
  it('ZLine trims, then refuses what is left, and skips later rules when it does', () => {
    const schema = ZLine('x.required')
      .min(1, { message: 'x.required' })
      .regex(/^[a-z]+$/, 'x.format');
    expect(schema.parse('  abc \n')).toBe('abc');
    expect(messages(schema.safeParse('a\u0000b'))).toEqual([CONTROL]);
    expect(messages(schema.safeParse('a\tb'))).toEqual([CONTROL]);
    expect(messages(schema.safeParse(12))).toEqual(['x.required']);
  });

  it('ZMultiline keeps inner line breaks', () => {
    expect(ZMultiline().parse(' Calle Mayor 1\r\n28001 Madrid\t ')).toBe('Calle Mayor 1\r\n28001 Madrid');
    expect(messages(ZMultiline().safeParse('a\u0000b'))).toEqual([CONTROL]);
    expect(messages(ZMultiline().safeParse('a\u001bb'))).toEqual([CONTROL]);
  });

  it('ZSecret does not trim and refuses control characters and lone surrogates', () => {
    expect(ZSecret().parse(' pass word ')).toBe(' pass word ');
    expect(messages(ZSecret().safeParse('pass\u0000word'))).toEqual([CONTROL]);
    expect(messages(ZSecret().safeParse('pass\uD800word'))).toEqual([INVALID]);
  });

  it('ZOptionalText makes blank absent and checks the rest', () => {
    const schema = ZOptionalText(5, 'x.tooLong');
    expect(schema.parse('  ')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(' ab ')).toBe('ab');
    expect(messages(schema.safeParse('abcdef'))).toEqual(['x.tooLong']);
    expect(messages(schema.safeParse('a\u0000'))).toEqual([CONTROL]);
    expect(messages(schema.safeParse('a\nb'))).toEqual([CONTROL]);
    expect(ZOptionalText(5, 'x.tooLong', { multiline: true }).parse('a\nb')).toBe('a\nb');
  });

  it('ZRequiredText refuses blank, too long and control characters', () => {
    const schema = ZRequiredText('x.required', { max: 3, maxKey: 'x.tooLong' });
    expect(schema.parse(' ab ')).toBe('ab');
    expect(messages(schema.safeParse('  '))).toEqual(['x.required']);
    expect(messages(schema.safeParse(null))).toEqual(['x.required']);
    expect(messages(schema.safeParse('abcd'))).toEqual(['x.tooLong']);
    expect(messages(schema.safeParse('\u0085a'))).toEqual([CONTROL]);
  });

  it('ZSearchText makes blank absent, refuses control characters and over-long terms', () => {
    const schema = ZSearchText(10);
    expect(schema.parse(' peña ')).toBe('peña');
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(messages(schema.safeParse('pe\u0000'))).toEqual([CONTROL]);
    expect(messages(schema.safeParse('x'.repeat(11)))).toEqual(['common.searchTooLong']);
    expect(schema.safeParse({ $ne: '' }).success).toBe(false);
  });
});

describe('every domain input uses them', () => {
  const owner = {
    name: 'Ana Peña',
    email: 'ana@example.com',
    phone: '600 123 456',
    address: 'Calle Mayor 1',
  };
  const ownerId = '6f1c1c1e-4a5b-4c3d-8e9f-0a1b2c3d4e5f';
  const dog = { name: 'Rex', breed: 'Beagle', age: 3, owners: [ownerId] };
  const user = { username: 'maria', password: 'a-long-password', name: 'María', role: 'vet' };

  it('login: the username is one line; the password is only compared, so it is not', () => {
    expect(messages(ZLoginInput.safeParse({ username: 'ad\u0000min', password: 'x' }))).toEqual([CONTROL]);
    expect(ZLoginInput.safeParse({ username: 'admin', password: 'x\u0000' }).success).toBe(true);
  });

  it('caps a login username at 200 characters, so a spray of huge names is refused before any lookup', () => {
    expect(ZLoginInput.safeParse({ username: 'a'.repeat(200), password: 'x' }).success).toBe(true);
    expect(messages(ZLoginInput.safeParse({ username: 'a'.repeat(201), password: 'x' }))).toEqual([
      'auth.usernameTooLong',
    ]);
  });

  it('users: username, name and password', () => {
    expect(ZUserCreateInput.safeParse(user).success).toBe(true);
    for (const field of ['username', 'name', 'password'] as const) {
      expect(messages(ZUserCreateInput.safeParse({ ...user, [field]: 'abc\u0000defgh' })), field).toEqual([
        CONTROL,
      ]);
    }
    const id = ownerId;
    expect(messages(ZUserUpdateInput.safeParse({ id, role: 'vet', password: 'abcdefgh\u007f' }))).toEqual([
      CONTROL,
    ]);
    expect(messages(ZUserUpdateInput.safeParse({ id, role: 'vet', username: 'ma\u0000ria' }))).toEqual([
      CONTROL,
    ]);
  });

  it('owners: one-line name, e-mail and phone; the address may span lines', () => {
    expect(ZOwnerInput.parse({ ...owner, address: 'Calle Mayor 1\n28001 Madrid' }).address).toBe(
      'Calle Mayor 1\n28001 Madrid',
    );
    for (const field of ['name', 'email', 'phone'] as const) {
      for (const bad of ['\u0000', '\n', '\u009b']) {
        const value = field === 'email' ? `ana${bad}@example.com` : `${owner[field]}${bad}1`;
        expect(messages(ZOwnerInput.safeParse({ ...owner, [field]: value })), `${field} ${bad}`).toEqual([
          CONTROL,
        ]);
      }
    }
    expect(messages(ZOwnerInput.safeParse({ ...owner, address: 'Calle\u0000' }))).toEqual([CONTROL]);
    expect(messages(ZOwnerInput.safeParse({ ...owner, name: 'Ana \uD800' }))).toEqual([INVALID]);
  });

  it('dogs: one-line name and breed, multi-line particular signs, in the API and in the form', () => {
    expect(ZDogInput.parse({ ...dog, particularSigns: 'white paw\nscar' }).particularSigns).toBe(
      'white paw\nscar',
    );
    const issues = (input: unknown) =>
      ZDogInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...dog, name: 'Re\u0000x' })).toEqual([['name', CONTROL]]);
    expect(issues({ ...dog, breed: 'Bea\ngle' })).toEqual([['breed', CONTROL]]);
    expect(issues({ ...dog, particularSigns: 'scar\u0007' })).toEqual([['particularSigns', CONTROL]]);
    expect(issues({ ...dog, name: 'Rex\uDC00' })).toEqual([['name', INVALID]]);
    const form = dogFormSchema('2026-11-23').safeParse({
      ...EMPTY_DOG_FORM,
      name: 'Re\u0000x',
      breed: 'Beagle',
      age: '3',
      primaryOwner: ownerId,
    });
    expect(form.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', CONTROL]]);
  });

  it('dogs: an object where a text goes is refused, not turned into text', () => {
    const hostile = { toString: 1, valueOf: 1 };
    expect(ZDogInput.safeParse({ ...dog, name: hostile }).success).toBe(false);
    expect(ZDogInput.safeParse({ ...dog, breed: ['Beagle'] }).success).toBe(false);
    expect(ZDogInput.safeParse({ ...dog, name: 42 }).success).toBe(true);
  });

  it('search and filter terms of the list procedures', () => {
    expect(messages(ZOwnerListInput.safeParse({ search: 'pe\u0000' }))).toEqual([CONTROL]);
    expect(messages(ZOwnerOptionsInput.safeParse({ search: 'pe\u001b[0m' }))).toEqual([CONTROL]);
    expect(messages(ZDogListInput.safeParse({ search: 'rex\r\n' + 'x\u0000' }))).toEqual([CONTROL]);
    expect(messages(ZDogListInput.safeParse({ breed: 'Beagle\u0000' }))).toEqual([CONTROL]);
    expect(ZDogListInput.parse({ search: ' Peña ', breed: '' })).toMatchObject({ search: 'Peña' });
  });
});
