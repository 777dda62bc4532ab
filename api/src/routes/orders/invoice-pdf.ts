import type { Order } from '@teachmarket/contracts/api-types';
import { PdfLayout } from '../../money/pdf/layout';
import { PLATFORM } from '../../money/platform';

const money = (value: number, currency: string) => `${value.toFixed(2)} ${currency}`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');
const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(2).replace(/0$/, '')} %`;

/** The order's state as the invoice states it: due (with the date), paid, cancelled or refunded. */
export function invoiceState(order: Order): string {
  switch (order.status) {
    case 'paid':
      return order.finalPrice > 0 ? `PAID on ${day(order.paidAt)}` : 'PAID (nothing to pay)';
    case 'cancelled':
      return `CANCELLED on ${day(order.cancelledAt)}: nothing is due`;
    case 'refunded':
      return `REFUNDED on ${day(order.refundedAt)}`;
    default:
      return `DUE: ${money(order.finalPrice, order.currencyCode)} by ${day(order.invoice.dueDate)}${order.overdue ? ' (overdue)' : ''}`;
  }
}

/**
 * The buyer's invoice as a PDF with real text (pdf-lib; selectable, searchable, every world's
 * script): the platform as issuer (it sells as the marketplace, the seller of each line is named),
 * the buyer's billing address, the lines, voucher and credits, the VAT of the buyer's country
 * contained in the total, and the order's state (due / paid / cancelled / refunded).
 */
export async function invoicePdf(order: Order): Promise<Buffer> {
  const pdf = await PdfLayout.create({ title: `Invoice ${order.invoice.number}`, subject: `Teachmarket order ${order.id}`, language: 'en' });
  const { left, right } = pdf;
  const cur = order.currencyCode;
  await pdf.text(PLATFORM.name, left, { size: 18, bold: true });
  await pdf.text(`Invoice ${order.invoice.number}`, right, { size: 14, bold: true, align: 'right' });
  for (const [l, r] of [
    [`${PLATFORM.street}, ${PLATFORM.postcode} ${PLATFORM.city}, Germany`, `Invoice date: ${day(order.createdAt)}`],
    [`VAT ID ${PLATFORM.vatId} · ${PLATFORM.email}`, `Order: ${order.id}`],
    ['', `Due date: ${day(order.invoice.dueDate)}`],
  ] as const) {
    pdf.down(14);
    if (l) await pdf.text(l, left, { size: 9, muted: true });
    await pdf.text(r, right, { size: 10, align: 'right' });
  }
  pdf.down(26);
  await pdf.text(invoiceState(order), left, { size: 12, bold: true });

  const b = order.invoice.billing;
  pdf.down(26);
  await pdf.text('Billed to', left, { size: 9, bold: true, muted: true });
  const address = b ? [b.name, b.street, `${b.postcode} ${b.city}`, b.country, b.taxId ? `Tax ID ${b.taxId}` : ''].filter(Boolean) : ['-'];
  for (const line of address) await pdf.row([{ text: line, x: left, maxWidth: 300 }], 13);

  pdf.down(24);
  const cols = { title: left, seller: left + 250, price: right - 80, paid: right };
  await pdf.row([
    { text: 'Material', x: cols.title, bold: true }, { text: 'Sold by', x: cols.seller, bold: true },
    { text: 'Price', x: cols.price, bold: true, align: 'right' }, { text: 'Amount', x: cols.paid, bold: true, align: 'right' },
  ]);
  pdf.rule();
  for (const item of order.items) {
    await pdf.row([
      { text: item.title, x: cols.title, maxWidth: 240 }, { text: item.authorName, x: cols.seller, maxWidth: 130 },
      { text: money(item.price, cur), x: cols.price, align: 'right' }, { text: money(item.paid, cur), x: cols.paid, align: 'right' },
    ]);
  }
  pdf.rule();
  const totals: [string, string, boolean][] = [['Subtotal', money(order.originalPrice, cur), false]];
  if (order.totalVoucherDiscount) totals.push([`Voucher ${order.voucherCode ?? ''}`.trim(), money(-order.totalVoucherDiscount, cur), false]);
  if (order.usedCredits) totals.push(['Credits', money(-order.usedCredits, cur), false]);
  totals.push(['Total', money(order.finalPrice, cur), true]);
  // Orders from before migration 027 recorded no VAT country: no VAT line rather than a wrong one.
  if (order.vat.country) {
    totals.push([`Included VAT ${percent(order.vat.rate)} (${order.vat.country})`, money(order.vat.amount, cur), false]);
    totals.push(['Net amount', money(order.finalPrice - order.vat.amount, cur), false]);
  }
  for (const [label, value, bold] of totals) await pdf.row([{ text: label, x: cols.price - 150, bold }, { text: value, x: cols.paid, align: 'right', bold }]);

  pdf.down(28);
  if (order.bankTransfer) {
    const t = order.bankTransfer;
    await pdf.text(`Please transfer ${money(order.finalPrice, cur)} by ${day(order.invoice.dueDate)}, quoting ${t.reference}:`, left);
    await pdf.row([{ text: `Account holder ${t.accountHolder} · IBAN ${t.iban} · BIC ${t.bic}`, x: left }]);
    await pdf.row([{ text: order.downloadsAvailable ? 'Your materials are ready to download.' : 'Your materials are ready to download as soon as the payment is in.', x: left, muted: true }]);
  } else if (order.status === 'paid') {
    await pdf.text(order.finalPrice > 0 ? 'Thank you: the amount was paid.' : 'Nothing to pay: the order was covered by voucher and credits.', left);
  }
  pdf.down(16);
  await pdf.paragraph(`${PLATFORM.name} sells these digital materials as the marketplace on behalf of the sellers named above. ${PLATFORM.register}.`, { size: 8, muted: true, width: right - left });
  return pdf.save();
}
