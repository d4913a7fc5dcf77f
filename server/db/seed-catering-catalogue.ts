/**
 * The demo catering catalogue and customers (spec §7 "Catering admin"): merchandise
 * categories and merchandise (CN/EN/TC names, prices in cents), the service-item tree, the
 * dining time ranges and standards per dining type, and three customers. Written inside the
 * seed's transaction, after the organisations and the dictionaries.
 *
 * Other seeds look these up BY NAME — customers by `name`, merchandise by `name_cn`, service
 * items by `name_cn` — so the names below are stable.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import {
  mcCustomer,
  mcItemForm,
  mcMerchandise,
  mcMerchandiseCategory,
  mcStandard,
  mcTimeRange,
  sysOrg,
} from './schema/index';

type Names = [cn: string, en: string, tc: string];

/** Categories and their merchandise: names, unit, price in cents. */
export const DEMO_MERCHANDISE: { category: Names; items: [...Names, unit: string, priceCents: number][] }[] = [
  {
    category: ['饮品', 'Drinks', '飲品'],
    items: [
      ['矿泉水', 'Mineral water', '礦泉水', '瓶', 300],
      ['咖啡', 'Coffee', '咖啡', '杯', 1500],
      ['绿茶', 'Green tea', '綠茶', '杯', 800],
      ['橙汁', 'Orange juice', '橙汁', '杯', 1200],
    ],
  },
  {
    category: ['水果', 'Fruit', '水果'],
    items: [
      ['水果拼盘', 'Fruit platter', '水果拼盤', '份', 6800],
      ['时令水果', 'Seasonal fruit', '時令水果', '份', 3800],
    ],
  },
  {
    category: ['点心', 'Snacks', '點心'],
    items: [
      ['曲奇饼干', 'Cookies', '曲奇餅乾', '盒', 2500],
      ['蛋糕', 'Cake', '蛋糕', '份', 4500],
      ['坚果', 'Mixed nuts', '堅果', '盒', 2000],
    ],
  },
  {
    category: ['文具', 'Stationery', '文具'],
    items: [
      ['笔记本', 'Notebook', '筆記本', '本', 500],
      ['签字笔', 'Pen', '簽字筆', '支', 200],
      ['白板笔', 'Whiteboard marker', '白板筆', '支', 400],
    ],
  },
];

/** The service-item tree: groups and their items with a price in cents (0: free). */
export const DEMO_ITEM_FORMS: { group: Names; items: [...Names, priceCents: number][] }[] = [
  {
    group: ['会场布置', 'Room set-up', '會場佈置'],
    items: [
      ['桌牌', 'Name plates', '桌牌', 0],
      ['鲜花', 'Flowers', '鮮花', 20000],
      ['横幅', 'Banner', '橫幅', 15000],
    ],
  },
  {
    group: ['设备', 'Equipment', '設備'],
    items: [
      ['投影仪', 'Projector', '投影機', 0],
      ['麦克风', 'Microphones', '麥克風', 0],
      ['白板', 'Whiteboard', '白板', 0],
      ['录像', 'Video recording', '錄影', 30000],
    ],
  },
];

/** Dining time ranges: names, dining type, local start and end. */
export const DEMO_TIME_RANGES: [...Names, diningType: string, start: string, end: string][] = [
  ['早餐', 'Breakfast', '早餐', 'breakfast', '07:00', '09:00'],
  ['午餐', 'Lunch', '午餐', 'lunch', '11:30', '13:30'],
  ['茶歇', 'Tea break', '茶歇', 'teaBreak', '15:00', '15:30'],
  ['晚餐', 'Dinner', '晚餐', 'dinner', '17:30', '19:30'],
];

/** Dining standards: names, dining type, price per person in cents. */
export const DEMO_STANDARDS: [...Names, diningType: string, priceCents: number][] = [
  ['标准早餐', 'Standard breakfast', '標準早餐', 'breakfast', 2500],
  ['工作午餐', 'Working lunch', '工作午餐', 'lunch', 4500],
  ['商务午餐', 'Business lunch', '商務午餐', 'lunch', 8800],
  ['标准茶歇', 'Standard tea break', '標準茶歇', 'teaBreak', 3000],
  ['标准晚餐', 'Standard dinner', '標準晚餐', 'dinner', 6800],
  ['自助餐', 'Buffet', '自助餐', 'buffet', 12800],
];

