/**
 * Ordering units (customers) and merchandise units read in the request language: the seeded customers have
 * CN, EN and TC names as places do (the dropdown and the lists of orders and vouchers name them in the
 * reader's language, the back office edits the three); a merchandise unit reads through the business
 * dictionary `mcUnit` (`box` → 盒 / box / 盒), in the dropdown and in an order's lines, stored as typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cat from '../../platform/contracts/catering-catalogue.contract';
import * as fd from '../../platform/contracts/food-delivery.contract';
import type { Lang } from '../../platform/i18n/languages';
import { Code } from '../../platform/protocol/codes';
import { DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('customers', () => {
  it('name the seeded ordering units in the reader’s language', async () => {
    const names = async (lang: Lang) =>
      (await server.call(cat.customerDropdown, {}, { token: booker, lang })).data.map((c) => c.name);
    expect(await names('CN')).toEqual(['行政办公室', '计算机科学学院', '湖畔会务有限公司', '体育部']);
    expect(await names('EN')).toEqual([
      'Administration Office',
      'School of Computer Science',
      'Lakeside Conference Co.',
      'Sports Department',
    ]);
    expect(await names('TC')).toEqual(['行政辦公室', '計算機科學學院', '湖畔會務有限公司', '體育部']);
  });

  it('keeps the three names on save: omitted unchanged, a name taken in any language refused', async () => {
    const add = await server.call(
      cat.customerAdd,
      { name: '山顶会展', nameEn: 'Hilltop Events', nameTc: '山頂會展', kind: 'external' },
      { token: admin, lang: 'TC' },
    );
    expect(add.code, add.msg).toBe(0);
    expect(add.data).toMatchObject({ name: '山頂會展', nameCn: '山顶会展', nameEn: 'Hilltop Events' });
    const edit = await server.call(
      cat.customerEdit,
      { id: add.data.id, name: '山顶会展中心', kind: 'external' },
      { token: admin, lang: 'EN' },
    );
    expect(edit.code, edit.msg).toBe(0);
    expect(await server.one(sql`select name, name_en, name_tc from mc_customer where id = ${add.data.id}`)).toEqual({
      name: '山顶会展中心',
      name_en: 'Hilltop Events',
      name_tc: '山頂會展',
    });
    const taken = await server.call(
      cat.customerAdd,
      { name: 'Administration Office', kind: 'external' },
      { token: admin, lang: 'EN' },
    );
    expect(taken.code).toBe(Code.CUSTOMER_NAME_TAKEN);
    const found = await server.call(
      cat.customerPage,
      { pageNo: 1, pageSize: 10, keyword: 'Hilltop' },
      { token: admin, lang: 'CN' },
    );
    expect(found.data.rows.map((r) => r.name)).toEqual(['山顶会展中心']);
  });
});

describe('merchandise units', () => {
  it('read in the reader’s language in the dropdown and in an order’s lines, stored as typed', async () => {
    const category = await server.idOf(sql`insert into mc_merchandise_category (name_cn) values ('unit_test')
      returning id`);
    const box = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
      values (${category}, 'unit_box', 'box', 1000) returning id`);
    const unitIn = async (lang: Lang) =>
      (await server.call(cat.merchandiseDropdown, { categoryId: category }, { token: booker, lang })).data.find(
        (m) => m.id === box,
      )?.unit;
    expect(await unitIn('CN')).toBe('盒');
    expect(await unitIn('EN')).toBe('box');
    expect(await unitIn('TC')).toBe('盒');

    const lunch = await server.idOf(sql`insert into mc_time_range (name_cn, dining_type_code, start_time, end_time)
      values ('unit_lunch', 'lunch', '11:30', '13:00') returning id`);
    const order = await server.call(
      fd.foodDeliveryOrderAdd,
      {
        deliveryDate: shanghaiDate(3),
        timeRangeId: lunch,
        customerId: null,
        area: 'East Campus Admin Building',
        address: 'Room 101',
        receiverName: 'Li Lei',
        receiverPhone: '13900000000',
        remark: '',
        lines: [{ merchandiseId: box, quantity: 5 }],
      },
      { token: booker, lang: 'TC' },
    );
    expect(order.code, order.msg).toBe(0);
    expect(order.data.lines.map((l) => l.unit)).toEqual(['盒']);
    const detail = await server.call(fd.foodDeliveryOrderDetail, { id: order.data.id }, { token: booker, lang: 'EN' });
    expect(detail.data.lines.map((l) => l.unit)).toEqual(['box']);
    expect(
      await server.query(sql`select unit from mc_food_delivery_order_line where order_id = ${order.data.id}`),
    ).toEqual([{ unit: 'box' }]);
  });
});
