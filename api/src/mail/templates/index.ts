import { isWorld, languageOf, WORLD_LANGUAGE } from '@teachmarket/contracts/worlds';
import { escapeHtml } from '../../lib/text';
import bg from './texts/bg.json';
import cs from './texts/cs.json';
import da from './texts/da.json';
import de from './texts/de.json';
import el from './texts/el.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fi from './texts/fi.json';
import fr from './texts/fr.json';
import hi from './texts/hi.json';
import hr from './texts/hr.json';
import hu from './texts/hu.json';
import id from './texts/id.json';
import it from './texts/it.json';
import ja from './texts/ja.json';
import kk from './texts/kk.json';
import ko from './texts/ko.json';
import ml from './texts/ml.json';
import nl from './texts/nl.json';
import no from './texts/no.json';
import pl from './texts/pl.json';
import ro from './texts/ro.json';
import sk from './texts/sk.json';
import sr from './texts/sr.json';
import sv from './texts/sv.json';
import th from './texts/th.json';
import uk from './texts/uk.json';
import zh from './texts/zh.json';

/**
 * Issue 18: every mail in the recipient's language. The texts live in ./texts/<language>.json (the
 * language codes of contracts' WORLD_LANGUAGE: gr → el), one file per language so translators work
 * on one file like the interface bundles in locales/, written in the voice of that language's
 * interface bundle (German and Polish "du"/"ty", French "vous", …). Every interface language has a
 * file; English is the last fallback, key by key (a key added to English before its translations
 * still renders). test/mail-templates.test.ts fails when a language lacks a key or a placeholder.
 *
 * A mail is greeting, paragraphs, one call-to-action (the mail's link), an optional unsubscribe or
 * unfollow block, a signature and a footer; rendered as plain text and as HTML. Placeholders are
 * `{name}`; every value is untrusted (public names, material titles, an operator's reason) and is
 * escaped in the HTML part, the template with it. A paragraph whose placeholder has no value is left
 * out (so optional values need no second template).
 */
export type MailTexts = typeof en;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string[] ? string[] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

export type MailKind = keyof MailTexts['kinds'];
export const MAIL_KINDS = Object.keys(en.kinds) as MailKind[];
/** Which mail link token partition a mail's unsubscribe block offers (api/src/mail/link-tokens.ts). */
export type UnsubscribePartition = keyof MailTexts['common']['unsubscribe'];

/** Every interface language's texts (the 27 worlds' languages and English). */
export const MAIL_LANGUAGES: Record<string, DeepPartial<MailTexts>> = {
  bg, cs, da, de, el, en, es, fi, fr, hi, hr, hu, id, it, ja, kk, ko, ml, nl, no, pl, ro, sk, sr, sv, th, uk, zh,
};

/** The languages the worlds are written in, and English (the completeness test wants a file for each). */
export const WORLD_MAIL_LANGUAGES: readonly string[] = [...new Set(Object.values(WORLD_LANGUAGE)), 'en'];

/** The language of a world's mails (an unknown world: English). */
export function mailLanguageOf(world: string): string {
  return isWorld(world) ? languageOf(world) : 'en';
}

/** One key's text in a language, English when the language lacks it. */
function pick<T>(lang: string, read: (texts: DeepPartial<MailTexts>) => T | undefined): T {
  const own = MAIL_LANGUAGES[lang];
  const value = own ? read(own) : undefined;
  return value ?? (read(en as DeepPartial<MailTexts>) as T);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a text uses (the completeness test compares them between languages). */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();

/** Fills the placeholders; null when one of them has no value (the caller leaves the text out). */
function fill(template: string, values: Readonly<Record<string, string | null | undefined>>): string | null {
  let missing = false;
  const text = template.replace(PLACEHOLDER, (_m, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') missing = true;
    return value ?? '';
  });
  return missing ? null : text;
}

/** Fills the placeholders, a missing value as nothing (a subject or a button is never left out). */
const fillAll = (template: string, values: Readonly<Record<string, string | null | undefined>>): string =>
  template.replace(PLACEHOLDER, (_m, key: string) => values[key] ?? '').replace(/ {2,}/g, ' ');

/** Header-safe: no line breaks from a value (a title or name) in the subject. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

export interface MailContent {
  kind: MailKind;
  /** The recipient's world: the language of the texts. */
  world: string;
  /** The recipient's public name for the greeting; null or '' greets without a name. */
  name?: string | null;
  values?: Readonly<Record<string, string | null | undefined>>;
  /** The call-to-action's absolute link. */
  link: string;
  /** The unsubscribe/unfollow block: which partition, its web page link; `author` fills the unfollow text. */
  unsubscribe?: { partition: UnsubscribePartition; link: string; author?: string | null };
}

