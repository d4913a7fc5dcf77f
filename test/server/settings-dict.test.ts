/**
 * Dictionaries (/systemDictionary, /businessDictionary): the `/system/dict/…` and
 * `/business/dict/…` calls — paging and filters, add / edit / delete of types and items
 * with the stored rows and operation-log snapshots checked, kinds kept apart, duplicates
 * refused — and the forms' read `/system/dict/items` in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDictItemAdd,
  businessDictItemList,
  businessDictTypeAdd,
  businessDictTypeDelete,
  businessDictTypePage,
  dictItems,
  systemDictItemAdd,
  systemDictItemDelete,
  systemDictItemEdit,
  systemDictItemList,
  systemDictTypeAdd,
  systemDictTypeDelete,
  systemDictTypeEdit,
  systemDictTypePage,
} from '../../platform/contracts/settings.contract';
import { Code } from '../../platform/protocol/codes';
import { sql, startSignedIn, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  ({ server, admin, booker } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

/** The newest operation-log row of `path`. */
async function lastLog(path: string) {
  const [row] = await server.query<{ account: string; before: unknown; after: unknown }>(
    sql`select account, before, after from operation_log where path = ${path} order by id desc limit 1`,
  );
  return row;
}

describe('dictionary types', () => {
  it('pages the seeded dictionaries of each kind with their item counts, filtered', async () => {
    const system = await server.call(systemDictTypePage, {}, { token: admin });
    expect(system.code).toBe(0);
    expect(system.data.rows.map((r) => [r.code, r.kind, r.itemCount])).toEqual([
      ['gender', 'system', 3],
      ['status', 'system', 2],
      ['yesNo', 'system', 2],
    ]);
    const business = await server.call(businessDictTypePage, { name: 'PAY' }, { token: admin });
    expect(business.data.rows.map((r) => r.code)).toEqual(['payType']);
    const p2 = await server.call(systemDictTypePage, { pageNo: 2, pageSize: 2 }, { token: admin });
    expect(p2.data).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(p2.data.rows.map((r) => r.code)).toEqual(['yesNo']);
  });

  it('adds, edits and deletes a type (items go with it), logging snapshots', async () => {
    const add = await server.call(
      systemDictTypeAdd,
      { code: 'roomColor', name: 'Room colour', sort: 9, remark: '' },
      { token: admin },
    );
    expect(add.code).toBe(0);
    expect(add.data).toMatchObject({
      kind: 'system',
      code: 'roomColor',
      name: 'Room colour',
      status: 0,
      sort: 9,
      remark: null,
      itemCount: 0,
    });
    const id = add.data.id;
    const [stored] = await server.query(sql`select kind, code, name, sort from sys_dict_type where id = ${id}`);
    expect(stored).toEqual({ kind: 'system', code: 'roomColor', name: 'Room colour', sort: 9 });
    expect(await lastLog('/system/dict/type/add')).toMatchObject({
      account: 'admin',
      before: null,
      after: { code: 'roomColor' },
    });

    const edit = await server.call(
      systemDictTypeEdit,
      { id, name: 'Colours', status: 1, sort: 1, remark: 'r' },
      { token: admin },
    );
    expect(edit.data).toMatchObject({ code: 'roomColor', name: 'Colours', status: 1, remark: 'r' });
    expect(await lastLog('/system/dict/type/edit')).toMatchObject({
      before: { name: 'Room colour' },
      after: { name: 'Colours' },
    });

    await server.call(
      systemDictItemAdd,
      { typeId: id, value: 'r', labelCn: '红', labelEn: 'Red', labelTc: '紅' },
      { token: admin },
    );
    const del = await server.call(systemDictTypeDelete, { ids: [id] }, { token: admin });
    expect(del.code).toBe(0);
    expect(await server.query(sql`select id from sys_dict_type where id = ${id}`)).toEqual([]);
    expect(await server.query(sql`select id from sys_dict_item where type_id = ${id}`)).toEqual([]);
    expect(await lastLog('/system/dict/type/delete')).toMatchObject({
      before: [{ code: 'roomColor', items: [{ value: 'r', labelEn: 'Red' }] }],
      after: null,
    });
  });

  it('refuses a taken code (over both kinds) and bad input, storing nothing', async () => {
    const dup = await server.call(businessDictTypeAdd, { code: 'gender', name: 'x' }, { token: admin });
    expect({ code: dup.code, status: dup.status }).toEqual({ code: Code.DUPLICATE, status: 409 });
    expect(dup.msg).toContain('gender');
    const bad = await server.call(systemDictTypeAdd, { code: '1-bad', name: 'x' }, { token: admin });
    expect(bad.code).toBe(Code.BAD_REQUEST);
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from sys_dict_type`);
    // The seeded dictionaries, mcApprovalForm (the conference centre's approval forms), clubApprovalForm (the
    // fitness club's) and mcUnit among them.
    expect(n).toBe(11);
  });

  it('keeps the kinds apart: a business call never touches a system dictionary', async () => {
    const [{ id }] = await server.query<{ id: number }>(sql`select id from sys_dict_type where code = 'gender'`);
    const del = await server.call(businessDictTypeDelete, { ids: [id] }, { token: admin });
    expect(del.code).toBe(Code.NOT_FOUND);
    const items = await server.call(businessDictItemList, { typeId: id }, { token: admin });
    expect(items.code).toBe(Code.NOT_FOUND);
    const add = await server.call(
      businessDictItemAdd,
      { typeId: id, value: 'x', labelCn: 'x', labelEn: 'x', labelTc: 'x' },
      { token: admin },
    );
    expect(add.code).toBe(Code.NOT_FOUND);
    expect(await server.query(sql`select id from sys_dict_type where id = ${id}`)).toHaveLength(1);
  });

  it('refuses users without the permission', async () => {
    const r = await server.call(systemDictTypePage, {}, { token: booker });
    expect({ code: r.code, status: r.status }).toEqual({ code: Code.FORBIDDEN, status: 403 });
  });
});

describe('dictionary items', () => {
  let typeId: number;
  beforeAll(async () => {
    [{ id: typeId }] = await server.query<{ id: number }>(sql`select id from sys_dict_type where code = 'yesNo'`);
  });

  it('lists, adds, edits and deletes items with snapshots; values unique per dictionary', async () => {
    const list = await server.call(systemDictItemList, { typeId }, { token: admin });
    expect(list.data.map((i) => i.value)).toEqual(['Y', 'N']);

    const add = await server.call(
      systemDictItemAdd,
      { typeId, value: 'U', labelCn: '未定', labelEn: 'Undecided', labelTc: '未定', sort: 5 },
      { token: admin },
    );
    expect(add.data).toMatchObject({ typeId, value: 'U', labelEn: 'Undecided', status: 0, sort: 5 });
    const [stored] = await server.query(
      sql`select value, label_cn, label_en, label_tc from sys_dict_item where id = ${add.data.id}`,
    );
    expect(stored).toEqual({ value: 'U', label_cn: '未定', label_en: 'Undecided', label_tc: '未定' });
    expect(await lastLog('/system/dict/item/add')).toMatchObject({ after: { value: 'U' } });

    const dup = await server.call(
      systemDictItemAdd,
      { typeId, value: 'Y', labelCn: 'a', labelEn: 'a', labelTc: 'a' },
      { token: admin },
    );
    expect(dup.code).toBe(Code.DUPLICATE);
    const dupEdit = await server.call(
      systemDictItemEdit,
      { id: add.data.id, value: 'N', labelCn: 'a', labelEn: 'a', labelTc: 'a' },
      { token: admin },
    );
    expect(dupEdit.code).toBe(Code.DUPLICATE);

    const edit = await server.call(
      systemDictItemEdit,
      { id: add.data.id, value: 'M', labelCn: '也许', labelEn: 'Maybe', labelTc: '也許', status: 1, sort: 5 },
      { token: admin },
    );
    expect(edit.data).toMatchObject({ value: 'M', labelEn: 'Maybe', status: 1 });
    expect(await lastLog('/system/dict/item/edit')).toMatchObject({
      before: { value: 'U' },
      after: { value: 'M', status: 1 },
    });

    const del = await server.call(systemDictItemDelete, { ids: [add.data.id] }, { token: admin });
    expect(del.code).toBe(0);
    expect(await server.query(sql`select id from sys_dict_item where id = ${add.data.id}`)).toEqual([]);
    expect(await lastLog('/system/dict/item/delete')).toMatchObject({ before: [{ value: 'M' }], after: null });
  });

  it("serves forms the enabled items of an enabled dictionary in the caller's language", async () => {
    const en = await server.call(dictItems, { code: 'bookingPurpose' }, { token: booker, lang: 'EN' });
    expect(en.data).toEqual([
      { value: 'training', label: 'Training' },
      { value: 'match', label: 'Match' },
      { value: 'meeting', label: 'Meeting' },
      { value: 'other', label: 'Other' },
    ]);
    const tc = await server.call(dictItems, { code: 'bookingPurpose' }, { token: booker, lang: 'TC' });
    expect(tc.data[0]).toEqual({ value: 'training', label: '訓練' });
    await server.query(sql`update sys_dict_item set status = 1 where value = 'match'`);
    const cn = await server.call(dictItems, { code: 'bookingPurpose' }, { token: booker, lang: 'CN' });
    expect(cn.data.map((o) => o.label)).toEqual(['训练', '会议', '其他']);
    await server.query(sql`update sys_dict_type set status = 1 where code = 'bookingPurpose'`);
    expect((await server.call(dictItems, { code: 'bookingPurpose' }, { token: booker })).data).toEqual([]);
    expect((await server.call(dictItems, { code: 'nope' }, { token: booker })).data).toEqual([]);
    expect((await server.call(dictItems, { code: 'gender' })).code).toBe(Code.TOKEN_INVALID);
  });
});
