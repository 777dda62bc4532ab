import type { HelpTopic } from '@teachmarket/contracts/api-types';
import { contentText, englishContent } from './texts';

/**
 * Help-centre content (mfe-info) in the world's language: topics and their articles, in the order of
 * the English file. The texts are data, one file per language (texts/<language>.json, key `help`).
 */
type TopicId = keyof typeof englishContent.help;
const TOPICS = Object.keys(englishContent.help) as TopicId[];

/** Text content (quotes and apostrophes stay as they are, so the page's search finds them). */
const asHtmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function helpTopics(world: string): HelpTopic[] {
  return TOPICS.map((id) => {
    const articleIds = Object.keys(englishContent.help[id].articles) as (keyof (typeof englishContent.help)[TopicId]['articles'])[];
    return {
      id,
      title: contentText(world, (t) => t.help?.[id]?.title),
      articles: articleIds.map((n) => ({
        id: `${id}-${n}`,
        title: contentText(world, (t) => t.help?.[id]?.articles?.[n]?.question),
        // One paragraph, as the help page expects HTML (sanitised there); the texts are plain text.
        body: `<p>${asHtmlText(contentText(world, (t) => t.help?.[id]?.articles?.[n]?.answer))}</p>`,
      })),
    };
  });
}
