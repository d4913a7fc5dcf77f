/**
 * The catering catalogue and customers (spec §7 "Catering admin, under /mc/"): every call
 * against the stored rows — categories (tree, cycles, in-use deletes), merchandise (names per
 * language, cents, photo upload served by the media route, sub-category filter, in-use
 * delete), service items, time ranges (order, dining type, overlaps of enabled ranges),
 * standards, customers (kinds, organisations, unique names, in-use delete) — the operation
 * log of the writes, and a non-catering user refused every write while the dropdown-style
 * reads stay open to them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cat from '../../platform/contracts/catering-catalogue.contract';
import { Code } from '../../platform/protocol/codes';
import { messageOf } from '../../server/plugins/i18n';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let catering: string;
let booker: string;

beforeAll(async () => {
  server = await startTestServer();
  catering = (await server.login(DEMO.catering)).token;
  booker = (await server.login(DEMO.booker)).token;
});
afterAll(async () => {
  await server?.close();
});

const as = (lang: 'CN' | 'EN' | 'TC' = 'EN') => ({ token: catering, lang });

/** Inserts a reserve order (billed to `customerId`) with one line of `kind` / `refId`; returns its id. */
async function orderWith(customerId: number | null, line?: { kind: string; refId: number }): Promise<number> {
  const siteId = await server.idOf(sql`select id from site order by id limit 1`);
  const userId = await server.idOf(sql`select id from sys_user where account = 'booker'`);
  const orderId = await server.idOf(sql`insert into mc_reserve_order (order_no, site_id, start_at, end_at, subject,
    attendees, customer_id, applicant_user_id, applicant_name)
    values (${`RO-T-${Math.random()}`}, ${siteId}, now() + interval '1 day', now() + interval '25 hours', 'Test',
      10, ${customerId}, ${userId}, 'Booker') returning id`);
  if (line) {
    await server.query(sql`insert into mc_reserve_order_line (order_id, kind, ref_id, name, unit_price_cents,
      quantity, amount_cents) values (${orderId}, ${line.kind}, ${line.refId}, 'x', 100, 2, 200)`);
  }
  return orderId;
}

async function lastLog(path: string) {
  return server.one<{ before: unknown; after: unknown; user_id: number }>(
    sql`select before, after, user_id from operation_log where path = ${path} order by id desc limit 1`,
  );
}

describe('seed', () => {
  it('holds the demo catalogue, looked up by name', async () => {
    const names = await server.query<{ name_cn: string; price_cents: number }>(
      sql`select name_cn, price_cents from mc_merchandise order by id`,
    );
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(names).toContainEqual({ name_cn: '咖啡', price_cents: 1500 });
    const customers = await server.query<{
      name: string;
      name_en: string;
      name_tc: string;
      kind: string;
      org_id: number | null;
    }>(sql`select name, name_en, name_tc, kind, org_id from mc_customer order by sort`);
    expect(customers.map((c) => c.name_en)).toEqual([
      'Administration Office',
      'School of Computer Science',
      'Lakeside Conference Co.',
      'Sports Department',
    ]);
    // Named in the three languages, as places are.
    expect(customers.map((c) => [c.name, c.name_tc])).toEqual([
      ['行政办公室', '行政辦公室'],
      ['计算机科学学院', '計算機科學學院'],
      ['湖畔会务有限公司', '湖畔會務有限公司'],
      ['体育部', '體育部'],
    ]);
    expect(customers.map((c) => c.org_id !== null)).toEqual([true, true, false, true]);
    const ranges = await server.query<{ start_time: string }>(sql`select start_time from mc_time_range`);
    expect(ranges.map((r) => r.start_time).sort()).toEqual(['07:00', '11:30', '15:00', '17:30']);
  });
});

