import { create } from 'xmlbuilder2';
import { PLATFORM } from './platform';

export interface SepaTransfer {
  /** Our payout id: the end-to-end id the seller's bank shows. */
  payoutId: number;
  amountCents: number;
  accountHolder: string;
  iban: string;
  bic: string | null;
  remittance: string;
}

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/**
 * The SEPA character set (EPC "SEPA Requirements for an Extended Character Set", basic Latin:
 * a-z A-Z 0-9 / - ? : ( ) . , ' + and space): umlauts written out, other accents dropped, anything
 * else a space; cut to the field's length. The XML builder escapes what XML needs on top.
 */
export function sepaText(text: string, max: number): string {
  const latin = text.replace(/[äöüÄÖÜß]/g, (c) => GERMAN[c] ?? c).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const clean = latin.replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ').replace(/\s+/g, ' ').trim();
  return (clean || 'Teachmarket').slice(0, max).trim();
}

const amount = (cents: number) => (cents / 100).toFixed(2);
/** ISO date-time without offset (the schema's ISODateTime, local to the initiating party). */
const isoSeconds = (d: Date) => d.toISOString().slice(0, 19);

/**
 * A pain.001.001.03 customer credit transfer initiation (ISO 20022, the format German and most EU
 * banks take for SEPA batches): a group header, one payment information block debiting the
 * platform's account, one credit transfer per payout to the seller's IBAN, EUR with two decimals.
 * Element order follows the schema (GrpHdr: MsgId, CreDtTm, NbOfTxs, CtrlSum, InitgPty ...).
 */
export function sepaCreditTransfer(transfers: readonly SepaTransfer[], options: { messageId: string; createdAt: Date; executionDate: string }): string {
  const total = transfers.reduce((sum, t) => sum + t.amountCents, 0);
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(NS, 'Document').att('http://www.w3.org/2000/xmlns/', 'xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance');
  const init = doc.ele('CstmrCdtTrfInitn');
  const header = init.ele('GrpHdr');
  header.ele('MsgId').txt(options.messageId);
  header.ele('CreDtTm').txt(isoSeconds(options.createdAt));
  header.ele('NbOfTxs').txt(String(transfers.length));
  header.ele('CtrlSum').txt(amount(total));
  header.ele('InitgPty').ele('Nm').txt(sepaText(PLATFORM.name, 70));
  const info = init.ele('PmtInf');
  info.ele('PmtInfId').txt(options.messageId);
  info.ele('PmtMtd').txt('TRF');
  info.ele('BtchBookg').txt('true');
  info.ele('NbOfTxs').txt(String(transfers.length));
  info.ele('CtrlSum').txt(amount(total));
  info.ele('PmtTpInf').ele('SvcLvl').ele('Cd').txt('SEPA');
  info.ele('ReqdExctnDt').txt(options.executionDate);
  info.ele('Dbtr').ele('Nm').txt(sepaText(PLATFORM.name, 70));
  info.ele('DbtrAcct').ele('Id').ele('IBAN').txt(PLATFORM.iban);
  info.ele('DbtrAgt').ele('FinInstnId').ele('BIC').txt(PLATFORM.bic);
  info.ele('ChrgBr').txt('SLEV');
  for (const t of transfers) {
    const tx = info.ele('CdtTrfTxInf');
    tx.ele('PmtId').ele('EndToEndId').txt(`TM-PAYOUT-${t.payoutId}`);
    tx.ele('Amt').ele('InstdAmt').att('Ccy', 'EUR').txt(amount(t.amountCents));
    // IBAN-only is allowed within SEPA; the agent is named when the seller gave a BIC.
    if (t.bic) tx.ele('CdtrAgt').ele('FinInstnId').ele('BIC').txt(t.bic);
    tx.ele('Cdtr').ele('Nm').txt(sepaText(t.accountHolder, 70));
    tx.ele('CdtrAcct').ele('Id').ele('IBAN').txt(t.iban);
    tx.ele('RmtInf').ele('Ustrd').txt(sepaText(t.remittance, 140));
  }
  return doc.end({ prettyPrint: true });
}
