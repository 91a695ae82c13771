/**
 * The contract's Markdown (the CMS's rich text, filled and canonical) as plain blocks a document can lay out without a
 * Markdown engine: headings, paragraphs and list items, their inline markup reduced to the words a reader sees.
 * Only what a contract template uses is understood; anything else stays as its text, never dropped.
 */
export type ContractBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; marker: string; text: string };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;

/** Inline markup as read: links as "text (address)", emphasis and code marks dropped, escapes (`\*`) resolved. */
export function plainInline(value: string): string {
  return value
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, (_whole, text: string, url: string) => (text && text !== url ? `${text} (${url})` : url))
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\\\w])([*_])(?=\S)(.+?)(?<=\S)\1(?!\w)/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/\\([\\`*_[\]#|<>~!{}()+.-])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The blocks of a canonical contract text, in order; consecutive lines of one paragraph or item are joined. */
export function contractBlocks(markdown: string): ContractBlock[] {
  const blocks: ContractBlock[] = [];
  let open: { kind: 'paragraph' | 'item'; marker: string; lines: string[] } | null = null;
  const close = () => {
    if (!open) return;
    const text = plainInline(open.lines.join(' '));
    if (text) blocks.push(open.kind === 'item' ? { kind: 'item', marker: open.marker, text } : { kind: 'paragraph', text });
    open = null;
  };
  for (const line of markdown.split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (line.trim() === '' || /^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) close();
    else if (heading) {
      close();
      const level = Math.min(3, heading[1]!.length) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, text: plainInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      close();
      open = bullet ? { kind: 'item', marker: '•', lines: [bullet[1] ?? ''] } : { kind: 'item', marker: `${numbered![1]}.`, lines: [numbered![2] ?? ''] };
    } else if (open) open.lines.push(line.replace(/^\s*>\s?/, ''));
    else open = { kind: 'paragraph', marker: '', lines: [line.replace(/^\s*>\s?/, '')] };
  }
  close();
  return blocks;
}
