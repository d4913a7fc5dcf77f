import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, checkPasswordRule, validatePasswordChange, validatePasswordField } from './password';

describe('checkPasswordRule (spec §5)', () => {
  it.each([
    ['Admin@123', 'ok'],
    ['Booker@123', 'ok'],
    ['aB3?aaaa', 'ok'], // exactly 8
    ['aB3?aaaaaaaaaaaa', 'ok'], // exactly 16
    ['aB3?aaa', 'rule'], // 7
    ['aB3?aaaaaaaaaaaaa', 'rule'], // 17
    ['admin@123', 'rule'], // no upper
    ['ADMIN@123', 'rule'], // no lower
    ['Admin@abc', 'rule'], // no digit
    ['Admin1234', 'rule'], // no special
    ['Admin-1234', 'rule'], // '-' is not one of the specials, and has no allowed special
    ['Admin@ 123', 'rule'], // space is not allowed
    ['', 'rule'],
    ['Admin@123密码', 'chinese'],
    ['密', 'chinese'],
  ] as const)('%s → %s', (pw, expected) => {
    expect(checkPasswordRule(pw)).toBe(expected);
  });

  it('accepts every special character of the list', () => {
    for (const ch of '!@#$%^&*?') expect(checkPasswordRule(`Abcdef1${ch}`)).toBe('ok');
  });
});

describe('validatePasswordChange', () => {
  const good = { oldPassword: 'Old@1234', newPassword: 'New@12345', repeatPassword: 'New@12345' };

  it('returns no errors for a valid form', () => {
    expect(validatePasswordChange(good, { requireOld: true })).toEqual({});
  });

  it('requires every field with the spec messages', () => {
    expect(
      validatePasswordChange({ oldPassword: '', newPassword: '', repeatPassword: '' }, { requireOld: true }),
    ).toEqual({
      oldPassword: 'auth:password.oldRequired',
      newPassword: 'auth:password.newRequired',
      repeatPassword: 'auth:password.repeatRequired',
    });
  });

  it('does not require the old password when an administrator resets one', () => {
    expect(
      validatePasswordChange({ newPassword: 'New@12345', repeatPassword: 'New@12345' }, { requireOld: false }),
    ).toEqual({});
    expect(
      validatePasswordChange({ newPassword: 'New@12345', repeatPassword: 'New@12345' }, { requireOld: true }),
    ).toEqual({
      oldPassword: PASSWORD_MESSAGES.oldRequired,
    });
  });

  it('reports the rule, Chinese and mismatch messages', () => {
    expect(
      validatePasswordChange({ ...good, newPassword: 'short', repeatPassword: 'short' }, { requireOld: true }),
    ).toEqual({
      newPassword: 'auth:password.rule',
    });
    expect(
      validatePasswordChange(
        { ...good, newPassword: 'New@1234中', repeatPassword: 'New@1234中' },
        { requireOld: true },
      ),
    ).toEqual({
      newPassword: 'auth:password.chinese',
    });
    expect(validatePasswordChange({ ...good, repeatPassword: 'New@12346' }, { requireOld: true })).toEqual({
      repeatPassword: 'auth:password.mismatch',
    });
  });

  it('validates single fields for blur validation', () => {
    expect(
      validatePasswordField('repeatPassword', { newPassword: 'A', repeatPassword: 'B' }, { requireOld: false }),
    ).toBe(PASSWORD_MESSAGES.mismatch);
    expect(
      validatePasswordField('repeatPassword', { newPassword: 'A', repeatPassword: 'A' }, { requireOld: false }),
    ).toBeNull();
    expect(
      validatePasswordField('oldPassword', { newPassword: '', repeatPassword: '' }, { requireOld: false }),
    ).toBeNull();
  });
});
