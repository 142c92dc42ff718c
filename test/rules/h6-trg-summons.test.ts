// h6-trg: watching a player summon a token of a given name ('summons' with `name`), and the champions of that player
// ('eventPlayerChampions'): rules/glossary/game-terms.md#summon.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, memory, reserve, triggered, whenever } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const SUMMON = 'rules/glossary/game-terms.md#summon';
const bud: CardDef = defineCard({ slug: 'test-h6-bud', name: 'Test Bud', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const leaf: CardDef = defineCard({ slug: 'test-h6-leaf', name: 'Test Leaf', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const watch = defineCard({ slug: 'test-h6-bud-watch', name: 'Bud Watch', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [triggered(whenever('summons', { who: 'any', name: 'Test Bud' }), [dealDamage({ ref: 'eventPlayerChampions' }, 1)])] });
const summon = (token: string, summoner: 'you' | 'opponents', n = 1): CardDef => ({
  ...defineCard({ slug: `test-h6-sum-${token}-${summoner}-${n}`, name: 'Summon', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  onResolve: [{ op: 'summonToken', token, count: n, ...(summoner === 'opponents' ? { summoner: 'opponents' as const } : {}) }],
});
const start = () => [bud, leaf, watch].reduce((s, d) => withDef(s, d), passUntil(newGame({ first: A }), atMain(A)));
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, def: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), A, def.slug);
  return settle(payReserve(act(s, A, { type: 'activate', card: c }), A));
}

describe('Watching a named token being summoned', () => {
  it(`${SUMMON}: each token of that name summoned triggers it; the damage goes to the summoning player's champion; other names do not`, () => {
    let s = start();
    [s] = addObject(s, A, 'test-h6-bud-watch');
    s = cast(s, summon('test-h6-bud', 'opponents', 2));
    expect(champion(s, B).damage).toBe(2);
    expect(champion(s, A).damage).toBe(0);
    s = cast(s, summon('test-h6-bud', 'you'));
    expect(champion(s, A).damage).toBe(1);
    s = cast(s, summon('test-h6-leaf', 'opponents'));
    expect(champion(s, B).damage).toBe(2);
  });
});
