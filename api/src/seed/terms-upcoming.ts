import type { Queryable } from '../db';
import { CURRENT_TERMS_VERSION } from './people';
import { BASE_DATE, DAY } from './state';

/** Texts per language code (WORLD_INFO[world].language); worlds without one read English. */
const SUMMARY: Record<string, string> = {
  en: 'School licences will cost 2.5 times the single-user price (today: twice). Single-user prices and your bought materials stay as they are.',
  de: 'Schullizenzen kosten künftig das 2,5-Fache des Einzelpreises (bisher das Doppelte). Einzelpreise und deine gekauften Materialien bleiben unverändert.',
  es: 'Las licencias escolares costarán 2,5 veces el precio individual (hoy, el doble). Los precios individuales y tus materiales comprados no cambian.',
  fr: 'Les licences établissement coûteront 2,5 fois le prix individuel (aujourd’hui : le double). Les prix individuels et vos supports achetés ne changent pas.',
  it: 'Le licenze scolastiche costeranno 2,5 volte il prezzo individuale (oggi: il doppio). I prezzi individuali e i materiali acquistati restano invariati.',
  el: 'Οι σχολικές άδειες θα κοστίζουν 2,5 φορές την τιμή ενός χρήστη (σήμερα: το διπλάσιο). Οι τιμές ενός χρήστη και τα υλικά που αγόρασες δεν αλλάζουν.',
};

/**
 * spec §2 upcoming-terms popup demo: the next version, announced 45 days ahead of the later of
 * the seed date and today (the popup only exists while the date is in the future).
 */
export async function seedUpcomingTerms(db: Queryable): Promise<void> {
  const day = Math.floor(Math.max(BASE_DATE, Date.now()) / DAY) * DAY;
  await db.query('INSERT INTO terms_upcoming (version, effective_at, summary) VALUES ($1, $2, $3)', [
    CURRENT_TERMS_VERSION + 1, new Date(day + 45 * DAY), JSON.stringify(SUMMARY),
  ]);
}
