/**
 * Statements for the view tests of the terminal's statement pages: {@link aStatement} (a meeting
 * statement of the School of Computer Science for 2026-10: two items, ¥1,280.50, one of them a
 * late cancellation billed at half) in any state, and the gateway's answers over a list of them.
 */
import type { OrgSettlementKind } from '../../platform/contracts/org-settlement.contract';
import type { SettlementDetail, SettlementState } from '../../platform/contracts/settlement.contract';

/** A statement with its items (see the module comment); `over` replaces any field. */
export function aStatement(over: Partial<SettlementDetail> = {}): SettlementDetail {
  const state: SettlementState = over.state ?? 'pending';
  return {
    id: 41,
    settlementNo: 'ST-M-202610-0001',
    kind: 'meeting',
    customerId: 2,
    customerName: 'School of Computer Science',
    customerKind: 'internal',
    period: '2026-10',
    sequence: 1,
    state,
    itemCount: 2,
    amountCents: 128050,
    meetingCents: 128050,
    cateringCents: 0,
    confirmedAt: state === 'pending' ? null : '2026-11-02T10:30:00+08:00',
    confirmedByName: state === 'pending' ? null : 'Demo Approver',
    invoiceNo: state === 'invoiced' ? 'INV-2026-001' : null,
    invoiceDate: state === 'invoiced' ? '2026-11-05' : null,
    invoiceAmountCents: state === 'invoiced' ? 128050 : null,
    invoicedAt: state === 'invoiced' ? '2026-11-05T09:00:00+08:00' : null,
    createdAt: '2026-10-08T16:00:00+08:00',
    items: [
      {
        id: 1,
        source: 'reserveOrder',
        sourceId: 7,
        sourceNo: 'RO20261008-0001',
        charge: 'full',
        serviceDate: '2026-10-08',
        description: 'Quarterly budget review',
        baseCents: 98050,
        percent: 100,
        amountCents: 98050,
      },
      {
        id: 2,
        source: 'reserveOrder',
        sourceId: 8,
        sourceNo: 'RO20261015-0002',
        charge: 'lateCancel',
        serviceDate: '2026-10-15',
        description: 'Project kick-off',
        baseCents: 60000,
        percent: 50,
        amountCents: 30000,
      },
    ],
    customer: {
      contactName: 'Li Ming',
      contactPhone: '010-62780002',
      invoiceTitle: '',
      taxNumber: '',
      bankAccount: '',
      address: '',
    },
    ...over,
  };
}

/** `count` statements of `kind`, ids 1…count, newest month first, states pending / confirmed / invoiced in turn. */
export function someStatements(kind: OrgSettlementKind, count: number): SettlementDetail[] {
  const states: SettlementState[] = ['pending', 'confirmed', 'invoiced'];
  return Array.from({ length: count }, (_, i) => {
    const month = String(12 - (i % 12)).padStart(2, '0');
    return aStatement({
      id: i + 1,
      kind,
      settlementNo: `ST-${kind === 'meeting' ? 'M' : 'C'}-2026${month}-${String(i + 1).padStart(4, '0')}`,
      period: `2026-${month}`,
      state: states[i % 3],
      amountCents: 10000 * (i + 1) + 50,
    });
  });
}
