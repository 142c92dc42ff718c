// npm run eval:rules [-- --half tuning|held-out|both] [--misses]
// How often /rule ranks an accepted answer first and within the top 3, on the player-question set
// in test/rules-lookup/eval/questions.ts. The held-out half is for reporting only: tune on the tuning half.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rankQuestion } from '../commands/rule-cards.js';
import { loadCatalog } from '../src/cards/catalog.js';
import { loadRulesCorpus } from '../src/rules/corpus.js';
import { evaluateRanking } from '../src/rules/evaluate.js';
import type { RankingReport } from '../src/rules/evaluate.js';
import { buildRulesIndex } from '../src/rules/search.js';
import { HELD_OUT_QUESTIONS, TUNING_QUESTIONS } from '../test/rules-lookup/eval/questions.js';
import type { EvalQuestion } from '../test/rules-lookup/eval/questions.js';

const { values } = parseArgs({
  options: {
    half: { type: 'string', default: 'both' },
    misses: { type: 'boolean', default: false },
    rules: { type: 'string', default: fileURLToPath(new URL('../../shared/data/rules', import.meta.url)) },
    // A data dir holding cards/index-cards.json; without one, card names in questions are not recognised.
    cards: { type: 'string', default: fileURLToPath(new URL('../../shared/data', import.meta.url)) },
  },
});
if (!['tuning', 'held-out', 'both'].includes(values.half)) throw new Error('--half must be tuning, held-out or both');
if (!existsSync(`${values.rules}/SUMMARY.md`)) throw new Error(`No rules at ${values.rules} (need ../shared/data/rules or --rules DIR)`);

const index = buildRulesIndex(await loadRulesCorpus(values.rules));
const catalog = existsSync(`${values.cards}/cards/index-cards.json`) ? await loadCatalog(values.cards) : null;
if (!catalog) process.stdout.write(`no card Index at ${values.cards}/cards: card names in questions are read as words\n`);
const rank = (question: string) => rankQuestion(index, catalog, question, 10).hits.map((hit) => hit.section);

const pct = (n: number, total: number): string => `${((100 * n) / Math.max(1, total)).toFixed(1)}%`;
function print(name: string, report: RankingReport): void {
  const lines = [`${name}: ${report.total} questions, top-1 ${pct(report.top1, report.total)} (${report.top1}), top-3 ${pct(report.top3, report.total)} (${report.top3})`];
  if (values.misses || values.half !== 'both') {
    for (const miss of report.misses) {
      lines.push(`  ${miss.rank === null ? 'MISS' : `#${miss.rank}  `} “${miss.question}”\n        want ${miss.accept.join(' | ')}\n        got  ${miss.top.join(' , ')}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function printHalf(name: string, questions: readonly EvalQuestion[]): void {
  print(name, evaluateRanking(questions, rank));
  // The first two batches alone, comparable with figures measured before the third batch was added.
  const earlier = evaluateRanking(questions.filter((q) => !q.added), rank);
  process.stdout.write(`  of which the first two batches: ${earlier.total} questions, top-1 ${pct(earlier.top1, earlier.total)}, top-3 ${pct(earlier.top3, earlier.total)}\n`);
  // The fifth batch went to the tuning half only: without it, the tuning half is comparable with earlier figures.
  const fifth = questions.filter((q) => q.tuningOnly);
  if (fifth.length > 0) {
    const split = evaluateRanking(questions.filter((q) => !q.tuningOnly), rank);
    const only = evaluateRanking(fifth, rank);
    process.stdout.write(`  without the tuning-only fifth batch: ${split.total} questions, top-1 ${pct(split.top1, split.total)}, top-3 ${pct(split.top3, split.total)}\n`);
    process.stdout.write(`  the tuning-only fifth batch: ${only.total} questions, top-1 ${pct(only.top1, only.total)}, top-3 ${pct(only.top3, only.total)}\n`);
  }
}

if (values.half !== 'held-out') printHalf('tuning half', TUNING_QUESTIONS);
if (values.half !== 'tuning') printHalf('held-out half', HELD_OUT_QUESTIONS);
