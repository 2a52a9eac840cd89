// restJsonText writes what JSON.stringify(toRest(value)) writes, whatever the strings hold.
import { describe, expect, it } from 'vitest';
import { restJsonText, toRest } from './dto';

describe('restJsonText', () => {
  it('renames every id key at any depth, and nothing inside strings', () => {
    const tricky = [
      'plain',
      ',"id":"x"',
      '{"id":1}',
      'ends with a quote"',
      'back\\slash "id": \\"id\\":',
      '\u2028 line separator, "id"',
    ];
    for (const text of tricky) {
      const value = {
        id: 'a',
        notes: text,
        dog: {
          id: 'b',
          name: text,
          owners: [
            { id: 'c', name: text },
            { id: 'd', phone: text },
          ],
        },
        list: [text, { id: 'e' }],
        idea: 'not an id key',
        groomer: null,
      };
      expect(restJsonText(value), text).toBe(JSON.stringify(toRest(value)));
      expect(JSON.parse(restJsonText(value)).notes).toBe(text);
    }
  });
});
