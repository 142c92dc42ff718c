import path from 'node:path';
import { pageUrl } from './citation.js';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * GitBook's heading anchor: the heading text lowercased, every run of other
 * characters turned into `-`. Apostrophes are dropped rather than split on,
 * as slug generators commonly do ("Crowd's Favor" -> `crowds-favor`).
 */
export function slugifyHeading(heading: string): string {
  return decodeEntities(heading)
    .toLowerCase()
    .replace(/['’]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An explicit anchor written into a heading as `<a href="#x" id="x"></a>`. */
export function explicitAnchor(headingSource: string): string | null {
  const match = /<a\b[^>]*\bid="([^"]+)"[^>]*>/i.exec(headingSource);
  return match?.[1] ? slugifyHeading(match[1]) : null;
}

/** Resolves a link target found in `pagePath` to an absolute URL, or null when it leads nowhere useful. */
export function resolveLink(target: string, pagePath: string): string | null {
  const href = target.trim();
  if (/^https?:\/\//i.test(href)) return href;
  if (href.startsWith('/broken/') || href === '' || href.startsWith('mailto:')) return null;
  if (href.startsWith('#')) return `${pageUrl(pagePath)}${href}`;
  const [rawPath = '', anchor] = href.split('#', 2);
  let resolved = path.posix.normalize(path.posix.join(path.posix.dirname(pagePath), rawPath));
  if (resolved.startsWith('..')) return null;
  if (resolved.endsWith('/') || !/\.md$/i.test(resolved)) resolved = `${resolved.replace(/\/$/, '')}/README.md`;
  const url = pageUrl(resolved);
  return anchor ? `${url}#${anchor}` : url;
}

/**
 * Turns GitBook markdown into Discord-friendly markdown: images and HTML dropped,
 * entities decoded, relative links made absolute, GitBook hard breaks removed.
 */
export function toDisplayMarkdown(markdown: string, pagePath: string): string {
  let text = markdown;
  text = text.replace(/!\[[^\]]*\]\([^)]*\)/g, '');
  text = text.replace(/<img\b[^>]*>/gi, '');
  text = text.replace(/<br\s*\/?>/gi, '\n');
  text = text.replace(/<\/?(?:a|mark|span|figure|figcaption|p|div|u|sup|sub|strong|em|b|i)\b[^>]*>/gi, '');
  text = text.replace(/\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g, (_whole, label: string, target: string) => {
    const cleanLabel = label.trim().replace(/\\\[/g, '[');
    const url = resolveLink(target, pagePath);
    if (!cleanLabel) return '';
    const lead = /^\s/.test(label) ? ' ' : '';
    const trail = /\s$/.test(label) ? ' ' : '';
    return `${lead}${url ? `[${cleanLabel}](${url})` : cleanLabel}${trail}`;
  });
  text = decodeEntities(text);
  text = text.replace(/\\([[\]*_`\\])/g, '$1');
  text = text.replace(/^\s*\\\s*$/gm, '');
  text = text.replace(/[ \t\u00a0]+$/gm, '').replace(/[ \t\u00a0]{2,}/g, ' ');
  text = text.replace(/\n{3,}/g, '\n\n');
  return text.trim();
}

/** Plain text for indexing: display markdown without link targets or emphasis marks. */
export function toPlainText(displayMarkdown: string): string {
  return displayMarkdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
