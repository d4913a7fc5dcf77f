/**
 * The printable settlement statement (spec §7 meetingSettlement, cateringSettlement,
 * summarySettlement; the `statement` call of platform/contracts/settlement.contract.ts): one
 * statement of a customer for a month as an A4 PDF in the caller's language.
 *
 * Drawn with pdfkit. Chinese needs a CJK font and the machines have none, so the font ships as an
 * npm package, `@expo-google-fonts/noto-sans-sc` (Noto Sans SC, OFL: its glyphs cover the
 * simplified and the traditional characters of every CN and TC text and name); pdfkit embeds only
 * the glyphs a statement uses (a subset), so a statement weighs tens of kilobytes, not the
 * font's 10 MB. Texts come from the `settlementStatement` namespace (platform/i18n/locales/
 * settlement-statement.ts); money is printed as the UI shows it (platform/i18n/money.ts).
 *
 * Layout: the product, the title, the statement's number, kind, billing month and state; the
 * customer's billing details; the items as a table that continues across pages with its header
 * repeated (each later page starts with the product, the title and "<number> (continued)"); the
 * totals (meeting part, catering part, total); the confirmation and the invoice when recorded;
 * "Page n of m" and the number at the foot of every page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { TFunction } from 'i18next';
import type { SettlementDetail, SettlementItem } from '../../../platform/contracts/settlement.contract';
import { LANGS, localeOf, type Lang } from '../../../platform/i18n/languages';
import { formatMoney } from '../../../platform/i18n/money';
import { i18nOf } from '../../plugins/i18n';

/** The font package's files: weight 400 for the text, 700 for headings and totals. */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let fontBytes: { regular: Buffer; bold: Buffer } | null = null;

/** The two fonts' bytes, read once per process (about 10 MB each). Throws when the package is missing. */
function fonts(): { regular: Buffer; bold: Buffer } {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    fontBytes = {
      regular: readFileSync(require.resolve(FONT_FILES.regular)),
      bold: readFileSync(require.resolve(FONT_FILES.bold)),
    };
  }
  return fontBytes;
}

/**
 * The product language of `lang`: a product code (`CN`, `EN`, `TC`, any case) or a BCP 47 tag
 * (`zh-CN`, `en`, `zh-TW`, `zh-Hant` …); anything else is CN, the product's default.
 */
export function statementLang(lang: string): Lang {
  const code = lang.trim();
  if ((LANGS as readonly string[]).includes(code.toUpperCase())) return code.toUpperCase() as Lang;
  if (/^en\b/i.test(code)) return 'EN';
  if (/^zh[-_](TW|HK|MO|Hant)\b/i.test(code)) return 'TC';
  return 'CN';
}

// A4 in points, the margins, and the table's columns (their widths add up to the text width).
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 42, side: 40, bottom: 56 };
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side;
const FOOT_Y = PAGE.height - 36;
const BODY = 9;
const PAD = 4;
const GREY = '#666666';
const RULE = '#cccccc';
/** The height (pt) the totals need below the table. */
const TOTALS_HEIGHT = 70;

/** A column of the items table: its label's key, width (pt) and how it prints an item. */
interface Column {
  key: 'date' | 'source' | 'sourceNo' | 'description' | 'charge' | 'amount';
  width: number;
  align: 'left' | 'right';
  text: (item: SettlementItem) => string;
}