/** Customers (names in CN, EN and TC, as places): internal ones name their organisation's code. */
export const DEMO_CUSTOMERS: {
  name: string;
  nameEn: string;
  nameTc: string;
  kind: 'internal' | 'external';
  orgCode?: string;
  contactName: string;
  contactPhone: string;
  invoiceTitle?: string;
  taxNumber?: string;
  address?: string;
}[] = [
  {
    name: '行政办公室',
    nameEn: 'Administration Office',
    nameTc: '行政辦公室',
    kind: 'internal',
    orgCode: 'admin-office',
    contactName: 'Wang Fang',
    contactPhone: '010-62780001',
  },
  {
    name: '计算机科学学院',
    nameEn: 'School of Computer Science',
    nameTc: '計算機科學學院',
    kind: 'internal',
    orgCode: 'cs',
    contactName: 'Li Ming',
    contactPhone: '010-62780002',
  },
  {
    name: '湖畔会务有限公司',
    nameEn: 'Lakeside Conference Co.',
    nameTc: '湖畔會務有限公司',
    kind: 'external',
    contactName: 'Chen Jing',
    contactPhone: '138-0000-1234',
    invoiceTitle: 'Lakeside Conference Co., Ltd.',
    taxNumber: '91110108MA00000001',
    address: '1 Lakeside Road',
  },
  // The approver's department: its statements are what the approver confirms on the terminal (/settlement).
  {
    name: '体育部',
    nameEn: 'Sports Department',
    nameTc: '體育部',
    kind: 'internal',
    orgCode: 'sports',
    contactName: 'Zhao Lei',
    contactPhone: '010-62780003',
  },
];

const named = ([nameCn, nameEn, nameTc]: Names, sort: number) => ({ nameCn, nameEn, nameTc, sort });

/** Writes the demo catalogue and customers. */
export async function seedCateringCatalogue(tx: Db): Promise<void> {
  for (const [i, { category, items }] of DEMO_MERCHANDISE.entries()) {
    const [cat] = await tx
      .insert(mcMerchandiseCategory)
      .values(named(category, i))
      .returning({ id: mcMerchandiseCategory.id });
    await tx.insert(mcMerchandise).values(
      items.map(([cn, en, tc, unit, priceCents], j) => ({
        ...named([cn, en, tc], j),
        categoryId: cat.id,
        unit,
        priceCents,
      })),
    );
  }
  for (const [i, { group, items }] of DEMO_ITEM_FORMS.entries()) {
    const [parent] = await tx.insert(mcItemForm).values(named(group, i)).returning({ id: mcItemForm.id });
    await tx
      .insert(mcItemForm)
      .values(
        items.map(([cn, en, tc, priceCents], j) => ({ ...named([cn, en, tc], j), parentId: parent.id, priceCents })),
      );
  }
  await tx.insert(mcTimeRange).values(
    DEMO_TIME_RANGES.map(([cn, en, tc, diningTypeCode, startTime, endTime], i) => ({
      ...named([cn, en, tc], i),
      diningTypeCode,
      startTime,
      endTime,
    })),
  );
  await tx.insert(mcStandard).values(
    DEMO_STANDARDS.map(([cn, en, tc, diningTypeCode, pricePerPersonCents], i) => ({
      ...named([cn, en, tc], i),
      diningTypeCode,
      pricePerPersonCents,
    })),
  );
  const codes = DEMO_CUSTOMERS.flatMap((c) => (c.orgCode ? [c.orgCode] : []));
  const orgs = await tx.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg).where(inArray(sysOrg.code, codes));
  await tx.insert(mcCustomer).values(
    DEMO_CUSTOMERS.map(({ orgCode, ...c }, sort) => ({
      ...c,
      orgId: orgCode ? (orgs.find((o) => o.code === orgCode)?.id ?? null) : null,
      sort,
    })),
  );
}
