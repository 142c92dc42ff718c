import path from 'node:path';
import { explicitAnchor, slugifyHeading, toDisplayMarkdown, toPlainText } from './markdown.js';
import type { RulesCorpus, RulesPage, RulesSection, SubRule } from './types.js';

/** Button custom_ids are limited to 100 chars; `rule:examples:` takes 14 of them. */
export const MAX_SECTION_ID_LENGTH = 86;

const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
];

/** The rules version: the newest date written in the changelog (e.g. "August 21st, 2026" -> 2026-08-21). */
export function extractRulesVersion(changelog: string): string | null {
  const pattern = new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi');
  let newest: string | null = null;
  for (const match of changelog.matchAll(pattern)) {
    const month = MONTHS.indexOf((match[1] ?? '').toLowerCase()) + 1;
    const day = Number(match[2]);
    if (month < 1 || day < 1 || day > 31) continue;
    const iso = `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (newest === null || iso > newest) newest = iso;
  }
  return newest;
}

/** The last part of a table-of-contents title: "Card Types - Champion" -> "Champion". */
export function shortTitle(title: string): string {
  const parts = title.split(/\s+-\s+/);
  return (parts[parts.length - 1] ?? title).trim() || title.trim();
}

/** A short, stable key for a page: its file name, or its folder's name for a README.md. */
export function pageKey(pagePath: string): string {
  const base = path.posix.basename(pagePath, '.md');
  if (base.toLowerCase() !== 'readme') return slugifyHeading(base);
  const dir = path.posix.basename(path.posix.dirname(pagePath));
  return dir === '.' || dir === '' ? 'changelog' : slugifyHeading(dir);
}

function fnv1a36(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

export function compactId(id: string): string {
  if (id.length <= MAX_SECTION_ID_LENGTH) return id;
  const hash = fnv1a36(id).slice(0, 6);
  return `${id.slice(0, MAX_SECTION_ID_LENGTH - hash.length - 1)}~${hash}`;
}

interface ItemNode {
  number: string;
  bullet: boolean;
  lines: string[];
  children: ItemNode[];
  examples: string[];
  bulletCount: number;
}

interface Block {
  title: string | null;
  anchor: string;
  key: string | null;
  bold: boolean;
  realHeading: Block | null;
  intro: string[];
  items: ItemNode[];
  examples: string[];
  bulletCount: number;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BOLD_HEADING = /^\*\*([^*]+?)\*\*\s*$/;
const NUMBERED_ITEM = /^(\s*)(\d{1,3})[.)]\s+(.*)$/;
const BULLET_ITEM = /^(\s*)[*+-]\s+(.*)$/;
const HINT_START = /^\s*\{%\s*hint\b[^%]*%\}\s*(.*)$/;
const HINT_END = /\{%\s*endhint\s*%\}/;
const OTHER_TAG = /^\s*\{%.*%\}\s*$/;

function stripFrontMatter(markdown: string): { body: string; description: string | null } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(markdown);
  if (!match) return { body: markdown, description: null };
  const description = /^description:\s*(.*)$/m.exec(match[1] ?? '')?.[1]?.trim().replace(/^["'>|-]\s*|["']$/g, '');
  return { body: markdown.slice(match[0].length), description: description || null };
}

function headingTitle(raw: string, pagePath: string): string {
  const text = toPlainText(toDisplayMarkdown(raw.replace(/<a\b[^>]*>\s*<\/a>/gi, ''), pagePath));
  return text.replace(/\s*:\s*$/, '').trim();
}

function newBlock(fields: Partial<Block>): Block {
  return {
    title: null, anchor: '', key: null, bold: false, realHeading: null,
    intro: [], items: [], examples: [], bulletCount: 0, ...fields,
  };
}

/** Reads a page into blocks (the part before the first heading, then one per heading or bold pseudo-heading). */
function parseBlocks(body: string, pagePath: string): { title: string | null; blocks: Block[] } {
  const lines = body.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  let pageTitle: string | null = null;
  let block = newBlock({});
  let realHeading: Block | null = null;
  const blocks = [block];
  let stack: { indent: number; node: ItemNode }[] = [];
  let lastItem: ItemNode | null = null;
  let lastTop: ItemNode | null = null;
  let paragraphSinceTop = false;
  let blankBefore = false;
  const usedAnchors = new Set<string>();

  const startBlock = (next: Block): void => {
    block = next;
    blocks.push(block);
    stack = [];
    lastItem = null;
    lastTop = null;
    paragraphSinceTop = false;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const hint = HINT_START.exec(line);
    if (hint) {
      const content: string[] = [hint[1] ?? ''];
      while (i + 1 < lines.length && !HINT_END.test(lines[i] ?? '') ) {
        i++;
        content.push(lines[i] ?? '');
      }
      const text = toDisplayMarkdown(content.join('\n').replace(HINT_END, '').replace(/\{%[^%]*%\}/g, ''), pagePath);
      if (text) (lastItem ?? block).examples.push(text);
      blankBefore = false;
      continue;
    }
    if (OTHER_TAG.test(line)) continue;
    if (line.trim() === '') {
      blankBefore = true;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      const title = headingTitle(heading[2] ?? '', pagePath);
      blankBefore = false;
      if (!title) continue;
      if (level === 1) {
        pageTitle ??= title;
        continue;
      }
      const explicit = explicitAnchor(heading[2] ?? '');
      // The source sometimes reuses an explicit id on a second heading; only the first can own it.
      const anchor = explicit && !usedAnchors.has(explicit) ? explicit : slugifyHeading(title);
      usedAnchors.add(anchor);
      realHeading = newBlock({ title, anchor, key: anchor });
      startBlock(realHeading);
      continue;
    }

    const bold = BOLD_HEADING.exec(line);
    if (bold && (stack.length === 0 || blankBefore)) {
      const title = headingTitle(bold[1] ?? '', pagePath);
      if (title) {
        startBlock(newBlock({ title, anchor: realHeading?.anchor ?? '', key: slugifyHeading(title), bold: true, realHeading }));
        blankBefore = false;
        continue;
      }
    }

    const numbered = NUMBERED_ITEM.exec(line);
    const bullet = numbered ? null : BULLET_ITEM.exec(line);
    if (numbered || bullet) {
      const indent = (numbered?.[1] ?? bullet?.[1] ?? '').length;
      const text = (numbered ? numbered[3] : bullet?.[2]) ?? '';
      const popsTop = (top: { indent: number }): boolean => top.indent >= indent || (numbered !== null && top.indent < 0);
      while (stack.length > 0 && popsTop(stack[stack.length - 1] as { indent: number })) stack.pop();
      // "4. A player wins if:" followed by an unindented bullet list: the bullets belong to rule 4.
      if (stack.length === 0 && bullet && lastTop && !lastTop.bullet && !paragraphSinceTop && /:\s*$/.test(lastTop.lines.join(' '))) {
        stack.push({ indent: -1, node: lastTop });
      }
      const parent = stack[stack.length - 1]?.node ?? null;
      const counter = parent ?? block;
      let own: string;
      if (numbered) own = String(Number(numbered[2]));
      else own = String(++counter.bulletCount);
      const node: ItemNode = {
        number: parent ? `${parent.number}.${own}` : own,
        bullet: !numbered,
        lines: [text],
        children: [],
        examples: [],
        bulletCount: 0,
      };
      if (parent) parent.children.push(node);
      else {
        block.items.push(node);
        lastTop = node;
        paragraphSinceTop = false;
      }
      stack.push({ indent, node });
      lastItem = node;
      blankBefore = false;
      continue;
    }

    const top = stack[stack.length - 1];
    const indented = /^\s{2,}/.test(line);
    if (top && (indented || !blankBefore)) {
      top.node.lines.push(line.trim());
    } else {
      block.intro.push(line.trim());
      stack = [];
      lastItem = null;
      paragraphSinceTop = true;
    }
    blankBefore = false;
  }
  return { title: pageTitle, blocks };
}

function collectExamples(node: ItemNode): string[] {
  return [...node.examples, ...node.children.flatMap(collectExamples)];
}

/** Splits one page into citable sections: the page, its headings, numbered rules and sub-rules. */
export function splitPage(page: RulesPage, key: string = pageKey(page.path)): RulesSection[] {
  const { body, description } = stripFrontMatter(page.markdown);
  const { blocks } = parseBlocks(body, page.path);
  const glossary =
    page.path === 'glossary/keywords-and-abilities.md' ? 'keyword' : page.path === 'glossary/game-terms.md' ? 'term' : null;
  const pageTitle = page.title;
  const pageCrumbs = [...page.parents.map(shortTitle), shortTitle(pageTitle)];
  const sections: RulesSection[] = [];
  const usedIds = new Set<string>();
  const uniqueId = (raw: string): string => {
    let id = compactId(raw);
    for (let n = 2; usedIds.has(id); n++) id = compactId(`${raw}~${n}`);
    usedIds.add(id);
    return id;
  };
  const display = (lines: string[]): string => toDisplayMarkdown(lines.join('\n'), page.path);

  const pageBlock = blocks[0] as Block;
  const pageSection: RulesSection = {
    id: uniqueId(key),
    kind: 'page',
    page: page.path,
    pageTitle,
    heading: null,
    anchor: '',
    number: null,
    breadcrumb: pageCrumbs,
    text: display([...(description ? [description, ''] : []), ...pageBlock.intro]),
    subRules: [],
    examples: [...pageBlock.examples, ...pageBlock.items.flatMap(collectExamples)],
    parentId: null,
    glossary: null,
  };
  sections.push(pageSection);

  for (const block of blocks) {
    const isPage = block === pageBlock;
    let owner = pageSection;
    let crumbs = pageCrumbs;
    if (!isPage) {
      if (block.items.length === 0 && block.intro.length === 0 && block.examples.length === 0) continue;
      crumbs = [...pageCrumbs, ...(block.realHeading?.title ? [block.realHeading.title] : []), block.title ?? ''];
      const parentHeading = block.realHeading ? sections.find((s) => s.kind === 'heading' && s.heading === block.realHeading?.title && s.anchor === block.anchor) : undefined;
      owner = {
        id: uniqueId(`${key}/${block.key ?? 'section'}`),
        kind: 'heading',
        page: page.path,
        pageTitle,
        heading: block.title,
        anchor: block.anchor,
        number: null,
        breadcrumb: crumbs,
        text: display(block.intro),
        subRules: [],
        examples: [...block.examples, ...block.items.flatMap(collectExamples)],
        parentId: parentHeading?.id ?? pageSection.id,
        glossary: block.bold ? null : glossary,
      };
      sections.push(owner);
    }
    const emit = (node: ItemNode, parentId: string, top: boolean): SubRule => {
      const id = uniqueId(`${owner.id}:${node.number}`);
      const section: RulesSection = {
        id,
        kind: top ? 'rule' : 'subrule',
        page: page.path,
        pageTitle,
        heading: owner.heading,
        anchor: owner.anchor,
        number: node.number,
        breadcrumb: [...crumbs, node.number],
        text: display(node.lines),
        subRules: [],
        examples: collectExamples(node),
        parentId,
        glossary: null,
      };
      sections.push(section);
      section.subRules = node.children.map((child) => emit(child, id, false));
      return { id, number: node.number, text: section.text, subRules: section.subRules };
    };
    owner.subRules = block.items.map((node) => emit(node, owner.id, true));
  }
  return sections;
}

/** Pages that are navigation only and never the answer to a rules question. */
export const NAVIGATION_PAGES = new Set(['README.md', 'SUMMARY.md', 'table-of-contents.md']);

export function buildSections(corpus: RulesCorpus): RulesSection[] {
  const pages = corpus.pages.filter((page) => !NAVIGATION_PAGES.has(page.path));
  const keyCounts = new Map<string, number>();
  for (const page of pages) keyCounts.set(pageKey(page.path), (keyCounts.get(pageKey(page.path)) ?? 0) + 1);
  return pages.flatMap((page) => {
    const key = pageKey(page.path);
    // Two pages with the same file name would share ids: use the whole path for those.
    return splitPage(page, (keyCounts.get(key) ?? 0) > 1 ? slugifyHeading(page.path.replace(/\.md$/, '')) : key);
  });
}
