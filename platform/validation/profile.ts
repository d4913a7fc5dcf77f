/**
 * Rules of the own-profile form (spec §5, /api/user/updateUserInfo), shared by the /personal
 * page and the server: phone, e-mail and identity card. Each check answers the catalogue code
 * of the first broken rule or null, so both sides show the same localized message.
 */
import { Code } from '../protocol/codes';
import { isValidIdCard } from './identity';

/** The editable fields of one's own profile; `undefined` leaves a field as it is, `''` clears it. */
export interface ProfileFields {
  nickName?: string;
  phone?: string;
  email?: string;
  idCard?: string;
}

/** True for an 11-digit mainland mobile number (starts with 1). */
export function isValidPhone(phone: string): boolean {
  return /^1\d{10}$/.test(phone);
}

/** True for a plain e-mail address: local part, `@`, a dotted domain; at most 100 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= 100 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/**
 * The code of each broken rule of `fields`, by field name (empty when all hold). Empty strings
 * (clearing a field) and absent fields pass. `today` bounds the identity card's birth date.
 */
export function profileErrors(
  fields: ProfileFields,
  today: Date = new Date(),
): Partial<Record<keyof ProfileFields, number>> {
  const errors: Partial<Record<keyof ProfileFields, number>> = {};
  if (fields.phone && !isValidPhone(fields.phone)) errors.phone = Code.PROFILE_PHONE_INVALID;
  if (fields.email && !isValidEmail(fields.email)) errors.email = Code.PROFILE_EMAIL_INVALID;
  if (fields.idCard && !isValidIdCard(fields.idCard, today)) errors.idCard = Code.PROFILE_ID_CARD_INVALID;
  return errors;
}
