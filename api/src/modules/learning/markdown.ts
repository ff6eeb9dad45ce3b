/**
 * The course Markdown the build step reads: a small, strict subset turned into plain data the page
 * renders with React elements (never as HTML), so a lesson can never inject markup. Blocks: `#`–`###`
 * headings, paragraphs, `-` and `1.` lists, `>` tips, fenced code. Inline: **bold**, *italic* or _italic_, `code`,
 * [links](/flow) (app paths or https only).
 */
import type { Block, Inline } from '@flowdeck/endpoints/learning';

export type { Block, Inline };

export class MarkdownError extends Error {}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|(?<!\w)_([^_]+)_(?!\w)|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) out.push({ type: 'text', text: text.slice(last, at) });
    const [, strong, em, underscored, code, linkText, href] = match;
    if (strong !== undefined) out.push({ type: 'strong', text: strong });
    else if (em !== undefined || underscored !== undefined) out.push({ type: 'em', text: em ?? underscored ?? '' });
    else if (code !== undefined) out.push({ type: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) {
      if (!/^(\/[a-z0-9\-/]*|https:\/\/[^\s]+)$/.test(href))
        throw new MarkdownError(`link "${href}" is neither an app path nor https`);
      out.push({ type: 'link', text: linkText, href });
    }
    last = at + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    if (trimmed.startsWith('```')) {
      flush();
      const code: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith('```')) code.push(lines[i++] ?? '');
      if (i >= lines.length) throw new MarkdownError('a code fence is never closed');
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(trimmed);
    if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        level: ((heading[1]?.length ?? 1) + 1) as 2 | 3 | 4,
        content: parseInline(heading[2] ?? ''),
      });
      continue;
    }
    if (trimmed.startsWith('>')) {
      flush();
      const quote: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('>'))
        quote.push((lines[i++] ?? '').trim().replace(/^>\s?/, ''));
      i--;
      blocks.push({ type: 'tip', content: parseInline(quote.join(' ')) });
      continue;
    }
    const bullet = /^(-|\d+\.)\s+/.exec(trimmed);
    if (bullet) {
      flush();
      const ordered = bullet[1] !== '-';
      const items: Inline[][] = [];
      while (i < lines.length) {
        const item = /^(-|\d+\.)\s+(.*)$/.exec((lines[i] ?? '').trim());
        if (!item || (item[1] !== '-') !== ordered) break;
        items.push(parseInline(item[2] ?? ''));
        i++;
      }
      i--;
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    paragraph.push(trimmed);
  }
  flush();
  return blocks;
}

/** `key: value` lines between `---` fences at the top of a file, and the rest. */
export function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source.replace(/\r\n?/g, '\n'));
  if (!match) throw new MarkdownError('the file does not start with a --- front matter block');
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const kv = /^([a-zA-Z]+):\s*(.*)$/.exec(line.trim());
    if (kv?.[1]) meta[kv[1]] = (kv[2] ?? '').trim();
  }
  return { meta, body: match[2] ?? '' };
}
