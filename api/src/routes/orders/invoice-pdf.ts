import sharp from 'sharp';
import type { Order } from '../../../../shared-kit/src/api-types';
import { escapeHtml } from '../../lib/text';
import { pdfFromJpegs } from '../../pdf';

// A4 proportions at 150 dpi: the page is drawn as an image (api/src/pdf.ts writes image pages), which
// also renders every script of the material titles (Greek, Cyrillic, CJK) with the system fonts.
const WIDTH = 1240;
const HEIGHT = 1754;
const LINES_PER_PAGE = 22;

const money = (value: number, currency: string) => `${value.toFixed(2)} ${currency}`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function text(x: number, y: number, value: string, opts: { size?: number; bold?: boolean; anchor?: 'end' } = {}): string {
  return `<text x="${x}" y="${y}" font-size="${opts.size ?? 24}"${opts.bold ? ' font-weight="bold"' : ''}${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''}>${escapeHtml(value)}</text>`;
}

function pageSvg(order: Order, items: Order['items'], page: number, pages: number, last: boolean): string {
  const b = order.invoice.billing;
  const parts = [
    text(100, 140, 'Teachmarket', { size: 44, bold: true }),
    text(1140, 140, `Invoice ${order.invoice.number}`, { size: 30, bold: true, anchor: 'end' }),
    text(1140, 185, `Date: ${day(order.createdAt)}`, { anchor: 'end' }),
    text(1140, 220, `Due: ${day(order.invoice.dueDate)}`, { anchor: 'end' }),
    text(1140, 255, `Order ${order.id}`, { anchor: 'end' }),
  ];
  if (b) {
    [b.name, b.street, `${b.postcode} ${b.city}`, b.country, b.taxId ? `Tax ID ${b.taxId}` : ''].filter(Boolean)
      .forEach((line, i) => parts.push(text(100, 220 + i * 34, clip(line, 60))));
  }
  let y = 460;
  parts.push(text(100, y, 'Material', { bold: true }), text(1140, y, 'Price', { bold: true, anchor: 'end' }));
  parts.push(`<rect x="100" y="${y + 14}" width="1040" height="2" fill="#1a2b4c"/>`);
  for (const item of items) {
    y += 48;
    parts.push(text(100, y, clip(`${item.title} (${item.authorName})`, 70)), text(1140, y, money(item.price, order.currencyCode), { anchor: 'end' }));
  }
  if (last) {
    y += 40;
    parts.push(`<rect x="640" y="${y}" width="500" height="2" fill="#1a2b4c"/>`);
    const totals: [string, number][] = [['Subtotal', order.originalPrice]];
    if (order.totalVoucherDiscount) totals.push([`Voucher ${order.voucherCode ?? ''}`.trim(), -order.totalVoucherDiscount]);
    if (order.usedCredits) totals.push(['Credits', -order.usedCredits]);
    totals.push(['Total', order.finalPrice]);
    totals.forEach(([label, value], i) => {
      const isTotal = i === totals.length - 1;
      parts.push(text(640, y + 44 + i * 40, label, { bold: isTotal }), text(1140, y + 44 + i * 40, money(value, order.currencyCode), { bold: isTotal, anchor: 'end' }));
    });
    y += 44 + totals.length * 40 + 40;
    parts.push(text(100, y, order.finalPrice > 0
      ? `Please pay ${money(order.finalPrice, order.currencyCode)} by ${day(order.invoice.dueDate)}, quoting ${order.invoice.number}.`
      : 'Nothing to pay: the order was covered by voucher and credits.'));
  }
  parts.push(text(1140, HEIGHT - 80, `${page} / ${pages}`, { size: 20, anchor: 'end' }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/><g font-family="DejaVu Sans, sans-serif" fill="#1a2b4c">${parts.join('')}</g></svg>`;
}

/** The order's invoice as a PDF (one page per 22 items). */
export async function invoicePdf(order: Order): Promise<Buffer> {
  const chunks: Order['items'][] = [];
  for (let i = 0; i < Math.max(1, order.items.length); i += LINES_PER_PAGE) chunks.push(order.items.slice(i, i + LINES_PER_PAGE));
  const pages = [];
  for (const [i, items] of chunks.entries()) {
    const svg = pageSvg(order, items, i + 1, chunks.length, i === chunks.length - 1);
    pages.push({ jpeg: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer(), width: WIDTH, height: HEIGHT });
  }
  return pdfFromJpegs(pages);
}
