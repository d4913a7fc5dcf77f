import { describe, expect, it } from 'vitest';
import { hasPermi, hasRole } from './check';

describe('hasPermi', () => {
  const codes = ['system:user:add', 'system:user:edit'];

  it('matches a single code exactly', () => {
    expect(hasPermi(codes, 'system:user:add')).toBe(true);
    expect(hasPermi(codes, 'system:user:delete')).toBe(false);
    expect(hasPermi(codes, 'system:user')).toBe(false);
  });

  it('combines lists with any / all', () => {
    expect(hasPermi(codes, ['system:user:delete', 'system:user:edit'], 'any')).toBe(true);
    expect(hasPermi(codes, ['system:user:delete', 'system:user:edit'], 'all')).toBe(false);
    expect(hasPermi(codes, ['system:user:add', 'system:user:edit'], 'all')).toBe(true);
    expect(hasPermi(codes, ['system:user:delete'])).toBe(false);
  });

  it('lets *:*:* pass everything', () => {
    expect(hasPermi(['*:*:*'], ['a:b:c', 'd:e:f'], 'all')).toBe(true);
  });

  it('holds nothing without codes; an empty requirement passes', () => {
    expect(hasPermi(null, 'a:b:c')).toBe(false);
    expect(hasPermi(undefined, ['a:b:c'], 'all')).toBe(false);
    expect(hasPermi([], [])).toBe(true);
  });
});

describe('hasRole', () => {
  it('matches roles and lets admin pass', () => {
    expect(hasRole(['booker'], 'booker')).toBe(true);
    expect(hasRole(['booker'], 'approver')).toBe(false);
    expect(hasRole(['booker', 'approver'], ['approver', 'auditor'], 'all')).toBe(false);
    expect(hasRole(['booker', 'approver'], ['approver', 'booker'], 'all')).toBe(true);
    expect(hasRole(['admin'], ['anything', 'else'], 'all')).toBe(true);
    expect(hasRole(['administrator'], 'admin')).toBe(false);
  });
});
