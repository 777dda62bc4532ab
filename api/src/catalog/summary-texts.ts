import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { summaryRowOf, type Shown, type ShownCounters } from './index-shown';
import { toSummary } from './summary';

/** How a search answer writes a summary: the route's own serializer of MaterialSummarySchema, and the public URL. */
export interface SummaryOutput {
  baseUrl: string;
  serialize: (summary: MaterialSummary) => string;
}

/** A document of a result page: what it shows (index-shown.ts) and its current counters. */
export interface PageDoc {
  shown: Shown;
  counters: ShownCounters;
}

interface Text {
  /** UTF-8: an answer is put together from these bytes (a string kept from the serializer is a rope of hundreds of pieces, walked again by every join). */
  json: Buffer;
  price: number;
  ratingSum: number;
  ratingCount: number;
  created: number;
  /** The titles of the document's subjects when it was written (a renamed subject writes it again). */
  subjectTitles: Array<string | undefined>;
  /** The title map last checked against (the index reads a new one only after a change). */
  checked: Map<number, string>;
}

/** Texts kept at most: about 700 bytes each, so some 14 MB per API process (outside the JS heap). */
const MAX_TEXTS = 20_000;

/**
 * Issue 17: the JSON text of a search page's summaries, written once per version of a document
 * (as a search engine keeps each document's source) instead of built and serialized on every
 * search: that was an eighth of a search's CPU. A changed row gives its document a new Shown part
 * (WorldIndex.apply), so the text is kept per Shown object; it is also checked against what it was
 * written with that can change without a new Shown: its subjects' titles (a renamed subject), and,
 * four comparisons, the counters it shows (price, ratings). The oldest texts go beyond MAX_TEXTS. The text is the route's own serializer's (schema order), so a search answer's
 * bytes are the same as when its summaries were serialized with the whole answer.
 */
export class SummaryTexts {
  private readonly texts = new Map<Shown, Text>();

  of(world: string, doc: PageDoc, titles: Map<number, string>, out: SummaryOutput): Buffer {
    const { shown, counters: c } = doc;
    const kept = this.texts.get(shown);
    if (kept && kept.price === c.price && kept.ratingSum === c.ratingSum && kept.ratingCount === c.ratingCount
      && kept.created === c.created && (kept.checked === titles || sameTitles(kept, shown.subjectIds, titles))) return kept.json;
    const json = Buffer.from(out.serialize(toSummary(summaryRowOf(world, shown, c, titles), out.baseUrl)));
    if (kept) this.texts.delete(shown);
    else if (this.texts.size >= MAX_TEXTS) this.texts.delete(this.texts.keys().next().value!);
    this.texts.set(shown, {
      json, price: c.price, ratingSum: c.ratingSum, ratingCount: c.ratingCount, created: c.created,
      subjectTitles: shown.subjectIds.map((id) => titles.get(id)), checked: titles,
    });
    return json;
  }

  get size(): number {
    return this.texts.size;
  }
}

/** Whether the text's subjects have the titles it shows in `titles` (then it is marked checked against it). */
function sameTitles(kept: Text, ids: number[], titles: Map<number, string>): boolean {
  for (let k = 0; k < ids.length; k++) if (kept.subjectTitles[k] !== titles.get(ids[k]!)) return false;
  kept.checked = titles;
  return true;
}
