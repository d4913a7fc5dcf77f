/**
 * The printable settlement statement (server/modules/settlement/statement-pdf.ts): a summary
 * statement of 60 items renders in CN, EN and TC, and its text read back from the PDF (pdfjs)
 * holds the number, the customer's Chinese name, every item once, the localized totals, "page
 * n of m" on every page and, on the following pages, the table's header again. The CJK font
 * is embedded as a subset (the file stays small and names a subset of Noto Sans SC).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { SettlementDetail, SettlementItem } from '../../platform/contracts/settlement.contract';
import { formatMoney } from '../../platform/i18n/money';
import { renderStatementPdf, statementLang } from '../../server/modules/settlement/statement-pdf';

const SOURCES = ['reserveOrder', 'foodDelivery', 'mealVoucher'] as const;

/** 60 items of November 2026; every 7th a 50 % late cancellation, some with long descriptions. */
function items(): SettlementItem[] {
  return Array.from({ length: 60 }, (_, i) => {
    const late = i % 7 === 3;
    const baseCents = 10_000 + i * 137;
    return {
      id: i + 1,
      source: SOURCES[i % 3],
      sourceId: 500 + i,
      sourceNo: `SN-${String(i + 1).padStart(4, '0')}`,
      charge: late ? 'lateCancel' : 'full',
      serviceDate: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      description: i % 5 === 0 ? '會議室茶歇：精品咖啡與點心，二十人份（含现场服务与布置）' : '午餐便当 标准套餐',
      baseCents,
      percent: late ? 50 : 100,
      amountCents: late ? Math.round(baseCents / 2) : baseCents,
    };
  });
}

/** An invoiced summary statement of a customer with a Chinese name mixing simplified and traditional forms. */
function detail(): SettlementDetail {
  const list = items();
  const meetingCents = list.filter((i) => i.source === 'reserveOrder').reduce((s, i) => s + i.amountCents, 0);
  const amountCents = list.reduce((s, i) => s + i.amountCents, 0);
  return {
    id: 7,
    settlementNo: 'ST-S-202611-0007',
    kind: 'summary',
    customerId: 3,
    customerName: '浦东会议中心臺北餐飲分部',
    customerKind: 'external',
    period: '2026-11',
    sequence: 1,
    state: 'invoiced',
    itemCount: list.length,
    amountCents,
    meetingCents,
    cateringCents: amountCents - meetingCents,
    confirmedAt: '2026-11-30T17:05:00+08:00',
    confirmedByName: '王小明',
    invoiceNo: 'INV-2026-0099',
    invoiceDate: '2026-12-02',
    invoiceAmountCents: amountCents,
    invoicedAt: '2026-12-02T09:30:00+08:00',
    createdAt: '2026-11-01T08:00:00+08:00',
    items: list,
    customer: {
      contactName: '陳大文',
      contactPhone: '13800138000',
      invoiceTitle: '浦东会议中心有限公司',
      taxNumber: '91310000MA1FL4XX3K',
      bankAccount: '中国银行上海分行 6222 0000 1111 2222',
      address: '上海市浦东新区张江路 88 号',
    },
  };
}

/** The text of each page of `pdf`, in drawing order, whitespace removed. */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .replace(/\s+/g, ''),
    );
  }
  await doc.destroy();
  return pages;
}

/** `text` without whitespace, as {@link pageTexts} gives it. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** What each language must print: table header, page numbering, late-charge text, totals label. */
const EXPECTED = {
  CN: {
    header: '日期来源单号内容计费金额',
    page: (n: number, m: number) => `第${n}/${m}页`,
    title: '结算对账单',
    lateCancel: '逾时取消50%',
    total: '合计',
    continued: 'ST-S-202611-0007（续）',
  },
  EN: {
    header: 'DateSourceNumberDescriptionChargeAmount',
    page: (n: number, m: number) => `Page${n}of${m}`,
    title: 'Settlementstatement',
    lateCancel: 'Latecancellation50%',
    total: 'Total',
    continued: 'ST-S-202611-0007(continued)',
  },
  TC: {
    header: '日期來源單號內容計費金額',
    page: (n: number, m: number) => `第${n}/${m}頁`,
    title: '結算對帳單',
    lateCancel: '逾時取消50%',
    total: '合計',
    continued: 'ST-S-202611-0007（續）',
  },
} as const;