describe('merchandise categories', () => {
  it('adds a tree, answers names per language, refuses cycles and deletes of used categories', async () => {
    const root = await server.call(cat.categoryAdd, { nameCn: '测试', nameEn: 'Test', nameTc: '測試' }, as('EN'));
    expect(root.code).toBe(0);
    expect(root.data).toMatchObject({ name: 'Test', nameCn: '测试', parentId: null, status: 0 });
    const child = await server.call(cat.categoryAdd, { parentId: root.data.id, nameCn: '子类' }, as('EN'));
    // No English name: the CN name is shown.
    expect(child.data.name).toBe('子类');
    const grandchild = await server.call(
      cat.categoryAdd,
      { parentId: child.data.id, nameCn: '孙类', nameEn: 'Grandchild' },
      as('TC'),
    );
    expect(grandchild.data.name).toBe('孙类');

    const tree = await server.call(cat.categoryTree, undefined, { token: booker, lang: 'EN' });
    const node = tree.data.find((n) => n.id === root.data.id)!;
    expect(node.children.map((c) => c.id)).toEqual([child.data.id]);
    expect(node.children[0].children.map((c) => c.name)).toEqual(['Grandchild']);

    const cycle = await server.call(
      cat.categoryEdit,
      { id: root.data.id, parentId: grandchild.data.id, nameCn: '测试', nameEn: 'Test' },
      as('EN'),
    );
    expect(cycle.code).toBe(Code.CATALOGUE_CYCLE);
    expect(cycle.msg).toBe(messageOf(Code.CATALOGUE_CYCLE, 'EN', { context: 'category', name: 'Test' }));
    expect(cycle.msg).toContain('Test');
    const self = await server.call(
      cat.categoryEdit,
      { id: child.data.id, parentId: child.data.id, nameCn: '子类' },
      as(),
    );
    expect(self.code).toBe(Code.CATALOGUE_CYCLE);
    const missing = await server.call(cat.categoryAdd, { parentId: 999999, nameCn: 'x' }, as());
    expect(missing.code).toBe(Code.CATALOGUE_PARENT_MISSING);
    expect(
      (await server.one<{ parent_id: number | null }>(
        sql`select parent_id from mc_merchandise_category where id = ${root.data.id}`,
      ))!.parent_id,
    ).toBeNull();

    const hasChildren = await server.call(cat.categoryDelete, { ids: [root.data.id] }, as('EN'));
    expect(hasChildren.code).toBe(Code.CATALOGUE_HAS_CHILDREN);
    expect(hasChildren.msg).toContain('Test');

    const item = await server.call(
      cat.merchandiseAdd,
      { categoryId: grandchild.data.id, nameCn: '测试商品', unit: '个', priceCents: 100 },
      as(),
    );
    const holds = await server.call(cat.categoryDelete, { ids: [grandchild.data.id] }, as('EN'));
    expect(holds.code).toBe(Code.CATEGORY_HAS_MERCHANDISE);
    expect(holds.msg).toContain('Grandchild');
    await server.call(cat.merchandiseDelete, { ids: [item.data.id] }, as());

    // A whole branch goes at once.
    const gone = await server.call(
      cat.categoryDelete,
      { ids: [root.data.id, child.data.id, grandchild.data.id] },
      as(),
    );
    expect(gone.code).toBe(0);
    expect(await server.one(sql`select id from mc_merchandise_category where id = ${root.data.id}`)).toBeUndefined();
    const log = await lastLog('/mc/merchandise/category/delete');
    expect((log!.before as { nameCn: string }[]).map((b) => b.nameCn).sort()).toEqual(['子类', '孙类', '测试']);

    const page = await server.call(cat.categoryPage, { pageNo: 1, pageSize: 50, keyword: 'Drinks' }, as('CN'));
    expect(page.data.rows.map((r) => r.name)).toEqual(['饮品']);
  });
});

