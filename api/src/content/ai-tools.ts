import type { AiTool } from '@teachmarket/contracts/api-types';
import tools from './data/ai-tools.json';
import { contentText, type englishContent } from './texts';

/**
 * The AI tools catalogue. description, quiz and worksheet generate (api/src/routes/ai/); the texts say what the
 * built-in text tools really do, so they hold with or without a language model. Lesson plans and slides are listed
 * but need a model (the tool page says so). The list is data/ai-tools.json; each tool's title and description in
 * every interface language are in texts/<language>.json (key `aiTools.<slug>`).
 */
type Slug = keyof typeof englishContent.aiTools;
const TOOLS = tools as { slug: Slug; category: string }[];

export function aiTools(world: string): AiTool[] {
  return TOOLS.map((tool, i) => ({
    id: i + 1,
    slug: tool.slug,
    title: contentText(world, (t) => t.aiTools?.[tool.slug]?.title),
    description: contentText(world, (t) => t.aiTools?.[tool.slug]?.text),
    category: tool.category,
  }));
}
