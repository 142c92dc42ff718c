// npx tsx bench/tune-rules.ts [--rounds N]
// Coordinate search over the re-ranking weights on the TUNING half only (the held-out half is never read here).
// Prints the best weights found; copy the ones worth keeping into RANKING_WEIGHTS (src/rules/ranking.ts).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rankQuestion } from '../commands/rule-cards.js';
import { loadCatalog } from '../src/cards/catalog.js';
import { loadRulesCorpus } from '../src/rules/corpus.js';
import { evaluateRanking } from '../src/rules/evaluate.js';
import { buildRulesIndex, RANKING_WEIGHTS } from '../src/rules/search.js';
import type { RankingWeights } from '../src/rules/search.js';
import { TUNING_QUESTIONS } from '../test/rules-lookup/eval/questions.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const corpus = await loadRulesCorpus(fileURLToPath(new URL('../../shared/data/rules', import.meta.url)));
const catalog = await loadCatalog(fileURLToPath(new URL('../../shared/data', import.meta.url))).catch(() => null);

function measure(weights: RankingWeights): { top1: number; top3: number; score: number } {
  const index = buildRulesIndex(corpus, { weights });
  const report = evaluateRanking(TUNING_QUESTIONS, (q) => rankQuestion(index, catalog, q, 10).hits.map((h) => h.section));
  return { top1: report.top1, top3: report.top3, score: report.top1 + 0.5 * report.top3 };
}

let best: RankingWeights = { ...RANKING_WEIGHTS };
let bestScore = measure(best);
process.stdout.write(`start: top-1 ${bestScore.top1}, top-3 ${bestScore.top3} of ${TUNING_QUESTIONS.length}\n`);
for (let round = 0; round < Number(values.rounds); round++) {
  for (const key of Object.keys(best) as (keyof RankingWeights)[]) {
    const current = best[key];
    const candidates = key === 'rareWordPages' ? [1, 2, 3, 5, 8] : [0.5, 0.75, 1.33, 2].map((f) => Math.round(current * f * 100) / 100);
    for (const value of candidates) {
      if (value === current) continue;
      const trial = { ...best, [key]: value };
      const result = measure(trial);
      if (result.score > bestScore.score) {
        best = trial;
        bestScore = result;
        process.stdout.write(`  ${key} = ${value}: top-1 ${result.top1}, top-3 ${result.top3}\n`);
      }
    }
  }
}
process.stdout.write(`best: ${JSON.stringify(best)}\n`);
