/**
 * What the club's cashier sells and the ledger carries (docs/fitness-cashier.md): the one list of
 * item kinds. `card` is a membership card (sold, renewed, upgraded, topped up, its fees and refunds,
 * through the card operations); `class` (a group class), `private` (a private session) and
 * `training` (a training camp) are sold at the desk as priced items by kind and description until
 * their own modules sell them; `other` is anything else with a price (a towel, a drink); `site` is a sport
 * order (a booking of a sport site) paid at the desk, and its refund when cancelled (docs/fitness-sites.md);
 * `penalty` is a club penalty's fee paid at the desk (docs/fitness-penalties.md).
 */

/** An item kind of the ledger. */
export type SaleItemKind = 'card' | 'class' | 'private' | 'training' | 'other' | 'site' | 'penalty';

/** Every item kind, in the order the cashier shows them. */
export const SALE_ITEM_KINDS: readonly SaleItemKind[] = [
  'card',
  'class',
  'private',
  'training',
  'other',
  'site',
  'penalty',
];

/** The kinds the desk sells as priced items (a card is sold through the card buy operation). */
export const DESK_ITEM_KINDS: readonly SaleItemKind[] = ['class', 'private', 'training', 'other'];

/** The kinds of class sales (/sellclassDetail, /sellclassStatistics). */
export const CLASS_ITEM_KINDS: readonly SaleItemKind[] = ['class', 'private', 'training'];

/** The item kinds each income statistics page covers (`all`: every kind; `site`: the sport orders' own category). */
export const INCOME_SCOPES = {
  all: SALE_ITEM_KINDS,
  vip: ['card'],
  private: ['private'],
  group: ['class'],
  site: ['site'],
} as const satisfies Record<string, readonly SaleItemKind[]>;

/** An income statistics page's scope. */
export type IncomeScope = keyof typeof INCOME_SCOPES;
