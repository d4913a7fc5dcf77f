/**
 * The four catering statistics pages against the fake gateway: each asks for this month's
 * campus dates by default (and by month when chosen), shows the summary figures and the table
 * with money formatted, draws its charts, and exports exactly the table's cells to an `.xlsx`
 * read back here with exceljs; the texts in TC.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import {
  cateringStatistics,
  consumptionTypeStatistics,
  getLifeScienceStatistics,
  meetStatistics,
  orderingUnitStatistics,
  type CateringStatistics,
  type ConsumptionStatistics,
  type LifeScienceStatistics,
  type MeetStatistics,
  type OrderingUnitStatistics,
} from '../../platform/contracts/catering-statistics.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aUser, renderWithRuntime } from '../../ui/testing';
import CateringStatisticsPage from './catering-statistics-page';
import ConsumptionTypePage from './consumption-type-page';
import MeetStatisticsPage from './meet-statistics-page';
import OrderingUnitPage from './ordering-unit-page';
import { campusToday, monthOf } from '../../ui/statistics-frame';

afterEach(() => vi.restoreAllMocks());

const RANGE = { from: '2026-11-01', to: '2026-11-30' };

const CATERING: CateringStatistics = {
  ...RANGE,
  granularity: 'day',
  totals: {
    deliveryOrders: 3,
    deliveryCents: 123450,
    vouchersRedeemed: 2,
    voucherCents: 4000,
    totalCents: 127450,
    cancelledOrders: 1,
  },
  series: [
    { period: '2026-11-01', deliveryOrders: 0, deliveryCents: 0, vouchersRedeemed: 0, voucherCents: 0 },
    { period: '2026-11-02', deliveryOrders: 3, deliveryCents: 123450, vouchersRedeemed: 2, voucherCents: 4000 },
  ],
  byTimeRange: [{ timeRangeId: 1, name: '午餐', diningTypeCode: 'lunch', orders: 3, amountCents: 123450 }],
  byDiningType: [
    {
      diningTypeCode: 'lunch',
      name: '午餐',
      deliveryOrders: 3,
      deliveryCents: 123450,
      vouchersRedeemed: 2,
      voucherCents: 4000,
    },
  ],
};

const LIFE_SCIENCE: LifeScienceStatistics = {
  ...RANGE,
  granularity: 'day',
  totals: { issued: 5, redeemed: 2, unused: 2, expired: 1, issuedCents: 10000, redeemedCents: 4000 },
  rows: [
    {
      customerId: 1,
      customerName: '行政办公室',
      ticketTypeId: 2,
      ticketTypeName: '午餐券',
      issued: 5,
      redeemed: 2,
      unused: 2,
      expired: 1,
      issuedCents: 10000,
      redeemedCents: 4000,
    },
  ],
  series: [],
};

const MEET: MeetStatistics = {
  ...RANGE,
  granularity: 'day',
  totals: { orders: 2, attendees: 30, amountCents: 56000, cancelled: 1, rejected: 0 },
  byState: [
    { state: 'arranged', orders: 2 },
    { state: 'cancelled', orders: 1 },
  ],
  byRoom: [{ siteId: 7, siteName: 'Room 101', orders: 2, attendees: 30, amountCents: 56000 }],
  series: [{ period: '2026-11-03', orders: 2, attendees: 30, amountCents: 56000 }],
};

const UNITS: OrderingUnitStatistics = {
  ...RANGE,
  rows: [
    {
      rank: 1,
      customerId: 1,
      customerName: 'Administration Office',
      customerKind: 'internal',
      meetingOrders: 2,
      meetingCents: 56000,
      deliveryOrders: 3,
      deliveryCents: 123450,
      vouchersIssued: 5,
      vouchersRedeemed: 2,
      voucherCents: 4000,
      totalCents: 183450,
    },
    {
      rank: 2,
      customerId: null,
      customerName: null,
      customerKind: null,
      meetingOrders: 1,
      meetingCents: 1500,
      deliveryOrders: 0,
      deliveryCents: 0,
      vouchersIssued: 0,
      vouchersRedeemed: 0,
      voucherCents: 0,
      totalCents: 1500,
    },
  ],
  totals: {
    meetingOrders: 3,
    meetingCents: 57500,
    deliveryOrders: 3,
    deliveryCents: 123450,
    vouchersIssued: 5,
    vouchersRedeemed: 2,
    voucherCents: 4000,
    totalCents: 184950,
  },
};

const CONSUMPTION: ConsumptionStatistics = {
  ...RANGE,
  rows: [
    { kind: 'merchandiseCategory', id: 3, name: 'Drinks', quantity: 4, amountCents: 10000 },
    { kind: 'merchandiseCategory', id: 0, name: '', quantity: 1, amountCents: 500 },
    { kind: 'standard', id: 1, name: 'Business lunch', quantity: 10, amountCents: 20000 },
    { kind: 'ticketType', id: 2, name: 'Lunch', quantity: 1, amountCents: 2000 },
  ],
  byKind: [
    { kind: 'merchandiseCategory', amountCents: 10500 },
    { kind: 'standard', amountCents: 20000 },
    { kind: 'item', amountCents: 0 },
    { kind: 'ticketType', amountCents: 2000 },
  ],
  totalCents: 32500,
};

/** Renders `page` at `url` in `lang` with every statistics call answered. */
async function setup(page: React.ReactElement, url: string, lang: Lang = 'EN') {
  const { gateway } = await renderWithRuntime(page, {
    lang,
    url,
    user: aUser({ account: 'catering', permissions: ['mc:statistics:catering'] }),
    serve: (g) => {
      g.on(cateringStatistics, () => CATERING);
      g.on(getLifeScienceStatistics, () => LIFE_SCIENCE);
      g.on(meetStatistics, () => MEET);
      g.on(orderingUnitStatistics, () => UNITS);
      g.on(consumptionTypeStatistics, () => CONSUMPTION);
    },
  });
  return gateway;
}

