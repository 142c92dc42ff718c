// The rules module's public surface.
import { loadRulesCorpus, rulesCacheDir } from './corpus.js';
import { buildRulesIndex } from './search.js';
import type { RulesIndex } from './search.js';

export { citation, deepLink, pageUrl, parseCitation, sectionCitation, sectionLink } from './citation.js';
export { dataDirFromEnv, loadRulesCorpus, rulesCacheDir } from './corpus.js';
export { handleRuleButton, parseRuleButtonId, sectionReply } from './reply.js';
export type { RuleReply } from './reply.js';
export { buildRulesIndex, RANKING_WEIGHTS } from './search.js';
export type { Choice, KeywordEntry, RankingWeights, RulesIndex, SearchHit, SearchOptions } from './search.js';
export { boldTerms, CardMentions, relevantRulings } from './card-mentions.js';
export type { CardMentionResult, RulesCard, RulesCardRuling } from './card-mentions.js';
export { evaluateRanking } from './evaluate.js';
export type { RankingQuestion, RankingReport } from './evaluate.js';
export { buildSections, extractRulesVersion } from './sections.js';
export { RulesSyncError, syncRules } from './sync.js';
export type { FetchLike, SyncOptions, SyncResult } from './sync.js';
export type { RulesCorpus, RulesPage, RulesSection, SubRule } from './types.js';

/** Builds the index from the synced cache under `dataDir`; tells the operator how to sync when there is none. */
export async function openRulesIndex(dataDir: string): Promise<RulesIndex> {
  const dir = rulesCacheDir(dataDir);
  try {
    return buildRulesIndex(await loadRulesCorpus(dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`No rules cache at ${dir}: run \`npm run rules:sync\` (or \`npm run rules:sync -- --from DIR\`) first`, { cause: error });
    }
    throw error;
  }
}