/** Draws one statement on a pdfkit document; `render` does it all, in order. */
class StatementWriter {
  private readonly t: TFunction;
  private readonly columns: Column[];
  private y = MARGIN.top;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly detail: SettlementDetail,
    private readonly lang: Lang,
  ) {
    this.t = i18nOf(lang).getFixedT(lang, 'settlementStatement');
    const t = this.t;
    const fixed = { date: 60, source: 66, sourceNo: 92, charge: 84, amount: 80 };
    this.columns = [
      { key: 'date', width: fixed.date, align: 'left', text: (i) => i.serviceDate },
      { key: 'source', width: fixed.source, align: 'left', text: (i) => t(`sources.${i.source}`) },
      { key: 'sourceNo', width: fixed.sourceNo, align: 'left', text: (i) => i.sourceNo },
      {
        key: 'description',
        width: TEXT_WIDTH - Object.values(fixed).reduce((a, b) => a + b, 0),
        align: 'left',
        text: (i) => i.description || '—',
      },
      {
        key: 'charge',
        width: fixed.charge,
        align: 'left',
        text: (i) => t(`charges.${i.charge}`, { percent: i.percent }),
      },
      { key: 'amount', width: fixed.amount, align: 'right', text: (i) => this.money(i.amountCents) },
    ];
  }

  /** The whole statement, then the page feet. */
  render(): void {
    this.heading();
    this.summary();
    this.customer();
    this.items();
    this.totals();
    this.confirmation();
    this.invoice();
    this.feet();
  }

  /** `cents` as the UI shows money in this language. */
  private money(cents: number): string {
    return formatMoney(cents, this.lang);
  }

  /** The billing month `YYYY-MM` as the language writes it ("2026年11月", "November 2026"). */
  private month(period: string): string {
    const [year, month] = period.split('-').map(Number);
    return new Intl.DateTimeFormat(localeOf(this.lang), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, 1),
    );
  }

  /** An instant of the wire (ISO with the campus offset) as its campus wall clock, `YYYY-MM-DD HH:mm`. */
  private wallClock(iso: string): string {
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }

  /** Sets the font (`bold` or `regular`), size and colour for the next texts. */
  private style(weight: 'regular' | 'bold', size: number, color = '#000000'): void {
    this.doc.font(weight).fontSize(size).fillColor(color);
  }

  /** Starts a new page when fewer than `height` points are left above the foot. */
  private room(height: number): boolean {
    if (this.y + height <= PAGE.height - MARGIN.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN.top;
    this.continuedHeading();
    return true;
  }

  /** The first page's heading: the product, the title. */
  private heading(): void {
    this.style('regular', BODY, GREY);
    this.doc.text(this.t('product'), MARGIN.side, this.y, { width: TEXT_WIDTH });
    this.y = this.doc.y + 2;
    this.style('bold', 18);
    this.doc.text(this.t('title'), MARGIN.side, this.y, { width: TEXT_WIDTH });
    this.y = this.doc.y + 6;
  }

  /** A later page's heading: the product and title on one line, then "<number> (continued)". */
  private continuedHeading(): void {
    this.style('regular', BODY, GREY);
    this.doc.text(`${this.t('product')} · ${this.t('title')}`, MARGIN.side, this.y, { width: TEXT_WIDTH });
    this.y = this.doc.y + 1;
    this.style('bold', 11);
    this.doc.text(this.t('continued', { settlementNo: this.detail.settlementNo }), MARGIN.side, this.y, {
      width: TEXT_WIDTH,
    });
    this.y = this.doc.y + 8;
  }

  /** Label–value pairs, two to a line, as a grid. */
  private pairs(entries: Array<[string, string]>): void {
    const half = TEXT_WIDTH / 2;
    const labelWidth = 78;
    for (let i = 0; i < entries.length; i += 2) {
      const line = entries.slice(i, i + 2);
      this.style('regular', BODY);
      const height = Math.max(
        ...line.flatMap(([label, value]) => [
          this.doc.heightOfString(label, { width: labelWidth - PAD }),
          this.doc.heightOfString(value, { width: half - labelWidth - PAD }),
        ]),
      );
      this.room(height + 2);
      line.forEach(([label, value], n) => {
        const x = MARGIN.side + n * half;
        this.style('regular', BODY, GREY);
        this.doc.text(label, x, this.y, { width: labelWidth - PAD });
        this.style('regular', BODY);
        this.doc.text(value, x + labelWidth, this.y, { width: half - labelWidth - PAD });
      });
      this.y += height + 2;
    }
  }

  /** A section's heading with a rule under it; `aside` is printed on its right. */
  private section(title: string, aside = ''): void {
    this.room(40);
    this.y += 8;
    this.style('bold', 11);
    this.doc.text(title, MARGIN.side, this.y, { width: TEXT_WIDTH });
    if (aside) {
      this.style('regular', BODY, GREY);
      this.doc.text(aside, MARGIN.side, this.y + 2, { width: TEXT_WIDTH, align: 'right' });
    }
    this.y += 17;
    this.doc
      .moveTo(MARGIN.side, this.y)
      .lineTo(MARGIN.side + TEXT_WIDTH, this.y)
      .lineWidth(0.8)
      .stroke('#000000');
    this.y += 5;
  }

  /** Number, kind, billing month (and which of the month's statements it is), state. */
  private summary(): void {
    const d = this.detail;
    const period = d.sequence > 1 ? `${this.month(d.period)} (${this.t('sequence', { sequence: d.sequence })})` : '';
    this.pairs([
      [this.t('settlementNo'), d.settlementNo],
      [this.t('kind'), this.t(`kinds.${d.kind}`)],
      [this.t('period'), period || this.month(d.period)],
      [this.t('state'), this.t(`states.${d.state}`)],
    ]);
  }

  /** The customer's name and kind, then the billing details (a blank detail prints "—"). */
  private customer(): void {
    const d = this.detail;
    const c = d.customer;
    this.section(this.t('customer.heading'));
    const kindWidth = 110;
    this.style('bold', 12);
    this.doc.text(d.customerName, MARGIN.side, this.y, { width: TEXT_WIDTH - kindWidth });
    const nameBottom = this.doc.y;
    const kind = this.t(`customer.kinds.${d.customerKind}`, { defaultValue: d.customerKind });
    this.style('regular', BODY, GREY);
    this.doc.text(kind, MARGIN.side + TEXT_WIDTH - kindWidth, this.y + 3, { width: kindWidth, align: 'right' });
    this.y = Math.max(nameBottom, this.doc.y) + 6;
    const or = (value: string) => value.trim() || '—';
    const contact = [c.contactName, c.contactPhone]
      .map((v) => v.trim())
      .filter(Boolean)
      .join('  ');
    this.pairs([
      [this.t('customer.invoiceTitle'), or(c.invoiceTitle)],
      [this.t('customer.taxNumber'), or(c.taxNumber)],
      [this.t('customer.bankAccount'), or(c.bankAccount)],
      [this.t('customer.contact'), or(contact)],
      [this.t('customer.address'), or(c.address)],
    ]);
  }

  /** The table's header row at the current line (repeated on every page the table reaches). */
  private tableHeader(): void {
    this.style('bold', BODY);
    const height = Math.max(
      ...this.columns.map((c) => this.doc.heightOfString(this.t(`items.${c.key}`), { width: c.width - 2 * PAD })),
    );
    this.doc.rect(MARGIN.side, this.y, TEXT_WIDTH, height + 2 * PAD).fill('#eeeeee');
    this.style('bold', BODY);
    let x = MARGIN.side;
    for (const c of this.columns) {
      this.doc.text(this.t(`items.${c.key}`), x + PAD, this.y + PAD, { width: c.width - 2 * PAD, align: c.align });
      x += c.width;
    }
    this.y += height + 2 * PAD;
  }

  /** The items, one row each, the table going on over as many pages as it needs. */
  private items(): void {
    const d = this.detail;
    this.section(this.t('items.heading'), this.t('items.count', { count: d.items.length }));
    if (d.items.length === 0) {
      this.style('regular', BODY, GREY);
      this.doc.text(this.t('items.empty'), MARGIN.side, this.y, { width: TEXT_WIDTH });
      this.y = this.doc.y + 4;
      return;
    }
    this.room(60);
    this.tableHeader();
    d.items.forEach((item, index) => {
      this.style('regular', BODY);
      const texts = this.columns.map((c) => c.text(item));
      const height =
        Math.max(...this.columns.map((c, n) => this.doc.heightOfString(texts[n], { width: c.width - 2 * PAD }))) +
        2 * PAD;
      // The last row keeps the totals company: they never open a page of their own.
      const last = index === d.items.length - 1;
      if (this.room(height + (last ? TOTALS_HEIGHT : 0))) this.tableHeader();
      this.style('regular', BODY);
      let x = MARGIN.side;
      this.columns.forEach((c, n) => {
        this.doc.text(texts[n], x + PAD, this.y + PAD, { width: c.width - 2 * PAD, align: c.align });
        x += c.width;
      });
      this.y += height;
      this.doc
        .moveTo(MARGIN.side, this.y)
        .lineTo(MARGIN.side + TEXT_WIDTH, this.y)
        .lineWidth(0.4)
        .stroke(RULE);
    });
  }

  /** Right-aligned totals: the meeting part, the catering part and, in bold, the total. */
  private totals(): void {
    const d = this.detail;
    const lines: Array<[string, number, boolean]> = [
      [this.t('totals.meeting'), d.meetingCents, false],
      [this.t('totals.catering'), d.cateringCents, false],
      [this.t('totals.total'), d.amountCents, true],
    ];
    this.room(TOTALS_HEIGHT);
    this.y += 8;
    const valueWidth = 120;
    const labelX = MARGIN.side + TEXT_WIDTH - valueWidth - 160;
    for (const [label, cents, strong] of lines) {
      this.style(strong ? 'bold' : 'regular', strong ? 12 : 10);
      this.doc.text(label, labelX, this.y, { width: 160 - PAD, align: 'right' });
      this.doc.text(this.money(cents), labelX + 160, this.y, { width: valueWidth, align: 'right' });
      this.y = this.doc.y + 2;
    }
  }

  /** When and by whom the statement was confirmed, if it was. */
  private confirmation(): void {
    const d = this.detail;
    if (!d.confirmedAt) return;
    this.section(this.t('confirmation.heading'));
    this.pairs([
      [this.t('confirmation.at'), this.wallClock(d.confirmedAt)],
      [this.t('confirmation.by'), d.confirmedByName?.trim() || '—'],
    ]);
  }

  /** The recorded invoice (number, date, amount, when recorded), if there is one. */
  private invoice(): void {
    const d = this.detail;
    if (!d.invoiceNo) return;
    this.section(this.t('invoice.heading'));
    this.pairs([
      [this.t('invoice.no'), d.invoiceNo],
      [this.t('invoice.date'), d.invoiceDate ?? '—'],
      [this.t('invoice.amount'), d.invoiceAmountCents === null ? '—' : this.money(d.invoiceAmountCents)],
      [this.t('invoice.at'), d.invoicedAt ? this.wallClock(d.invoicedAt) : '—'],
    ]);
  }

  /** "Page n of m" and the statement's number at the foot of every page (pages are buffered). */
  private feet(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let n = start; n < start + count; n++) {
      const page = this.doc.switchToPage(n);
      // Writing below the bottom margin would make pdfkit start a new page: lift the margin meanwhile.
      const bottom = page.margins.bottom;
      page.margins.bottom = 0;
      this.style('regular', 8, GREY);
      this.doc.text(this.detail.settlementNo, MARGIN.side, FOOT_Y, { width: TEXT_WIDTH / 2, lineBreak: false });
      this.doc.text(this.t('page', { page: n - start + 1, pages: count }), MARGIN.side + TEXT_WIDTH / 2, FOOT_Y, {
        width: TEXT_WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
      page.margins.bottom = bottom;
    }
  }
}

/**
 * The statement `detail` as a printable A4 PDF in `lang` (a product code `CN` | `EN` | `TC`, or a
 * BCP 47 tag such as `zh-TW`: see {@link statementLang}); money in the detail is integer cents,
 * dates are campus dates and instants carry the campus offset (the contract's wire forms). The
 * texts and names print in Chinese or English with the embedded Noto Sans SC subset. Resolves to
 * the file's bytes; rejects when the font package is missing or pdfkit fails.
 */
export async function renderStatementPdf(detail: SettlementDetail, lang: string): Promise<Buffer> {
  const language = statementLang(lang);
  const { regular, bold } = fonts();
  const t = i18nOf(language).getFixedT(language, 'settlementStatement');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, left: MARGIN.side, right: MARGIN.side, bottom: MARGIN.bottom },
    bufferPages: true,
    lang: localeOf(language),
    info: { Title: `${t('title')} ${detail.settlementNo}`, Author: t('product'), Subject: detail.customerName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  new StatementWriter(doc, detail, language).render();
  doc.end();
  return done;
}
