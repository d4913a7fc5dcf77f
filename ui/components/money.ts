/**
 * Money as people read it: `formatMoney(cents, lang)` — CN `¥1,234.50`, EN `CN¥1,234.50`, TC `CN¥1,234.50`.
 * The logic lives in platform/i18n/money.ts so that the server prints amounts the same way.
 */
export { formatMoney } from '../../platform/i18n/money';
