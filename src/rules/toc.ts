import { z } from 'zod';

/** A page path from the table of contents; remote data, so it must stay inside the rules tree. */
export const rulesPagePathSchema = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._/-]*\.md$/, 'not a relative markdown path')
  .refine((p) => !p.split('/').some((part) => part === '..' || part === '.' || part === ''), 'path escapes the rules tree');

export interface TocEntry {
  path: string;
  title: string;
  parents: string[];
}

/**
 * Reads GitBook's SUMMARY.md: nested bullet links `* [Title](path.md)`.
 * Entries that are not local markdown pages (external links, anchors) are skipped.
 */
export function parseSummary(markdown: string): TocEntry[] {
  const entries: TocEntry[] = [];
  const stack: { indent: number; title: string }[] = [];
  const seen = new Set<string>();
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const match = /^(\s*)[*+-]\s+\[(.*?)\]\(([^)\s]+)\)/.exec(line);
    if (!match) continue;
    const indent = (match[1] ?? '').replace(/\t/g, '  ').length;
    const title = (match[2] ?? '').trim().replace(/\s+/g, ' ');
    const target = safeDecode(match[3] ?? '').split('#')[0] ?? '';
    while (stack.length > 0 && (stack[stack.length - 1]?.indent ?? 0) >= indent) stack.pop();
    const parents = stack.map((s) => s.title);
    stack.push({ indent, title });
    const parsed = rulesPagePathSchema.safeParse(target);
    if (!parsed.success || seen.has(parsed.data)) continue;
    seen.add(parsed.data);
    entries.push({ path: parsed.data, title, parents });
  }
  return entries;
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
