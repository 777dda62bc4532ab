import type { LangPack } from '../../types';
import asiaEast from './asia-east.json';
import asiaSouth from './asia-south.json';
import centralEurope from './central-europe.json';
import cyrillic from './cyrillic.json';
import northWest from './north-west.json';
import type { MinorTexts } from './shape';

/**
 * By group of languages: asia-east Chinese (simplified), Japanese, Korean; asia-south Hindi, Indonesian,
 * Malayalam (world my, spec §1: my → ml), Thai; central-europe Czech, Croatian, Hungarian, Polish,
 * Romanian, Slovak; cyrillic Bulgarian, Kazakh, Serbian (Cyrillic), Ukrainian; north-west Danish,
 * Finnish, Dutch, Norwegian (Bokmål), Swedish.
 */
const ALL: Record<string, MinorTexts> = { ...asiaEast, ...asiaSouth, ...centralEurope, ...cyrillic, ...northWest };

type TextFields = 'authorSubtitles' | 'authorBios' | 'comments' | 'ratingTexts' | 'blogTitles' | 'blogParagraphs' | 'blogPosts';

/** The community texts of a supplementary world in its language, or nothing (then lang/index.ts falls back to English). */
export function minorTexts(world: string): Pick<LangPack, TextFields> | Record<string, never> {
  const texts = ALL[world];
  if (!texts) return {};
  return {
    authorSubtitles: texts.subtitles,
    authorBios: texts.bios,
    comments: texts.comments,
    ratingTexts: texts.ratings,
    blogTitles: texts.posts.map((p) => p.title),
    blogParagraphs: texts.posts.flatMap((p) => p.paragraphs),
    blogPosts: texts.posts,
  };
}
