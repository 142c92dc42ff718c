// Rules lookup benchmark: index build, autocomplete and full /rule answer times.
// Run: npx tsx -e "import('./bench/lookup-rules.ts').then(m=>m.benchRules())"
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { handleRule } from '../commands/rule.js';
import { cardMentionsFor } from '../commands/rule-cards.js';
import { loadCatalog } from '../src/cards/catalog.js';
import { loadRulesCorpus } from '../src/rules/corpus.js';
import { buildRulesIndex } from '../src/rules/search.js';

export interface RulesBenchFigures {
  pages: number;
  sections: number;
  loadMs: number;
  buildMs: number;
  /** First pass over the prefixes right after the build (JIT still cold). */
  autocompleteCold: { samples: number; p50Ms: number; p99Ms: number; maxMs: number };
  /** Second pass: a bot that has been running for a while. */
  autocomplete: { samples: number; p50Ms: number; p99Ms: number; maxMs: number };
  answer: { samples: number; p50Ms: number; p99Ms: number; maxMs: number };
  /** With the card Index loaded (card names in questions read as cards); null without ../shared/data/cards. */
  withCards: { cardNamesBuildMs: number; answer: { samples: number; p50Ms: number; p99Ms: number; maxMs: number } } | null;
}

/** Questions naming cards (facts only: names and keywords). */
const CARD_QUESTIONS = [
  'aesan protector intercept while rested', 'tidal sweep cleave', 'young peacekeeper foster', 'red slime pride 3',
  'feu awakening interdiction', 'corhazi courier stealth', 'lorraine level up', 'can silvie attack',
];

const QUESTIONS = [
  'can I attack on my first turn', 'how does floating memory pay', 'what happens when a champion levels up rested',
  'what is a reserve cost', 'does ally damage go away', 'what does taunt do', 'how many cards in a deck',
  'when do I lose the game', 'draw from an empty deck', 'who can retaliate', 'how does the effects stack resolve',
  'intent zone', 'weapon durability', 'token leaves the field', 'continuous effect layers', 'recollection phase memory',
  'materialize a champion', 'fizzle', 'intercept an attack', 'fast and slow', 'last known information',
  'replacement effects order', 'state based checks', 'unique supertype', 'regalia destroyed', 'stealth true sight',
  'on hit trigger', 'inner lineage', 'buff counters', 'cleave', 'element bonus', 'copy of an object',
  'simultaneous triggers', 'material deck', 'shuffle deck', 'concede', 'bulwark counter', 'mastery', 'transform',
  'wake up phase', 'rounding', 'hand size', 'attack card rests champion', 'ally enters awake', 'spellshroud',
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summarize(samples: number[]): { samples: number; p50Ms: number; p99Ms: number; maxMs: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number): number => Math.round(n * 1000) / 1000;
  return { samples: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted[sorted.length - 1] ?? 0) };
}

/** What a player's keystrokes send to autocomplete: growing prefixes of each question. */
function typedPrefixes(): string[] {
  return QUESTIONS.flatMap((q) => {
    const prefixes: string[] = [];
    for (let n = 2; n <= q.length; n += 3) prefixes.push(q.slice(0, n));
    prefixes.push(q);
    return prefixes;
  });
}

export async function benchRules(
  rulesDir = fileURLToPath(new URL('../../shared/data/rules', import.meta.url)),
  dataDir = fileURLToPath(new URL('../../shared/data', import.meta.url)),
): Promise<RulesBenchFigures> {
  if (!existsSync(`${rulesDir}/SUMMARY.md`)) throw new Error(`No rules at ${rulesDir} (need ../shared/data/rules or a synced cache)`);
  let t = performance.now();
  const corpus = await loadRulesCorpus(rulesDir);
  const loadMs = performance.now() - t;
  t = performance.now();
  const index = buildRulesIndex(corpus);
  const buildMs = performance.now() - t;

  const prefixes = typedPrefixes();
  const timeAutocomplete = (): number[] =>
    prefixes.map((q) => {
      const start = performance.now();
      index.autocomplete(q);
      return performance.now() - start;
    });
  const coldTimes = timeAutocomplete();
  const autocompleteTimes = timeAutocomplete();

  const answerTimes: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of QUESTIONS) {
      const start = performance.now();
      handleRule({ query }, index);
      answerTimes.push(performance.now() - start);
    }
  }

  let withCards: RulesBenchFigures['withCards'] = null;
  if (existsSync(`${dataDir}/cards/index-cards.json`)) {
    const catalog = await loadCatalog(dataDir);
    const start = performance.now();
    cardMentionsFor(catalog, index);
    const cardNamesBuildMs = Math.round((performance.now() - start) * 10) / 10;
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const query of [...QUESTIONS, ...CARD_QUESTIONS]) {
        const begin = performance.now();
        handleRule({ query }, index, catalog);
        times.push(performance.now() - begin);
      }
    }
    withCards = { cardNamesBuildMs, answer: summarize(times) };
  }

  const figures: RulesBenchFigures = {
    pages: corpus.pages.length,
    sections: index.sections.length,
    loadMs: Math.round(loadMs * 10) / 10,
    buildMs: Math.round(buildMs * 10) / 10,
    autocompleteCold: summarize(coldTimes),
    autocomplete: summarize(autocompleteTimes),
    answer: summarize(answerTimes),
    withCards,
  };
  process.stdout.write(
    [
      `rules lookup: ${figures.pages} pages, ${figures.sections} sections`,
      `  load ${figures.loadMs} ms, index build ${figures.buildMs} ms`,
      `  autocomplete, first pass (${figures.autocompleteCold.samples} prefixes): p50 ${figures.autocompleteCold.p50Ms} ms, p99 ${figures.autocompleteCold.p99Ms} ms, max ${figures.autocompleteCold.maxMs} ms`,
      `  autocomplete, steady (${figures.autocomplete.samples} prefixes): p50 ${figures.autocomplete.p50Ms} ms, p99 ${figures.autocomplete.p99Ms} ms, max ${figures.autocomplete.maxMs} ms`,
      `  full answer (${figures.answer.samples} questions): p50 ${figures.answer.p50Ms} ms, p99 ${figures.answer.p99Ms} ms, max ${figures.answer.maxMs} ms`,
      withCards
        ? `  with the card Index: card names built in ${withCards.cardNamesBuildMs} ms; full answer (${withCards.answer.samples} questions, some naming cards): p50 ${withCards.answer.p50Ms} ms, p99 ${withCards.answer.p99Ms} ms, max ${withCards.answer.maxMs} ms`
        : '  (no card Index: answers naming cards not measured)',
      '',
    ].join('\n'),
  );
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchRules();
