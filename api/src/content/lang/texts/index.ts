import type { LangPack } from '../../types';
import { ASIA_EAST } from './asia-east';
import { ASIA_SOUTH } from './asia-south';
import { CENTRAL_EUROPE } from './central-europe';
import { CYRILLIC } from './cyrillic';
import { NORTH_WEST } from './north-west';
import type { MinorTexts } from './shape';

const ALL: Record<string, MinorTexts> = { ...ASIA_EAST, ...ASIA_SOUTH, ...CENTRAL_EUROPE, ...CYRILLIC, ...NORTH_WEST };

type TextFields = 'authorSubtitles' | 'authorBios' | 'comments' | 'ratingTexts' | 'blogTitles' | 'blogParagraphs' | 'blogPosts';

/** The community texts of a supplementary world in its language, or nothing (then lang/index.ts falls back to English). */
export function minorTexts(world: string): Pick<LangPack, TextFields> | Record<string, never> {
  const texts = ALL[world];
  if (!texts) return {};
  const blogPosts = texts.posts.map(([title, ...paragraphs]) => ({ title, paragraphs }));
  return {
    authorSubtitles: texts.subtitles,
    authorBios: texts.bios,
    comments: texts.comments,
    ratingTexts: texts.ratings,
    blogTitles: blogPosts.map((p) => p.title),
    blogParagraphs: blogPosts.flatMap((p) => p.paragraphs),
    blogPosts,
  };
}
