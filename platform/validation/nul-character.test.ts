/** findNulCharacter: the path of the first NUL in strings, keys, nested objects and arrays. */
import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './nul-character';

describe('findNulCharacter', () => {
  it('finds a NUL at any depth, in values and keys', () => {
    expect(findNulCharacter('a\u0000b')).toEqual([]);
    expect(findNulCharacter({ name: 'x', remark: 'y\u0000' })).toEqual(['remark']);
    expect(findNulCharacter({ list: [{ a: 'ok' }, { a: 'ok', b: ['1', '\u0000'] }] })).toEqual(['list', 1, 'b', 1]);
    expect(findNulCharacter({ texts: { 'k\u0000': 'v' } })).toEqual(['texts', 'k\u0000']);
  });

  it('passes input without one, whatever its shape', () => {
    for (const clean of [undefined, null, 0, true, '', 'text \u0001\t\n', [1, 'a'], { a: { b: [null, 'c'] } }]) {
      expect(findNulCharacter(clean)).toBeNull();
    }
  });
});
