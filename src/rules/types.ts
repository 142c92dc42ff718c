/** One page of the Comprehensive Rules as listed in SUMMARY.md. */
export interface RulesPage {
  /** Path inside the rules repository, e.g. `glossary/game-terms.md`. */
  path: string;
  /** Title as given in the table of contents. */
  title: string;
  /** Titles of the table-of-contents entries above this page, outermost first. */
  parents: string[];
  markdown: string;
}

export interface RulesCorpus {
  pages: RulesPage[];
  /** Date of the newest changelog entry (YYYY-MM-DD), or null when none was found. */
  version: string | null;
}

export type SectionKind = 'page' | 'heading' | 'rule' | 'subrule';

export interface SubRule {
  id: string;
  number: string;
  text: string;
  subRules: SubRule[];
}

export interface RulesSection {
  /** Stable id (at most 86 chars so it fits a button custom_id), e.g. `card-types-champion/leveling-up:4`. */
  id: string;
  kind: SectionKind;
  page: string;
  pageTitle: string;
  /** Nearest heading (a markdown heading or a bold pseudo-heading), null at page level. */
  heading: string | null;
  /** GitBook anchor of the enclosing markdown heading; '' for the top of the page. */
  anchor: string;
  /** Rule number within its heading, e.g. `3.1.2`; null for pages and headings. */
  number: string | null;
  breadcrumb: string[];
  /** The section's own text (display markdown, links made absolute). */
  text: string;
  subRules: SubRule[];
  /** Examples and notes from `{% hint %}` blocks in this section and below it. */
  examples: string[];
  parentId: string | null;
  /** Set on headings of the glossary's keyword and game-term pages. */
  glossary: 'keyword' | 'term' | null;
}
