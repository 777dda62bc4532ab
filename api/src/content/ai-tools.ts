import type { AiTool } from '@teachmarket/contracts/api-types';
import tools from './data/ai-tools.json';

/**
 * The AI tools catalogue. description, quiz and worksheet generate (api/src/routes/ai/); the texts say what the
 * built-in text tools really do, so they hold with or without a language model. Lesson plans and slides are listed
 * but need a model (the tool page says so). Titles and descriptions per language are data (data/ai-tools.json).
 */
// Title and description of a tool per world (en is the fallback).
const TOOLS: { slug: string; category: string; text: Record<string, string[]> }[] = tools;

export function aiTools(world: string): AiTool[] {
  return TOOLS.map((tool, i) => {
    const [title = '', description = ''] = tool.text[world] ?? tool.text.en ?? [];
    return { id: i + 1, slug: tool.slug, title, description, category: tool.category };
  });
}
