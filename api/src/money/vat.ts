import type { World } from '../worlds';

/**
 * Standard VAT rates for electronically supplied services to consumers, in basis points (1900 =
 * 19 %). Digital services are taxed where the buyer lives (EU: Council Directive 2006/112/EC art. 58,
 * One-Stop-Shop), so the billing country picks the rate.
 * Sources, as of 2026-01:
 * - EU member states: European Commission, "VAT rates applied in the Member States of the European
 *   Union" (taxation-customs.ec.europa.eu, Taxes in Europe Database); incl. EE 24 % (from 2025-07),
 *   FI 25.5 % (from 2024-09), RO 21 % (from 2025-08), SK 23 % (from 2025-01).
 * - Non-EU worlds (national sources): NO 25 % Skatteetaten (VOEC); RS 20 % Poreska uprava; UA 20 %
 *   State Tax Service (Tax Code art. 193); KZ 16 % Tax Code of 2026; JP 10 % National Tax Agency
 *   (consumption tax on cross-border digital services); KR 10 % National Tax Service; CN 6 % State
 *   Taxation Administration (modern / information services); IN 18 % CBIC (IGST on OIDAR services);
 *   ID 11 % effective (PPN 12 % on a base of 11/12, PMK 131/2024, PMSE digital services); MY 8 %
 *   Royal Malaysian Customs (service tax on digital services, from 2024-03); TH 7 % Revenue
 *   Department (VAT for e-Service). CH 8.1 % ESTV; GB 20 % HMRC.
 * Rates change: update this table and its date with the source.
 */
export const VAT_RATES_BP: Readonly<Record<string, number>> = {
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2400, ES: 2100, FI: 2550,
  FR: 2000, GR: 2400, HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700, LV: 2100, MT: 1800,
  NL: 2100, PL: 2300, PT: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
  NO: 2500, RS: 2000, UA: 2000, KZ: 1600, JP: 1000, KR: 1000, CN: 600, IN: 1800, ID: 1100, MY: 800, TH: 700,
  CH: 810, GB: 2000,
};

/** The country of each world (world codes are not always country codes: hi = India, gr = Greece …). */
export const WORLD_COUNTRY: Readonly<Record<World, string>> = {
  de: 'DE', es: 'ES', fr: 'FR', gr: 'GR', it: 'IT', bg: 'BG', cn: 'CN', cz: 'CZ', dk: 'DK', fi: 'FI', hi: 'IN',
  hr: 'HR', hu: 'HU', id: 'ID', jp: 'JP', kr: 'KR', kz: 'KZ', my: 'MY', nl: 'NL', no: 'NO', pl: 'PL', ro: 'RO',
  rs: 'RS', se: 'SE', sk: 'SK', th: 'TH', ua: 'UA',
};

export interface Vat {
  country: string;
  rateBp: number;
  /** The VAT contained in the gross total (prices are shown and charged including VAT). */
  cents: number;
}

/**
 * The VAT of an order: the billing country's rate, or the world's country's when the billing country
 * is not in the table. Prices include VAT, so the tax is total - total / (1 + rate), rounded half up
 * to the cent. Not handled: reverse charge for business buyers in another EU country (every invoice
 * charges the buyer country's VAT).
 */
export function vatOf(totalCents: number, billingCountry: string | undefined, world: World): Vat {
  const country = billingCountry && VAT_RATES_BP[billingCountry] !== undefined ? billingCountry : WORLD_COUNTRY[world];
  const rateBp = VAT_RATES_BP[country] ?? 0;
  const netCents = Math.floor((totalCents * 10000 * 2 + (10000 + rateBp)) / (2 * (10000 + rateBp)));
  return { country, rateBp, cents: totalCents - netCents };
}