/** Catches the next download: the file name and the workbook's first sheet as rows of cell values. */
function catchDownload() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blobs.push(b as Blob);
    return 'blob:x';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return async () => {
    await waitFor(() => expect(blobs).toHaveLength(1));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await blobs[0].arrayBuffer());
    const ws = wb.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: names[0], sheet: ws.name, rows };
  };
}

/** The texts of the table's rows (each row's cells). */
const tableRows = (testId: string) =>
  screen.getAllByTestId(`${testId}-row`).map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  );

describe('the range filter', () => {
  it('is this month in campus dates by default', () => {
    expect(monthOf('2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // 16:30 UTC on Nov 30th is already Dec 1st on campus.
    expect(campusToday(Date.parse('2026-11-30T16:30:00Z'))).toBe('2026-12-01');
  });
});

describe('CateringStatisticsPage', () => {
  it('asks for this month, shows the figures, the series table and the vouchers; by month on demand', async () => {
    const gateway = await setup(<CateringStatisticsPage />, '/cateringStatistics');
    expect((await screen.findByTestId('figure-deliveryAmount')).textContent).toContain('CN¥1,234.50');
    expect(screen.getByTestId('figure-totalAmount').textContent).toContain('CN¥1,274.50');
    expect(screen.getByTestId('figure-cancelled').textContent).toBe('Cancelled or rejected1');
    const month = monthOf(campusToday());
    expect(gateway.requests(cateringStatistics)[0].body).toMatchObject({ ...month, granularity: 'day' });
    expect(gateway.requests(getLifeScienceStatistics)[0].body).toMatchObject(month);
    // Days without figures are left out of the table (the chart keeps them).
    expect(tableRows('catering-table')).toEqual([['2026-11-02', '3', 'CN¥1,234.50', '2', 'CN¥40.00', 'CN¥1,274.50']]);
    expect(tableRows('life-science-table')).toEqual([
      ['行政办公室', '午餐券', '5', '2', '2', '1', 'CN¥100.00', 'CN¥40.00'],
    ]);
    expect(screen.getByTestId('catering-series-chart').getAttribute('data-variant')).toBe('line');
    expect(screen.getByTestId('catering-dining-chart').getAttribute('data-variant')).toBe('pie');

    fireEvent.change(screen.getByRole('combobox', { name: 'Granularity' }), { target: { value: 'month' } });
    await waitFor(() =>
      expect(gateway.requests(cateringStatistics).some((r) => r.body.granularity === 'month')).toBe(true),
    );
    await waitFor(() =>
      expect(gateway.requests(getLifeScienceStatistics).some((r) => r.body.granularity === 'month')).toBe(true),
    );
  });

  it('exports the meal-voucher table to .xlsx', async () => {
    await setup(<CateringStatisticsPage />, '/cateringStatistics');
    await screen.findByTestId('life-science-table-row');
    const download = catchDownload();
    fireEvent.click(screen.getByTestId('life-science-table-export'));
    const file = await download();
    const { from, to } = monthOf(campusToday());
    expect(file.name).toBe(`lifeScienceStatistics-${from}-${to}.xlsx`);
    expect(file.sheet).toBe('Meal vouchers');
    expect(file.rows).toEqual([
      ['Ordering unit', 'Ticket type', 'Issued', 'Redeemed', 'Unused', 'Expired', 'Issued amount', 'Redeemed amount'],
      ['行政办公室', '午餐券', 5, 2, 2, 1, 'CN¥100.00', 'CN¥40.00'],
    ]);
  });

  it('speaks TC', async () => {
    await setup(<CateringStatisticsPage />, '/cateringStatistics', 'TC');
    expect(await screen.findByRole('heading', { name: '餐飲統計' })).toBeTruthy();
    expect((await screen.findByTestId('figure-deliveryOrders')).textContent).toBe('送餐訂單3');
    expect(screen.getByText('餐券統計')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '統計粒度' })).toBeTruthy();
  });
});

