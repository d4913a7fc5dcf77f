/**
 * The pricing of a meeting service order (spec §7 reserveOrder/add, edit, editMerchandise), one
 * function for the server (server/modules/catering/reserve-order.handlers.ts, which stores the
 * lines and their sum as `total_cents`) and the booking form /reserveMeet (which shows that
 * total before sending). All amounts are integer cents.
 *
 * - merchandise and service items: unit price × quantity;
 * - dining: per chosen dining type (each counted once) its FIRST enabled standard in the
 *   catalogue's order (sort, then id) × attendees; a type without an enabled standard adds no line;
 * - the total is the sum of all lines (dining included: the server bills it with the order).
 */

/** A priced line of an order (`refId`: the catalogue row: merchandise, service item or dining standard). */
export interface PricedLine {
  kind: 'merchandise' | 'item' | 'dining';
  refId: number;
  name: string;
  unit: string;
  unitPriceCents: number;
  quantity: number;
  amountCents: number;
}

/** A dining standard as pricing needs it (enabled ones, in the catalogue's order: sort, then id). */
export interface DiningStandard {
  id: number;
  name: string;
  diningTypeCode: string;
  pricePerPersonCents: number;
}

/** The line of `quantity` × a catalogue row priced `unitPriceCents`. */
export function pricedLine(
  kind: PricedLine['kind'],
  row: { id: number; name: string; unit?: string; unitPriceCents: number },
  quantity: number,
): PricedLine {
  return {
    kind,
    refId: row.id,
    name: row.name,
    unit: row.unit ?? '',
    unitPriceCents: row.unitPriceCents,
    quantity,
    amountCents: row.unitPriceCents * quantity,
  };
}

/**
 * The dining lines: per distinct dining type of `diningTypeCodes` (in their order) the first of
 * `standards` of that type × `attendees`.
 * @param standards the enabled standards in the catalogue's order (sort, id)
 */
export function diningLines(
  standards: readonly DiningStandard[],
  diningTypeCodes: readonly string[],
  attendees: number,
): PricedLine[] {
  return [...new Set(diningTypeCodes)].flatMap((code) => {
    const row = standards.find((s) => s.diningTypeCode === code);
    return row ? [pricedLine('dining', { ...row, unitPriceCents: row.pricePerPersonCents }, attendees)] : [];
  });
}

/** The order's total in cents: the sum of its lines' amounts. */
export function orderTotalCents(lines: readonly Pick<PricedLine, 'amountCents'>[]): number {
  return lines.reduce((sum, l) => sum + l.amountCents, 0);
}
