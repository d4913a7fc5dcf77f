import { describe, expect, it } from 'vitest';
import { ageOf, birthDateOf, isAdult, isValidIdCard, maskIdCard, maskPhone } from './identity';

const today = new Date(2026, 10, 22); // 22 Nov 2026, local time

describe('isValidIdCard', () => {
  it.each([
    ['110101199003071234', true],
    ['11010119900307123X', true],
    ['11010119900307123x', true],
    ['110101200002290011', true], // 2000 is a leap year
    ['010101199003071234', false], // first digit 0
    ['11010119900307123', false], // 17 chars
    ['1101011990030712345', false], // 19 chars
    ['11010119900307123Y', false], // bad last char
    ['110101199013071234', false], // month 13
    ['110101199002301234', false], // 30 Feb
    ['110101190002290011', false], // 1900 not a leap year
    ['110101189912311234', false], // before 1900
    ['110101202612011234', false], // after today
    ['110101202611221234', true], // born today
  ])('%s → %s', (id, ok) => {
    expect(isValidIdCard(id, today)).toBe(ok);
  });
});

describe('ageOf / isAdult', () => {
  it('reads 18-digit cards, counting the birthday', () => {
    expect(ageOf('110101200811221234', today)).toBe(18); // 18 today
    expect(isAdult('110101200811221234', today)).toBe(true);
    expect(ageOf('110101200811231234', today)).toBe(17); // 18 tomorrow
    expect(isAdult('110101200811231234', today)).toBe(false);
  });

  it('reads 15-digit cards as 19YY', () => {
    expect(birthDateOf('110101900307123', today)).toEqual({ year: 1990, month: 3, day: 7 });
    expect(ageOf('110101900307123', today)).toBe(36);
  });

  it('reads 5-character year-months', () => {
    expect(ageOf('90-05', today)).toBe(36);
    expect(ageOf('10-12', today)).toBe(15); // 2010-12, not yet 16
    expect(ageOf('19905', today)).toBe(36);
    expect(isAdult('08-11', today)).toBe(true);
    expect(isAdult('08-12', today)).toBe(false);
  });

  it('answers null / false for unreadable values', () => {
    expect(ageOf('abc', today)).toBeNull();
    expect(ageOf('110101199013071234', today)).toBeNull();
    expect(ageOf('110101203001011234', today)).toBeNull(); // future
    expect(isAdult('', today)).toBe(false);
  });
});

describe('masking', () => {
  it('masks 11-digit phones as first 3 + last 4', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('12345')).toBe('12345');
    expect(maskPhone(null)).toBe('');
  });

  it('masks id cards keeping first 5 and last 4 (18) or last 1 (15)', () => {
    expect(maskIdCard('11010119900307123X')).toBe('11010*********123X');
    expect(maskIdCard('110101900307123')).toBe('11010*********3');
    expect(maskIdCard('12345')).toBe('****5');
    expect(maskIdCard(undefined)).toBe('');
  });
});