describe('MeetStatisticsPage', () => {
  it('shows the figures and the rooms, and exports the room table', async () => {
    const gateway = await setup(<MeetStatisticsPage />, '/meetStatistics');
    expect((await screen.findByTestId('figure-attendees')).textContent).toBe('Attendees30');
    expect(screen.getByTestId('figure-amount').textContent).toContain('CN¥560.00');
    expect(gateway.requests(meetStatistics)[0].body).toMatchObject(monthOf(campusToday()));
    expect(tableRows('meet-table')).toEqual([['Room 101', '2', '30', 'CN¥560.00']]);
    const download = catchDownload();
    fireEvent.click(screen.getByTestId('meet-table-export'));
    const file = await download();
    expect(file.rows).toEqual([
      ['Room', 'Meeting orders', 'Attendees', 'Meeting amount'],
      ['Room 101', 2, 30, 'CN¥560.00'],
    ]);
  });

  it('speaks TC', async () => {
    await setup(<MeetStatisticsPage />, '/meetStatistics', 'TC');
    expect((await screen.findByTestId('figure-cancelled')).textContent).toBe('已取消1');
    expect(screen.getByRole('heading', { name: '會議統計' })).toBeTruthy();
  });
});

describe('OrderingUnitPage', () => {
  it('ranks the units, names the orders without one, and exports the ranking', async () => {
    await setup(<OrderingUnitPage />, '/orderingUnit');
    expect((await screen.findByTestId('figure-totalAmount')).textContent).toContain('CN¥1,849.50');
    expect(screen.getByTestId('figure-units').textContent).toBe('Ordering units2');
    expect(screen.queryByRole('combobox', { name: 'Granularity' })).toBeNull();
    expect(tableRows('ordering-unit-table').map((r) => r.slice(0, 3).concat(r.at(-1)!))).toEqual([
      ['1', 'Administration Office', 'Internal', 'CN¥1,834.50'],
      ['2', 'No ordering unit', '', 'CN¥15.00'],
    ]);
    const download = catchDownload();
    fireEvent.click(screen.getByTestId('ordering-unit-table-export'));
    const file = await download();
    expect(file.rows[0]).toHaveLength(11);
    expect(file.rows[1]).toEqual([
      1,
      'Administration Office',
      'Internal',
      2,
      'CN¥560.00',
      3,
      'CN¥1,234.50',
      5,
      2,
      'CN¥40.00',
      'CN¥1,834.50',
    ]);
    expect(file.rows[2].slice(0, 2)).toEqual([2, 'No ordering unit']);
  });

  it('speaks TC', async () => {
    await setup(<OrderingUnitPage />, '/orderingUnit', 'TC');
    await screen.findAllByTestId('ordering-unit-table-row');
    expect(tableRows('ordering-unit-table')[1].slice(0, 3)).toEqual(['2', '未指定單位', '']);
    expect(screen.getByRole('heading', { name: '訂餐單位統計', level: 1 })).toBeTruthy();
  });
});

describe('ConsumptionTypePage', () => {
  it('sums each kind, lists the types and exports them', async () => {
    await setup(<ConsumptionTypePage />, '/consumptionTypeStatistics');
    expect((await screen.findByTestId('figure-standard')).textContent).toContain('CN¥200.00');
    expect(screen.getByTestId('figure-total').textContent).toContain('CN¥325.00');
    expect(tableRows('consumption-table')).toEqual([
      ['Merchandise category', 'Drinks', '4', 'CN¥100.00'],
      ['Merchandise category', 'Other', '1', 'CN¥5.00'],
      ['Dining standard', 'Business lunch', '10', 'CN¥200.00'],
      ['Ticket type', 'Lunch', '1', 'CN¥20.00'],
    ]);
    const download = catchDownload();
    fireEvent.click(screen.getByTestId('consumption-table-export'));
    const file = await download();
    expect(file.rows[0]).toEqual(['Consumption type', 'Name', 'Quantity', 'Amount']);
    expect(file.rows[3]).toEqual(['Dining standard', 'Business lunch', 10, 'CN¥200.00']);
  });

  it('speaks TC', async () => {
    await setup(<ConsumptionTypePage />, '/consumptionTypeStatistics', 'TC');
    expect((await screen.findByTestId('figure-item')).textContent).toContain('服務項目');
    expect(tableRows('consumption-table')[1]).toEqual(['商品分類', '其他', '1', 'CN¥5.00']);
  });
});
