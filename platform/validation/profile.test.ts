/** The own-profile rules (spec §5): phone, e-mail and ID card, each answering its code. */
import { describe, expect, it } from 'vitest';
import { Code } from '../protocol/codes';
import { isValidEmail, isValidPhone, profileErrors } from './profile';

const today = new Date(2026, 10, 28);

describe('profile rules', () => {
  it('accepts an 11-digit mobile number only', () => {
    expect(['13812345678', '19900000000'].map(isValidPhone)).toEqual([true, true]);
    expect(['1381234567', '138123456789', '23812345678', '138-1234-567'].map(isValidPhone)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('accepts a plain e-mail address', () => {
    expect(['a@b.cn', 'first.last@mail.example.com'].map(isValidEmail)).toEqual([true, true]);
    expect(['a@b', 'a b@c.cn', '@b.cn', 'a@.cn', `${'a'.repeat(96)}@b.cn`].map(isValidEmail)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers the code of each broken field; blank and absent fields pass', () => {
    expect(profileErrors({ phone: '1', email: 'x', idCard: '110105194913310021' }, today)).toEqual({
      phone: Code.PROFILE_PHONE_INVALID,
      email: Code.PROFILE_EMAIL_INVALID,
      idCard: Code.PROFILE_ID_CARD_INVALID,
    });
    expect(profileErrors({ phone: '', email: '', idCard: '110105194912310021' }, today)).toEqual({});
    expect(profileErrors({ nickName: 'Anyone' }, today)).toEqual({});
  });
});
