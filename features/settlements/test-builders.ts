/**
 * Data builders of the settlement page's view tests: valid outputs of the settlement
 * contract (platform/contracts/settlement.contract.ts), overridden field by field. Defaults:
 * a pending summary statement of the Administration Office for 2026-10, ¥1,280.50 of which
 * ¥800.00 meeting and ¥480.50 catering, three items.
 */
import type {
  CateringRule,
  SettlementDetail,
  SettlementItem,
  SettlementPageCount,
  SettlementRow,
  SettlementTotals,
} from '../../platform/contracts/settlement.contract';
import type { z } from 'zod';

/** A statement as the lists show it (pending, not confirmed, no invoice). */
export function aSettlementRow(over: Partial<SettlementRow> = {}): SettlementRow {
  const id = over.id ?? 1;
  return {
    id,
    settlementNo: `ST202610-000${id}`,
    kind: 'summary',
    customerId: 7,
    customerName: 'Administration Office',
    customerKind: 'internal',
    period: '2026-10',
    sequence: 1,
    state: 'pending',
    itemCount: 3,
    amountCents: 128050,
    meetingCents: 80000,
    cateringCents: 48050,
    confirmedAt: null,
    confirmedByName: null,
    invoiceNo: null,
    invoiceDate: null,
    invoiceAmountCents: null,
    invoicedAt: null,
    createdAt: '2026-11-01T02:00:00+08:00',
    ...over,
  };
}

/** A billed item: a meeting service order billed in full. */
export function aSettlementItem(over: Partial<SettlementItem> = {}): SettlementItem {
  return {
    id: 1,
    source: 'reserveOrder',
    sourceId: 31,
    sourceNo: 'RO20261012-0031',
    charge: 'full',
    serviceDate: '2026-10-12',
    description: 'Tea break, Room 301',
    baseCents: 80000,
    percent: 100,
    amountCents: 80000,
    ...over,
  };
}

/** A statement with its items and the customer's billing details ({@link aSettlementRow} by default). */
export function aSettlementDetail(over: Partial<SettlementDetail> = {}): SettlementDetail {
  return {
    ...aSettlementRow(over),
    items: [
      aSettlementItem(),
      aSettlementItem({
        id: 2,
        source: 'foodDelivery',
        sourceId: 41,
        sourceNo: 'FD20261015-0041',
        charge: 'lateCancel',
        serviceDate: '2026-10-15',
        description: 'Lunch boxes × 20',
        baseCents: 60000,
        percent: 50,
        amountCents: 30000,
      }),
      aSettlementItem({
        id: 3,
        source: 'mealVoucher',
        sourceId: 51,
        sourceNo: 'MV-51',
        charge: 'full',
        serviceDate: '2026-10-20',
        description: 'Lunch voucher',
        baseCents: 18050,
        percent: 100,
        amountCents: 18050,
      }),
    ],
    customer: {
      contactName: 'Li Lei',
      contactPhone: '13800000001',
      invoiceTitle: 'Venueflow University Administration Office',
      taxNumber: '91310000TAX0001',
      bankAccount: 'Bank of Campus 6222 0000 0001',
      address: '1 Campus Road',
    },
    ...over,
  };
}

/** Counts per state (all = their sum). */
export function aPageCount(over: Partial<z.infer<typeof SettlementPageCount>> = {}) {
  const c = { pending: 0, confirmed: 0, invoiced: 0, ...over };
  return { all: c.pending + c.confirmed + c.invoiced, ...c, ...over };
}

/** Sums of the filtered statements, cents (all zero by default). */
export function someTotals(over: Partial<z.infer<typeof SettlementTotals>> = {}): z.infer<typeof SettlementTotals> {
  return { count: 0, amountCents: 0, pendingCents: 0, confirmedCents: 0, invoicedCents: 0, ...over };
}

/** The billing rule as ruleCatering/detail answers it. */
export function aCateringRule(over: Partial<CateringRule & { updatedAt: string }> = {}) {
  return {
    lateCancelHours: 24,
    lateCancelPercent: 50,
    noShowPercent: 100,
    remark: '',
    updatedAt: '2026-11-01T09:00:00+08:00',
    ...over,
  };
}
