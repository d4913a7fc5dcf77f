/**
 * The printable statement of a settlement (`<kind>Settlement/statement`). A minimal stand-in:
 * one A4 page with the statement's number, period, customer id, item count and amount in
 * plain ASCII (PDF base font Helvetica). The full layout in the caller's language is built
 * with a PDF library in the version of this file that replaces this one; the signature stays.
 */
import type { SettlementDetail } from '../../../platform/contracts/settlement.contract';

/** Text safe inside a PDF string literal with a base font: ASCII, parentheses and backslashes escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * Renders `detail` as a PDF document.
 * @param lang the caller's language (unused by this stand-in)
 * @returns the PDF bytes (starting `%PDF-`)
 */
export async function renderStatementPdf(detail: SettlementDetail, lang: string): Promise<Buffer> {
  void lang;
  const lines = [
    `Statement ${detail.settlementNo}`,
    `Period ${detail.period} (${detail.kind}, #${detail.sequence})`,
    `Customer ${detail.customerId}`,
    `Items ${detail.itemCount}`,
    `Amount ${(detail.amountCents / 100).toFixed(2)}`,
    `State ${detail.state}`,
  ];
  const content = ['BT', '/F1 12 Tf', '56 780 Td', '16 TL', ...lines.map((l) => `(${pdfText(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