describe('merchandise', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)]);

  it('adds with a photo and cents, lists by category with sub-categories, edits, refuses bad input', async () => {
    const drinks = await server.idOf(sql`select id from mc_merchandise_category where name_cn = '饮品'`);
    const sub = await server.call(cat.categoryAdd, { parentId: drinks, nameCn: '热饮', nameEn: 'Hot drinks' }, as());
    const added = await server.call(
      cat.merchandiseAdd,
      {
        categoryId: sub.data.id,
        nameCn: '热可可',
        nameEn: 'Hot cocoa',
        nameTc: '熱可可',
        unit: '杯',
        priceCents: 1850,
        photo: { name: 'cocoa.png', contentType: 'image/png', data: PNG.toString('base64') },
      },
      as('TC'),
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ name: '熱可可', priceCents: 1850, categoryName: '热饮', status: 0 });
    // No TC name of the category: its CN name.
    expect(added.data.photoUrl).toBe(`/media/${added.data.photoMediaId}`);
    const stored = await server.one<{ price_cents: number; photo_media_id: number }>(
      sql`select price_cents, photo_media_id from mc_merchandise where id = ${added.data.id}`,
    );
    expect(stored).toEqual({ price_cents: 1850, photo_media_id: added.data.photoMediaId });
    const image = await server.app.inject({ method: 'GET', url: `/gateway/media/${added.data.photoMediaId}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await lastLog('/mc/merchandise/add'))!.after).toMatchObject({ nameCn: '热可可', priceCents: 1850 });

    // The drinks category lists its sub-category's merchandise too.
    const page = await server.call(cat.merchandisePage, { pageNo: 1, pageSize: 50, categoryId: drinks }, as('EN'));
    expect(page.data.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Coffee', 'Hot cocoa']));
    const keyword = await server.call(cat.merchandisePage, { pageNo: 1, pageSize: 50, keyword: 'cocoa' }, as());
    expect(keyword.data.rows.map((r) => r.id)).toEqual([added.data.id]);

    const edited = await server.call(
      cat.merchandiseEdit,
      {
        id: added.data.id,
        categoryId: sub.data.id,
        nameCn: '热可可',
        nameEn: 'Hot chocolate',
        unit: '杯',
        priceCents: 2000,
        photoMediaId: added.data.photoMediaId,
        status: 1,
      },
      as('EN'),
    );
    expect(edited.data).toMatchObject({ name: 'Hot chocolate', priceCents: 2000, status: 1 });
    const log = await lastLog('/mc/merchandise/edit');
    expect(log).toMatchObject({ before: { priceCents: 1850 }, after: { priceCents: 2000, status: 1 } });
    const disabled = await server.call(cat.merchandisePage, { pageNo: 1, pageSize: 50, status: 1 }, as());
    expect(disabled.data.rows.map((r) => r.id)).toContain(added.data.id);

    // The dropdown: enabled ones only, open to bookers.
    const dropdown = await server.call(cat.merchandiseDropdown, {}, { token: booker, lang: 'EN' });
    expect(dropdown.code).toBe(0);
    expect(dropdown.data.map((d) => d.id)).not.toContain(added.data.id);
    // Its unit (stored 杯) reads in the reader's language through the unit dictionary.
    expect(dropdown.data.find((d) => d.name === 'Coffee')).toMatchObject({ unit: 'cup', priceCents: 1500 });

    const negative = await server.call(
      cat.merchandiseAdd,
      { categoryId: drinks, nameCn: 'x', unit: '个', priceCents: -1 },
      as(),
    );
    expect(negative.code).toBe(Code.BAD_REQUEST);
    const noCategory = await server.call(
      cat.merchandiseAdd,
      { categoryId: 999999, nameCn: 'x', unit: '个', priceCents: 1 },
      as(),
    );
    expect(noCategory.code).toBe(Code.CATALOGUE_PARENT_MISSING);
    const badPhoto = await server.call(
      cat.merchandiseAdd,
      {
        categoryId: drinks,
        nameCn: 'x',
        unit: '个',
        priceCents: 1,
        photo: { name: 'x.png', contentType: 'image/png', data: Buffer.from('not a png').toString('base64') },
      },
      as(),
    );
    expect(badPhoto.code).toBe(Code.MEDIA_INVALID);
    const unknownMedia = await server.call(
      cat.merchandiseAdd,
      { categoryId: drinks, nameCn: 'x', unit: '个', priceCents: 1, photoMediaId: 999999 },
      as(),
    );
    expect(unknownMedia.code).toBe(Code.MEDIA_INVALID);
    expect(await server.one(sql`select id from mc_merchandise where name_cn = 'x'`)).toBeUndefined();
  });

  it('refuses deleting merchandise on an order line, deletes unused merchandise', async () => {
    const coffee = await server.idOf(sql`select id from mc_merchandise where name_cn = '咖啡'`);
    await orderWith(null, { kind: 'merchandise', refId: coffee });
    const refused = await server.call(cat.merchandiseDelete, { ids: [coffee] }, as('EN'));
    expect(refused.code).toBe(Code.CATALOGUE_IN_USE);
    expect(refused.msg).toBe(messageOf(Code.CATALOGUE_IN_USE, 'EN', { context: 'merchandise', name: 'Coffee' }));
    expect(await server.one(sql`select id from mc_merchandise where id = ${coffee}`)).toBeDefined();

    const drinks = await server.idOf(sql`select id from mc_merchandise_category where name_cn = '饮品'`);
    const spare = await server.call(
      cat.merchandiseAdd,
      { categoryId: drinks, nameCn: '备用', unit: '个', priceCents: 0 },
      as(),
    );
    expect((await server.call(cat.merchandiseDelete, { ids: [spare.data.id] }, as())).code).toBe(0);
    expect(await server.one(sql`select id from mc_merchandise where id = ${spare.data.id}`)).toBeUndefined();
    expect((await server.call(cat.merchandiseDelete, { ids: [spare.data.id] }, as())).code).toBe(Code.NOT_FOUND);
  });
});

describe('service items', () => {
  it('builds the tree, offers enabled leaves, refuses cycles and deletes in use', async () => {
    const group = await server.call(cat.itemFormAdd, { nameCn: '测试组', nameEn: 'Test group' }, as());
    const item = await server.call(
      cat.itemFormAdd,
      { parentId: group.data.id, nameCn: '测试项', nameEn: 'Test item', priceCents: 5000 },
      as(),
    );
    expect(item.data).toMatchObject({ parentId: group.data.id, priceCents: 5000, name: 'Test item' });
    const tree = await server.call(cat.itemFormTree, { keyword: 'Test item' }, { token: booker, lang: 'EN' });
    expect(tree.data.map((n) => n.name)).toEqual(['Test group']);
    expect(tree.data[0].children.map((n) => n.name)).toEqual(['Test item']);
    const full = await server.call(cat.itemFormTree, {}, as('EN'));
    expect(full.data.map((n) => n.name)).toEqual(expect.arrayContaining(['Room set-up', 'Equipment', 'Test group']));

    const dropdown = await server.call(cat.itemFormDropdown, undefined, { token: booker, lang: 'EN' });
    const names = dropdown.data.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Name plates', 'Projector', 'Test item']));
    expect(names).not.toContain('Test group');

    const cycle = await server.call(
      cat.itemFormEdit,
      { id: group.data.id, parentId: item.data.id, nameCn: '测试组' },
      as(),
    );
    expect(cycle.code).toBe(Code.CATALOGUE_CYCLE);
    const hasChildren = await server.call(cat.itemFormDelete, { ids: [group.data.id] }, as('EN'));
    expect(hasChildren.code).toBe(Code.CATALOGUE_HAS_CHILDREN);
    expect(hasChildren.msg).toContain('Test group');

    await orderWith(null, { kind: 'item', refId: item.data.id });
    const inUse = await server.call(cat.itemFormDelete, { ids: [item.data.id] }, as());
    expect(inUse.code).toBe(Code.CATALOGUE_IN_USE);

    const edited = await server.call(
      cat.itemFormEdit,
      { id: item.data.id, parentId: null, nameCn: '测试项', priceCents: 6000, status: 1 },
      as('CN'),
    );
    expect(edited.data).toMatchObject({ parentId: null, priceCents: 6000, status: 1 });
    expect((await lastLog('/mc/itemForm/edit'))!.before).toMatchObject({ priceCents: 5000 });
    const page = await server.call(cat.itemFormPage, { pageNo: 1, pageSize: 10, keyword: '测试' }, as());
    expect(page.data.total).toBe(2);
    expect((await server.call(cat.itemFormDelete, { ids: [group.data.id] }, as())).code).toBe(0);
  });
});

describe('dining time ranges', () => {
  it('refuses bad times, unknown dining types and overlaps of enabled ranges; lists by start', async () => {
    const base = { nameCn: '早茶', nameEn: 'Morning tea', diningTypeCode: 'teaBreak' };
    const reversed = await server.call(cat.timeRangeAdd, { ...base, startTime: '10:00', endTime: '09:00' }, as());
    expect(reversed.code).toBe(Code.TIME_RANGE_INVALID);
    const badFormat = await server.call(cat.timeRangeAdd, { ...base, startTime: '9:00', endTime: '10:00' }, as());
    expect(badFormat.code).toBe(Code.BAD_REQUEST);
    const unknown = await server.call(
      cat.timeRangeAdd,
      { ...base, diningTypeCode: 'supper', startTime: '22:00', endTime: '23:00' },
      as(),
    );
    expect(unknown.code).toBe(Code.DINING_TYPE_UNKNOWN);

    const added = await server.call(cat.timeRangeAdd, { ...base, startTime: '09:30', endTime: '10:00' }, as('EN'));
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ name: 'Morning tea', diningTypeName: 'Tea break', startTime: '09:30' });

    // The tea break 15:00–15:30 is seeded: an enabled range over it is refused, naming it.
    const overlap = await server.call(
      cat.timeRangeAdd,
      { ...base, nameEn: 'Late tea', startTime: '15:15', endTime: '16:00' },
      as('EN'),
    );
    expect(overlap.code).toBe(Code.TIME_RANGE_OVERLAP);
    expect(overlap.msg).toBe(
      messageOf(Code.TIME_RANGE_OVERLAP, 'EN', { name: 'Late tea', other: 'Tea break 15:00–15:30' }),
    );
    // Another dining type, or a disabled range, may overlap.
    const lunchAt = await server.call(
      cat.timeRangeAdd,
      { nameCn: '自助', diningTypeCode: 'buffet', startTime: '15:00', endTime: '16:00' },
      as(),
    );
    expect(lunchAt.code).toBe(0);
    const disabled = await server.call(
      cat.timeRangeAdd,
      { ...base, nameEn: 'Late tea', startTime: '15:15', endTime: '16:00', status: 1 },
      as(),
    );
    expect(disabled.code).toBe(0);
    const enable = await server.call(
      cat.timeRangeEdit,
      { id: disabled.data.id, ...base, startTime: '15:15', endTime: '16:00', status: 0 },
      as(),
    );
    expect(enable.code).toBe(Code.TIME_RANGE_OVERLAP);
    // Editing a range does not clash with itself.
    const moved = await server.call(
      cat.timeRangeEdit,
      { id: added.data.id, ...base, startTime: '09:15', endTime: '10:00' },
      as(),
    );
    expect(moved.data.startTime).toBe('09:15');
    expect((await lastLog('/mc/timeRange/edit'))!.before).toMatchObject({ startTime: '09:30' });

    const dropdown = await server.call(cat.timeRangeDropdown, {}, { token: booker, lang: 'EN' });
    const starts = dropdown.data.map((d) => d.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(dropdown.data.map((d) => d.id)).not.toContain(disabled.data.id);
    const full = await server.call(cat.timeRangeFullDropdown, undefined, { token: booker });
    expect(full.data.find((d) => d.id === disabled.data.id)!.enabled).toBe(false);
    expect(full.data.find((d) => d.id === added.data.id)!.enabled).toBe(true);
    const page = await server.call(cat.timeRangePage, { pageNo: 1, pageSize: 50, diningTypeCode: 'teaBreak' }, as());
    expect(page.data.total).toBe(3);

    const del = await server.call(
      cat.timeRangeDelete,
      { ids: [added.data.id, disabled.data.id, lunchAt.data.id] },
      as(),
    );
    expect(del.code).toBe(0);
    expect(await server.one(sql`select id from mc_time_range where id = ${added.data.id}`)).toBeUndefined();
  });
});

describe('dining standards', () => {
  it('adds, edits, lists per dining type, refuses unknown types and deletes in use', async () => {
    const added = await server.call(
      cat.standardAdd,
      { nameCn: '豪华晚餐', nameEn: 'Deluxe dinner', diningTypeCode: 'dinner', pricePerPersonCents: 15000 },
      as('EN'),
    );
    expect(added.data).toMatchObject({ name: 'Deluxe dinner', diningTypeName: 'Dinner', pricePerPersonCents: 15000 });
    const unknown = await server.call(
      cat.standardAdd,
      { nameCn: 'x', diningTypeCode: 'supper', pricePerPersonCents: 1 },
      as(),
    );
    expect(unknown.code).toBe(Code.DINING_TYPE_UNKNOWN);
    const edited = await server.call(
      cat.standardEdit,
      { id: added.data.id, nameCn: '豪华晚餐', diningTypeCode: 'dinner', pricePerPersonCents: 16000 },
      as(),
    );
    expect(edited.data.pricePerPersonCents).toBe(16000);
    const dropdown = await server.call(cat.standardDropdown, { diningTypeCode: 'dinner' }, { token: booker });
    expect(dropdown.data.map((d) => d.id)).toContain(added.data.id);
    expect(new Set(dropdown.data.map((d) => d.diningTypeCode))).toEqual(new Set(['dinner']));
    const page = await server.call(cat.standardPage, { pageNo: 1, pageSize: 50, diningTypeCode: 'lunch' }, as());
    expect(page.data.total).toBe(2);

    await orderWith(null, { kind: 'dining', refId: added.data.id });
    expect((await server.call(cat.standardDelete, { ids: [added.data.id] }, as())).code).toBe(Code.CATALOGUE_IN_USE);
  });
});

describe('customers', () => {
  it('adds internal and external customers, refuses duplicates and missing organisations', async () => {
    const orgId = await server.idOf(sql`select id from sys_org where code = 'cs'`);
    const noOrg = await server.call(cat.customerAdd, { name: 'Dept X', kind: 'internal' }, as());
    expect(noOrg.code).toBe(Code.CUSTOMER_ORG_REQUIRED);
    const missingOrg = await server.call(cat.customerAdd, { name: 'Dept X', kind: 'internal', orgId: 999999 }, as());
    expect(missingOrg.code).toBe(Code.CUSTOMER_ORG_REQUIRED);
    const internal = await server.call(
      cat.customerAdd,
      { name: 'CS Lab', kind: 'internal', orgId, contactName: 'Zhang', contactPhone: '123', taxNumber: 'T1' },
      as('EN'),
    );
    expect(internal.data).toMatchObject({
      name: 'CS Lab',
      kind: 'internal',
      kindName: 'Internal unit',
      orgId,
      orgName: 'School of Computer Science',
      taxNumber: 'T1',
    });
    const keyword = await server.call(cat.customerPage, { pageNo: 1, pageSize: 10, keyword: 'Zhang' }, as());
    expect(keyword.data.rows.map((r) => r.id)).toEqual([internal.data.id]);
    const dup = await server.call(cat.customerAdd, { name: 'Lakeside Conference Co.', kind: 'external' }, as('EN'));
    expect(dup.code).toBe(Code.CUSTOMER_NAME_TAKEN);
    expect(dup.msg).toContain('Lakeside Conference Co.');
    // An external customer keeps no organisation.
    const external = await server.call(
      cat.customerEdit,
      { id: internal.data.id, name: 'CS Lab', kind: 'external', orgId },
      as(),
    );
    expect(external.data).toMatchObject({ kind: 'external', orgId: null });
    expect(await server.one(sql`select org_id from mc_customer where id = ${internal.data.id}`)).toEqual({
      org_id: null,
    });
    expect((await lastLog('/mc/customerManager/edit'))!.before).toMatchObject({ kind: 'internal', orgId });
    const renameDup = await server.call(
      cat.customerEdit,
      { id: internal.data.id, name: 'Administration Office', kind: 'external' },
      as(),
    );
    expect(renameDup.code).toBe(Code.CUSTOMER_NAME_TAKEN);

    const kinds = await server.call(cat.customerGetKinds, undefined, { token: booker, lang: 'TC' });
    expect(kinds.data).toEqual([
      { value: 'internal', label: '內部單位' },
      { value: 'external', label: '外部單位' },
    ]);
    const page = await server.call(cat.customerPage, { pageNo: 1, pageSize: 10, kind: 'external' }, as());
    expect(page.data.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Lakeside Conference Co.', 'CS Lab']));
    await server.call(cat.customerEdit, { id: internal.data.id, name: 'CS Lab', kind: 'external', status: 1 }, as());
    const dropdown = await server.call(cat.customerDropdown, {}, { token: booker });
    expect(dropdown.data.map((d) => d.name)).toContain('Lakeside Conference Co.');
    expect(dropdown.data.map((d) => d.id)).not.toContain(internal.data.id);

    expect((await server.call(cat.customerDelete, { ids: [internal.data.id] }, as())).code).toBe(0);
    expect((await lastLog('/mc/customerManager/delete'))!.before).toMatchObject([{ name: 'CS Lab' }]);
  });

  it('refuses deleting a customer an order is billed to', async () => {
    const lakeside = await server.idOf(sql`select id from mc_customer where name_en = 'Lakeside Conference Co.'`);
    await orderWith(lakeside);
    const refused = await server.call(cat.customerDelete, { ids: [lakeside] }, as('EN'));
    expect(refused.code).toBe(Code.CUSTOMER_IN_USE);
    expect(refused.msg).toContain('Lakeside Conference Co.');
    expect(await server.one(sql`select id from mc_customer where id = ${lakeside}`)).toBeDefined();
  });
});

describe('access', () => {
  it('refuses every write to a non-catering user, storing nothing', async () => {
    const writes = Object.values(cat).filter(
      (c): c is (typeof cat)['categoryAdd'] =>
        typeof c === 'object' && c !== null && 'method' in c && (c as { method: string }).method === 'POST',
    );
    expect(writes).toHaveLength(18);
    for (const contract of writes) {
      const r = await server.call(contract, {} as never, { token: booker });
      expect(r.code, contract.path).toBe(Code.FORBIDDEN);
    }
  });

  it('lets the catering account read the pages, a booker only the dropdowns', async () => {
    const pages = [cat.categoryPage, cat.merchandisePage, cat.itemFormPage, cat.timeRangePage, cat.standardPage];
    for (const p of [...pages, cat.customerPage]) {
      expect((await server.call(p, { pageNo: 1, pageSize: 5 }, { token: catering })).code, p.path).toBe(0);
      expect((await server.call(p, { pageNo: 1, pageSize: 5 }, { token: booker })).code, p.path).toBe(Code.FORBIDDEN);
    }
  });
});
