/**
 * The post editor's markup (spec §2 cabinet /post-editor): an author writes a blog post in a small markup,
 * the API stores it and the HTML rendered from it (blog_posts.source / body). The renderer is plain
 * code both sides run: the API to store the body, the editor for its preview. It escapes every
 * character HTML treats specially before it adds its own few tags, so a post can never carry a
 * script, a link or an attribute (the blog post page sanitises once more with DOMPurify).
 *
 * Markup: blank line = new paragraph; "## " / "### " = sub-heading; "- " = list item; "1. " =
 * numbered item; "> " = quote; **bold**, *italic*; a single line break stays a line break.
 */
import { BLOG_POST_LIMITS } from './blog-post';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** **bold** and *italic* inside one line, on already escaped text. */
const inline = (line: string): string =>
  escapeHtml(line)
    .replace(/\*\*(?=\S)(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*(?=\S)([^*]+?)\*(?!\*)/g, '$1<em>$2</em>');

type Kind = 'h2' | 'h3' | 'ul' | 'ol' | 'quote' | 'p';
const KINDS: [Kind, RegExp][] = [['h3', /^###\s+/], ['h2', /^##\s+/], ['ul', /^\s*[-*]\s+/], ['ol', /^\s*\d+[.)]\s+/], ['quote', /^>\s?/]];
const kindOf = (line: string): Kind => KINDS.find(([, re]) => re.test(line))?.[0] ?? 'p';
const strip = (line: string, kind: Kind): string => line.replace(KINDS.find(([k]) => k === kind)?.[1] ?? /^/, '');

function block(kind: Kind, lines: string[]): string {
  const text = lines.map((l) => inline(strip(l, kind)));
  switch (kind) {
    case 'h2':
    case 'h3':
      return `<${kind}>${text.join(' ')}</${kind}>`;
    case 'ul':
    case 'ol':
      return `<${kind}>${text.map((t) => `<li>${t}</li>`).join('')}</${kind}>`;
    case 'quote':
      return `<blockquote><p>${text.join('<br>')}</p></blockquote>`;
    default:
      return `<p>${text.join('<br>')}</p>`;
  }
}

/** A chunk between blank lines: a heading is a block of its own, neighbouring lines of one kind form one block. */
function chunk(lines: string[]): string {
  const blocks: { kind: Kind; lines: string[] }[] = [];
  for (const line of lines) {
    const kind = kindOf(line);
    const last = blocks[blocks.length - 1];
    if (last && last.kind === kind && kind !== 'h2' && kind !== 'h3') last.lines.push(line);
    else blocks.push({ kind, lines: [line] });
  }
  return blocks.map((b) => block(b.kind, b.lines)).join('');
}

/** The post's HTML: only p, br, h2, h3, ul, ol, li, blockquote, strong, em — never an attribute. */
export function renderPostMarkup(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map(chunk)
    .join('');
}

/** The excerpt shown in lists: the first paragraph's text without markup, shortened at a word. */
export function postExcerpt(source: string): string {
  const paragraphs = source.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const first = paragraphs.find((p) => !/^#{2,3}\s/.test(p)) ?? paragraphs[0] ?? '';
  const text = first.replace(/^(#{2,3}|[-*>]|\d+[.)])\s+/gm, '').replace(/\*+/g, '').replace(/\s+/g, ' ').trim();
  if (text.length <= BLOG_POST_LIMITS.excerpt) return text;
  const cut = text.slice(0, BLOG_POST_LIMITS.excerpt - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), BLOG_POST_LIMITS.excerpt / 2))}…`;
}

/** A post stored before the editor existed (HTML only): its text, paragraphs kept, tags dropped. */
export function sourceFromHtml(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|blockquote|ul|ol)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
