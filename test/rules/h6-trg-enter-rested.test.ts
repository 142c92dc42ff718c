// h6-trg: "the next time one or more … would enter, they enter rested instead" and "until your next turn, … your opponents
// control enter rested" (effects/next-entry-states.ts): replacement effects on entering
// (rules/game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { parseGameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const REPLACEMENT = 'rules/game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules';
const spell = (slug: string, effects: Effect[]): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects });
const token: CardDef = defineCard({ slug: 'test-h6-r-token', name: 'Token', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const nextAllies = spell('test-h6-next-allies', [{ op: 'enterState', state: 'rested', filter: { type: 'ALLY' }, everyPlayer: true, nextBatch: true }]);
const foesRested = spell('test-h6-foes-rested', [{ op: 'enterState', state: 'rested', filter: { type: 'ALLY' }, opponents: true, duration: 'untilYourNextTurn' }]);
const summon = (n: number, summoner: 'you' | 'opponents' = 'you') => spell(`test-h6-summon-${n}-${summoner}`, [
  { op: 'summonToken', token: 'test-h6-r-token', count: n, ...(summoner === 'opponents' ? { summoner: 'opponents' as const } : {}) },
]);
const twoEffects = spell('test-h6-two-effects', [{ op: 'summonToken', token: 'test-h6-r-token', count: 1 }, { op: 'summonToken', token: 'test-h6-r-token', count: 1 }]);

const start = () => withDef(passUntil(newGame({ first: A }), atMain(A)), token);
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, who: string, def: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), who, def.slug);
  return settle(payReserve(act(s, who, { type: 'activate', card: c }), who));
}
const tokens = (s: GameState, who?: string) => Object.values(s.objects).filter((o) => o.def === 'test-h6-r-token' && (!who || o.controller === who)).map((o) => o.rested);

describe('Entering rested: the next batch, or an opponent until your next turn', () => {
  it(`${REPLACEMENT}: the next batch of allies entering together is replaced as a whole; one effect later, it is used up`, () => {
    let s = cast(start(), A, nextAllies);
    s = cast(s, A, summon(3));
    expect(tokens(s)).toEqual([true, true, true]);
    s = cast(s, A, summon(1));
    expect(tokens(s)).toEqual([true, true, true, false]);
    expect(s.enterStateRules ?? []).toHaveLength(0);
  });

  it(`${REPLACEMENT}: two summoning effects of one resolution are two events: only the first one's ally enters rested`, () => {
    let s = cast(start(), A, nextAllies);
    s = cast(s, A, twoEffects);
    expect(tokens(s)).toEqual([true, false]);
  });

  it(`${REPLACEMENT}: an opponent's allies enter rested until the beginning of your next turn, yours never; it survives a save`, () => {
    let s = cast(start(), A, foesRested);
    s = cast(s, A, summon(1));
    expect(tokens(s, A)).toEqual([false]);
    s = parseGameState(JSON.parse(JSON.stringify(passUntil(s, atMain(B)))));
    s = cast(s, B, summon(2));
    expect(tokens(s, B)).toEqual([true, true]);
    s = passUntil(s, atMain(A));
    expect(s.enterStateRules ?? []).toHaveLength(0);
  });
});
