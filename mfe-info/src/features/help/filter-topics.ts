import type { HelpTopic } from '@teachmarket/shared-kit';

/**
 * The topics with the articles whose title or body contains every word of the query (case- and
 * accent-insensitive in the page's language, markup ignored); a topic whose title matches keeps all its articles.
 */
export function filterTopics(topics: readonly HelpTopic[], query: string, language: string): HelpTopic[] {
  const fold = (text: string) => text.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  const matches = (text: string) => words.every((w) => text.includes(w));
  return topics.flatMap((topic) => {
    if (matches(fold(topic.title))) return [topic];
    const articles = topic.articles.filter((a) => matches(fold(`${a.title} ${a.body.replace(/<[^>]*>/g, ' ')}`)));
    return articles.length > 0 ? [{ ...topic, articles }] : [];
  });
}
