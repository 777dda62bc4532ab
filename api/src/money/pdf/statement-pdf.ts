import { maskIban } from '@teachmarket/contracts/api-types';
import { PLATFORM } from '../platform';
import type { StatementEntry, StatementPayout } from '../statement';
import { PdfLayout } from './layout';

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;
const day = (d: Date) => d.toISOString().slice(0, 10);

export interface StatementInput {
  /** null: the running month's provisional statement (numbers are issued for closed months only). */
  number: string | null;
  month: string;
  seller: { id: number; name: string; accountHolder: string | null; iban: string | null };
  entries: StatementEntry[];
  payouts: StatementPayout[];
  issuedAt: Date;
}

/**
 * A seller's monthly payout statement as a PDF with real text: a self-billed credit note (the
 * platform states what it owes the seller), one line per sale earned and per refund in the month
 * with gross, discount, fee and net, the totals per currency, and the month's payouts.
 */
export async function statementPdf(input: StatementInput): Promise<Buffer> {
  const provisional = input.number === null;
  const heading = provisional ? 'Provisional payout statement' : `Payout statement ${input.number}`;
  const pdf = await PdfLayout.create({ title: provisional ? `${heading} ${input.month}` : heading, subject: `Teachmarket statement ${input.month}`, language: 'en' });
  const { left, right } = pdf;
  await pdf.text(PLATFORM.name, left, { size: 18, bold: true });
  await pdf.text(heading, right, { size: 14, bold: true, align: 'right' });
  pdf.down(14);
  await pdf.text(`${PLATFORM.street}, ${PLATFORM.postcode} ${PLATFORM.city}, Germany · VAT ID ${PLATFORM.vatId}`, left, { size: 9, muted: true });
  await pdf.text(provisional ? `Running month ${input.month}: sales so far` : `Credit note for ${input.month}`, right, { align: 'right' });
  pdf.down(14);
  await pdf.text(`${provisional ? 'As of' : 'Issued'} ${day(input.issuedAt)}`, right, { align: 'right' });
  if (provisional) {
    // Not a credit note yet: the month can still change, so the sequential number comes with the closed month's statement.
    pdf.down(8);
    await pdf.paragraph('PROVISIONAL - not a credit note and without a number. The numbered statement is issued after the month is over.', { size: 10, bold: true, width: right - left });
  }
  pdf.down(26);
  await pdf.text('Seller', left, { size: 9, bold: true, muted: true });
  await pdf.row([{ text: `${input.seller.name} (seller no. ${input.seller.id})`, x: left, maxWidth: 300 }], 13);
  if (input.seller.iban) await pdf.row([{ text: `Payout account: ${input.seller.accountHolder ?? ''}, IBAN ${maskIban(input.seller.iban)}`, x: left }], 13);

  pdf.down(22);
  const cols = { date: left, title: left + 62, gross: right - 195, discount: right - 130, fee: right - 65, net: right };
  await pdf.row([
    { text: 'Date', x: cols.date, bold: true }, { text: 'Sale', x: cols.title, bold: true },
    { text: 'Gross', x: cols.gross, bold: true, align: 'right' }, { text: 'Discount', x: cols.discount, bold: true, align: 'right' },
    { text: 'Fee', x: cols.fee, bold: true, align: 'right' }, { text: 'Net', x: cols.net, bold: true, align: 'right' },
  ]);
  pdf.rule();
  if (!input.entries.length) await pdf.row([{ text: provisional ? 'No sales were earned in this month so far.' : 'No sales were earned in this month.', x: left, muted: true }]);
  for (const e of input.entries) {
    // The invoice number leads: a long title is cut to the column, the reference of the sale never is.
    const label = `${e.kind === 'reversal' ? 'Refund: ' : ''}${e.invoice_number ? `${e.invoice_number} ` : ''}${e.title} · fee ${e.fee_percent} %`;
    await pdf.row([
      { text: day(new Date(e.booked_at)), x: cols.date, size: 9 }, { text: label, x: cols.title, size: 9, maxWidth: cols.gross - cols.title - 60 },
      { text: money(e.gross, e.currency_code), x: cols.gross, size: 9, align: 'right' },
      { text: money(e.discount, e.currency_code), x: cols.discount, size: 9, align: 'right' },
      { text: money(e.fee, e.currency_code), x: cols.fee, size: 9, align: 'right' },
      { text: money(e.net, e.currency_code), x: cols.net, size: 9, align: 'right' },
    ], 14);
  }
  pdf.rule();
  const currencies = [...new Set(input.entries.map((e) => e.currency_code))].sort();
  for (const c of currencies) {
    const of = input.entries.filter((e) => e.currency_code === c);
    const sum = (k: 'gross' | 'discount' | 'fee' | 'net') => of.reduce((s, e) => s + e[k], 0);
    await pdf.row([
      { text: `Total ${c}`, x: cols.title, bold: true },
      { text: money(sum('gross'), c), x: cols.gross, align: 'right', size: 9 }, { text: money(sum('discount'), c), x: cols.discount, align: 'right', size: 9 },
      { text: money(sum('fee'), c), x: cols.fee, align: 'right', size: 9 }, { text: money(sum('net'), c), x: cols.net, align: 'right', bold: true, size: 9 },
    ]);
  }
  pdf.down(22);
  await pdf.text(provisional ? 'Payouts in this month so far' : 'Payouts in this month', left, { bold: true });
  if (!input.payouts.length) await pdf.row([{ text: 'None.', x: left, muted: true }]);
  for (const p of input.payouts) {
    const state = p.paid_at ? `paid ${day(new Date(p.paid_at))}` : 'pending';
    await pdf.row([
      { text: `Payout ${p.id} to IBAN ${maskIban(p.iban)}, created ${day(new Date(p.created_at))}, ${state}`, x: left, size: 9 },
      { text: money(p.amount_cents, p.currency_code), x: cols.net, align: 'right', size: 9 },
    ]);
  }
  pdf.down(18);
  await pdf.paragraph(
    `${provisional ? 'Provisional overview, not yet a credit note' : 'Self-billed credit note'}: ${PLATFORM.name} sells the materials as the marketplace and credits the seller the net amounts above `
      + '(gross price minus the seller\'s own vouchers minus the platform fee of the seller\'s tier). Balances are paid out monthly from '
      + `the minimum amount on to the saved payout account. ${PLATFORM.register}.`,
    { size: 8, muted: true, width: right - left },
  );
  return pdf.save();
}
