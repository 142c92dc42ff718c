// h6-trg: brewing as an event ('brews') and "if you've brewed … this turn" ('brewedThisTurn'): a card activated
// with its Brew alternative cost is brewed (rules/glossary/keywords-and-abilities.md#brew, rule 3).
import { describe, expect, it } from 'vitest';
import { defineCard, ingredient, memory, putCounters, reserve, self, triggered, whenever } from '../../src/cards/define.js';
import type { CardDef, Condition } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { conditionMet as evalCondition } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const BREW = 'rules/glossary/keywords-and-abilities.md#brew';
const potion = defineCard({ slug: 'test-h6-potion', name: 'Test Potion', types: ['ITEM'], subtypes: ['POTION'], element: 'NORM', cost: reserve(3), speed: true },
  { brew: [ingredient(1, { subtype: 'HERB' })] });
const tonic = defineCard({ slug: 'test-h6-tonic', name: 'Test Tonic', types: ['ITEM'], subtypes: ['TONIC'], element: 'NORM', cost: reserve(3), speed: true },
  { brew: [ingredient(1, { subtype: 'HERB' })] });
const herb = defineCard({ slug: 'test-h6-herb', name: 'Test Herb', types: ['TOKEN', 'ITEM'], subtypes: ['HERB'], element: 'NORM', cost: reserve(0) }, {});
const watcher = (who: 'you' | 'opponent'): CardDef => defineCard({ slug: `test-h6-brew-watch-${who}`, name: 'Watch', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [triggered(whenever('brews', { who, subtype: 'POTION' }), [putCounters(self(), 'refinement', 1)])] });

const start = () => passUntil(newGame({ first: A }), atMain(A));
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, who: string, def: CardDef, brewWith: string | null): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card: c });
  if (brewWith) s = act(act(s, who, { type: 'declareBrew', brew: true }), who, { type: 'chooseIngredient', object: brewWith });
  else if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'brew') s = act(s, who, { type: 'declareBrew', brew: false });
  return settle(payReserve(s, who));
}

describe('Brewing as an event', () => {
  it(`${BREW}: activating a Potion with its Brew cost is brewing it; paying its reserve cost is not; another subtype does not fit`, () => {
    let s = withDef(withDef(withDef(start(), herb), watcher('you')), watcher('opponent'));
    let mine: string, theirs: string, h: string;
    [s, mine] = addObject(s, A, 'test-h6-brew-watch-you');
    [s, theirs] = addObject(s, B, 'test-h6-brew-watch-opponent');
    [s, h] = addObject(s, A, 'test-h6-herb');
    s = cast(s, A, potion, h);
    expect(s.objects[mine]!.counters.refinement).toBe(1);
    expect(s.objects[theirs]!.counters.refinement).toBe(1); // Bob's watcher: an opponent of his brewed
    s = cast(s, A, potion, null);
    expect(s.objects[mine]!.counters.refinement).toBe(1);
    [s, h] = addObject(s, A, 'test-h6-herb');
    s = cast(s, A, tonic, h);
    expect(s.objects[mine]!.counters.refinement).toBe(1);
  });

  it(`${BREW}: "if you've brewed a Potion this turn" holds from the brewed activation to the end of the turn, for its player only`, () => {
    const cond: Condition = { kind: 'brewedThisTurn', filter: { subtype: 'POTION' } };
    let s = withDef(start(), herb);
    expect(evalCondition(s, A, cond)).toBe(false);
    s = cast(s, A, potion, null);
    expect(evalCondition(s, A, cond)).toBe(false);
    let h: string;
    [s, h] = addObject(s, A, 'test-h6-herb');
    s = cast(s, A, potion, h);
    expect(evalCondition(s, A, cond)).toBe(true);
    expect(evalCondition(s, B, cond)).toBe(false);
    expect(evalCondition(s, A, { kind: 'brewedThisTurn', filter: { subtype: 'TONIC' } })).toBe(false);
    s = passUntil(s, atMain(B));
    expect(evalCondition(s, A, cond)).toBe(false);
  });
});