export interface RenderedMail {
  lang: string;
  subject: string;
  text: string;
  html: string;
}

const BUTTON = 'display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold';

/** A mail kind in the recipient's language: subject, plain-text and HTML part. */
export function renderMail(content: MailContent): RenderedMail {
  const lang = mailLanguageOf(content.world);
  const values = { ...content.values };
  const kind = content.kind;
  const subject = oneLine(fillAll(pick(lang, (t) => t.kinds?.[kind]?.subject), values));
  const name = content.name?.trim();
  const greeting = (name ? fill(pick(lang, (t) => t.common?.greeting), { name }) : null) ?? pick(lang, (t) => t.common?.greetingAnonymous);
  const paragraphs = pick(lang, (t) => t.kinds?.[kind]?.paragraphs)
    .map((p) => fill(p, values))
    .filter((p): p is string => p !== null);
  const action = fillAll(pick(lang, (t) => t.kinds?.[kind]?.action), values);
  const signature = pick(lang, (t) => t.common?.signature);
  const footer = pick(lang, (t) => t.common?.footer);
  const linkFallback = pick(lang, (t) => t.common?.linkFallback);
  let unsubscribe: { text: string; label: string; link: string } | null = null;
  if (content.unsubscribe) {
    const { partition, link } = content.unsubscribe;
    const author = { author: content.unsubscribe.author ?? '' };
    const text = fill(pick(lang, (t) => t.common?.unsubscribe?.[partition]?.text), author);
    const label = fill(pick(lang, (t) => t.common?.unsubscribe?.[partition]?.label), author);
    // An unfollow text without the author's name still offers the link (the label in English would be wrong).
    unsubscribe = { text: text ?? '', label: label ?? pick(lang, (t) => t.common?.unsubscribe?.notifications?.label), link };
  }

  const textPart = [
    greeting,
    ...paragraphs,
    // The label above its link, no punctuation between (French sets a space before a colon, others not).
    `${action}\n${content.link}`,
    signature,
    '--',
    ...(unsubscribe ? [`${unsubscribe.text}\n${unsubscribe.label}\n${unsubscribe.link}`.trim()] : []),
    footer,
  ].join('\n\n') + '\n';

  const e = escapeHtml;
  const p = (html: string, style = 'margin:0 0 16px') => `<p style="${style}">${html}</p>`;
  const small = 'margin:0 0 8px;font-size:12px;color:#555555';
  const html = [
    `<!doctype html><html lang="${e(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    p(e(greeting)),
    ...paragraphs.map((text) => p(e(text))),
    p(`<a href="${e(content.link)}" style="${BUTTON}">${e(action)}</a>`, 'margin:24px 0'),
    p(`${e(linkFallback)}<br><a href="${e(content.link)}" style="color:#0b5cad;word-break:break-all">${e(content.link)}</a>`, small),
    p(e(signature), 'margin:24px 0 16px'),
    '<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0 16px">',
    ...(unsubscribe ? [p(`${e(unsubscribe.text)} <a href="${e(unsubscribe.link)}" style="color:#555555">${e(unsubscribe.label)}</a>`, small)] : []),
    p(e(footer), small),
    '</div></body></html>',
  ].join('\n');

  return { lang, subject, text: textPart, html };
}
