import type { RulesSection } from './types.js';

export const RULES_SITE = 'https://rules.gatcg.com';

/**
 * Public URL of a page. GitBook serves a folder's README.md at the folder itself,
 * so `a/b/README.md` becomes `/a/b` and the root README.md the site root.
 */
export function pageUrl(pagePath: string): string {
  const withoutReadme = pagePath.replace(/(^|\/)README\.md$/i, '');
  const withoutExt = withoutReadme.replace(/\.md$/i, '');
  return withoutExt === '' ? `${RULES_SITE}/` : `${RULES_SITE}/${withoutExt}`;
}

export function deepLink(pagePath: string, anchor: string): string {
  return anchor ? `${pageUrl(pagePath)}#${anchor}` : pageUrl(pagePath);
}

/** The citation format shared with the engine's RuleViolation: `path.md#anchor`. */
export function citation(pagePath: string, anchor: string): string {
  return anchor ? `${pagePath}#${anchor}` : pagePath;
}

export function sectionLink(section: Pick<RulesSection, 'page' | 'anchor'>): string {
  return deepLink(section.page, section.anchor);
}

export function sectionCitation(section: Pick<RulesSection, 'page' | 'anchor'>): string {
  return citation(section.page, section.anchor);
}

/** Splits `path.md#anchor` back into its parts; null when it is not a rules citation. */
export function parseCitation(value: string): { page: string; anchor: string } | null {
  const match = /^([A-Za-z0-9._/-]+\.md)(?:#([a-z0-9-]+))?$/.exec(value.trim());
  if (!match || match[1] === undefined) return null;
  return { page: match[1], anchor: match[2] ?? '' };
}
