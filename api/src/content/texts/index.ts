import { isWorld, languageOf, WORLD_LANGUAGE } from '@teachmarket/contracts/worlds';
import bg from './bg.json';
import cs from './cs.json';
import da from './da.json';
import de from './de.json';
import el from './el.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import hi from './hi.json';
import hr from './hr.json';
import hu from './hu.json';
import id from './id.json';
import it from './it.json';
import ja from './ja.json';
import kk from './kk.json';
import ko from './ko.json';
import ml from './ml.json';
import nl from './nl.json';
import no from './no.json';
import pl from './pl.json';
import ro from './ro.json';
import sk from './sk.json';
import sr from './sr.json';
import sv from './sv.json';
import th from './th.json';
import uk from './uk.json';
import zh from './zh.json';

/**
 * Issue 18: what the API writes itself (help-centre topics and answers, AI tool names and
 * descriptions) in every interface language. One file per language, named by the language code of
 * contracts' WORLD_LANGUAGE (gr → el, jp → ja, …) like the mail texts (api/src/mail/templates/texts/),
 * so a translator works on one file; each is written in the voice of that language's interface
 * bundle (locales/<bundle>/: German and Polish "du"/"ty", French "vous", …). English is complete and is
 * the last fallback, key by key. test/content-texts.test.ts checks that every language has every key.
 */
export type ContentTexts = typeof en;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Every interface language's texts (the 27 worlds' languages and English). */
export const CONTENT_LANGUAGES: Record<string, DeepPartial<ContentTexts>> = {
  bg, cs, da, de, el, en, es, fi, fr, hi, hr, hu, id, it, ja, kk, ko, ml, nl, no, pl, ro, sk, sr, sv, th, uk, zh,
};

/** The languages the worlds are written in (for the completeness test: none may be missing). */
export const WORLD_CONTENT_LANGUAGES: readonly string[] = [...new Set(Object.values(WORLD_LANGUAGE)), 'en'];

/** The language of a world's content (an unknown world: English). */
export const contentLanguageOf = (world: string): string => (isWorld(world) ? languageOf(world) : 'en');

/** One text in the world's language, English when that language lacks it. */
export function contentText<T>(world: string, read: (texts: DeepPartial<ContentTexts>) => T | undefined): T {
  const own = CONTENT_LANGUAGES[contentLanguageOf(world)];
  const value = own ? read(own) : undefined;
  return value ?? (read(en as DeepPartial<ContentTexts>) as T);
}

export { en as englishContent };