describe('renderStatementPdf', () => {
  const statement = detail();
  const rendered: Record<string, { pdf: Buffer; pages: string[] }> = {};

  beforeAll(async () => {
    for (const lang of ['CN', 'EN', 'TC'] as const) {
      const pdf = await renderStatementPdf(statement, lang);
      rendered[lang] = { pdf, pages: await pageTexts(pdf) };
    }
  });

  for (const lang of ['CN', 'EN', 'TC'] as const) {
    describe(lang, () => {
      const want = EXPECTED[lang];

      it('prints the title, the number and the customer’s Chinese name and billing details on page 1', () => {
        const [first] = rendered[lang].pages;
        expect(first).toContain(want.title);
        expect(first).toContain('ST-S-202611-0007');
        expect(first).toContain('浦东会议中心臺北餐飲分部');
        expect(first).toContain('91310000MA1FL4XX3K');
        expect(first).toContain(squeeze('中国银行上海分行 6222 0000 1111 2222'));
        expect(first).toContain(want.header);
      });

      it('runs over several pages, each numbered "n of m", the header repeated above the items of each', () => {
        const { pages } = rendered[lang];
        expect(pages.length).toBeGreaterThan(1);
        pages.forEach((text, n) => expect(text).toContain(want.page(n + 1, pages.length)));
        for (const text of pages.slice(1)) expect(text).toContain(want.continued);
        // The table goes on over page 2 (and maybe later ones): each page with items repeats the header above them.
        const withItems = pages.filter((text) => statement.items.some((i) => text.includes(i.sourceNo)));
        expect(withItems.length).toBeGreaterThan(1);
        expect(withItems[1]).toBe(pages[1]);
        for (const text of withItems) {
          const firstItem = Math.min(...statement.items.map((i) => text.indexOf(i.sourceNo)).filter((at) => at >= 0));
          expect(text.indexOf(want.header)).toBeGreaterThanOrEqual(0);
          expect(text.indexOf(want.header)).toBeLessThan(firstItem);
        }
      });

      it('prints every item exactly once, with its charge, and the totals in the language’s money format', () => {
        const all = rendered[lang].pages.join('');
        for (const item of statement.items) expect(all.split(item.sourceNo).length - 1, item.sourceNo).toBe(1);
        expect(all).toContain(want.lateCancel);
        const last = rendered[lang].pages.at(-1)!;
        expect(last).toContain(`${want.total}${squeeze(formatMoney(statement.amountCents, lang))}`);
        expect(last).toContain(squeeze(formatMoney(statement.meetingCents, lang)));
        expect(last).toContain(squeeze(formatMoney(statement.cateringCents, lang)));
        expect(last).toContain('INV-2026-0099');
        expect(last).toContain('2026-11-3017:05');
      });
    });
  }

  it('formats money per language like the UI (CN ¥, EN and TC CN¥, two decimals)', () => {
    const c = statement.amountCents;
    const yuan = `${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;
    expect(rendered.CN.pages.at(-1)).toContain(`合计¥${yuan}`);
    expect(rendered.EN.pages.at(-1)).toContain(`TotalCN¥${yuan}`);
    expect(rendered.TC.pages.at(-1)).toContain(`合計CN¥${yuan}`);
  });

  it('prints a pending statement without items on one page, without confirmation or invoice', async () => {
    const pending: SettlementDetail = {
      ...statement,
      state: 'pending',
      sequence: 2,
      items: [],
      itemCount: 0,
      amountCents: 0,
      meetingCents: 0,
      cateringCents: 0,
      confirmedAt: null,
      confirmedByName: null,
      invoiceNo: null,
      invoiceDate: null,
      invoiceAmountCents: null,
      invoicedAt: null,
    };
    const pages = await pageTexts(await renderStatementPdf(pending, 'EN'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('November2026(statement2ofthemonth)');
    expect(pages[0]).toContain('Pending');
    expect(pages[0]).toContain('Thisstatementhasnoitems');
    expect(pages[0]).toContain('TotalCN¥0.00');
    expect(pages[0]).toContain('Page1of1');
    expect(pages[0]).not.toContain('Confirmedat');
    expect(pages[0]).not.toContain('Invoiceno.');
  });

  it('embeds only a subset of the CJK font', () => {
    const { pdf } = rendered.TC;
    expect(pdf.length).toBeLessThan(300_000);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
  });

  it('reads the language from product codes and BCP 47 tags', () => {
    expect(['CN', 'en', 'zh-CN', 'zh-TW', 'zh-Hant', 'TC', 'fr'].map(statementLang)).toEqual([
      'CN',
      'EN',
      'CN',
      'TC',
      'TC',
      'TC',
      'CN',
    ]);
  });
});
