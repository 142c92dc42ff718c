// Conditions read as an ability resolves, in order (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules):
// each instruction sees what the earlier ones did; "you may X. If you do, …" needs X done; "not your turn";
// a distant champion (glossary/game-terms.md#distant).
import { describe, expect, it } from 'vitest';
import { activated, championDistant, defineCard, draw, ifThen, may, not, putCounters, reserve, restSelf, self, selfOnField, yourTurn } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { costDelta } from '../../src/engine/play/costs.js';
import { legalTargets } from '../../src/engine/play/targets.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const counterThenCheck = defineCard({ slug: 'test-counting-relic', name: 'Test Counting Relic', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [activated([restSelf()], [putCounters(self(), 'refinement', 1), ifThen({ kind: 'selfCounters', counter: 'refinement', min: 1 }, [draw(1)])])],
});
const banishToDraw = defineCard({ slug: 'test-banish-relic', name: 'Test Banish Relic', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [activated([restSelf()], [{ op: 'banish', subject: self() }, ifThen(selfOnField(), [may({ op: 'banish', subject: self() }, draw(1))])])],
});
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

describe('Conditions as an ability resolves (playing-cards-resolution.md#general-rules)', () => {
  it('an "if" reads the source as the earlier instructions of the same resolution left it (playing-cards-resolution.md#general-rules)', () => {
    let s = withDef(newGame({ first: A }), counterThenCheck);
    let relic: string;
    [s, relic] = addObject(s, A, counterThenCheck.slug);
    const hand = player(s, A).hand.length;
    s = settle(act(s, A, { type: 'activateAbility', object: relic, index: 0 }));
    expect(s.objects[relic]!.counters.refinement).toBe(1);
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });

  it('"you may banish it; if you do": when it is already gone nothing is offered and nothing follows (playing-cards-resolution.md#general-rules)', () => {
    let s = withDef(newGame({ first: A }), banishToDraw);
    let relic: string;
    [s, relic] = addObject(s, A, banishToDraw.slug);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: relic, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending));
    expect(s.pending?.kind).not.toBe('may');
    expect(player(s, A).hand).toHaveLength(hand);
  });

  it('"while it is not your turn" and "your champion is distant" (glossary/game-terms.md#distant)', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    expect(conditionMet(s, A, not(yourTurn()))).toBe(true);
    expect(conditionMet(s, B, not(yourTurn()))).toBe(false);
    expect(conditionMet(s, A, championDistant())).toBe(false);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.distant = true; });
    expect(conditionMet(s, A, championDistant())).toBe(true);
    expect(conditionMet(s, B, championDistant())).toBe(false);
  });
});

describe('Cost modifiers for one kind of card (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules)', () => {
  it('"[kind] cards you activate cost 1 less" changes only the cost of cards of that kind (playing-cards-costs-and-memory.md#general-rules)', () => {
    const discount = defineCard({ slug: 'test-domain-discount', name: 'Test Discount', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
      abilities: [{ kind: 'static', effect: { kind: 'costModifier', affects: 'cardsYouActivate', amount: -1, only: { type: 'DOMAIN' } } }],
    });
    const domain = defineCard({ slug: 'test-domain', name: 'Test Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(2) }, {});
    const action = defineCard({ slug: 'test-action', name: 'Test Action', types: ['ACTION'], element: 'NORM', cost: reserve(2) }, {});
    let s = [discount, domain, action].reduce(withDef, newGame({ first: A }));
    [s] = addObject(s, A, discount.slug);
    expect(costDelta(s, A, domain, 'activate')).toBe(-1);
    expect(costDelta(s, A, action, 'activate')).toBe(0);
    expect(costDelta(s, B, domain, 'activate')).toBe(0);
  });
});

describe('Abilities "as a Spell" (game-mechanics/game-mechanics-abilities/README.md#general-rules)', () => {
  it('an ability targeting "as a Spell" cannot choose a unit with spellshroud; an ordinary one can (game-mechanics-abilities/README.md#general-rules)', () => {
    let s = newGame({ first: A });
    s = edit(s, (t) => {
      const o = t.objects[player(t, B).champion!]!;
      t.defs['test-shrouded'] = { ...t.defs[o.def]!, slug: 'test-shrouded', keywords: ['spellshroud'] };
      o.def = 'test-shrouded';
    });
    const bob = player(s, B).champion!;
    const ids = (bySpell: boolean) => legalTargets(s, A, { kind: 'champion', controller: 'opponent', bySpell }).map((t) => (t && t.kind === 'object' ? t.id : null));
    expect(ids(true)).not.toContain(bob);
    expect(ids(false)).toContain(bob);
  });
});

describe('Becoming loaded (glossary/game-terms.md#loaded)', () => {
  it('"whenever this becomes loaded" triggers as the object goes from no loaded cards to some (glossary/game-terms.md#loaded)', () => {
    const gun = defineCard({ slug: 'test-watching-gun', name: 'Test Gun', types: ['WEAPON'], subtypes: ['GUN'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {
      abilities: [{ kind: 'triggered', trigger: { on: 'becomesLoaded' }, effects: [draw(1)] }],
    });
    const round = defineCard({ slug: 'test-round', name: 'Test Round', types: ['ITEM'], subtypes: ['BULLET'], element: 'NORM', cost: reserve(0), power: 1 }, {
      abilities: [activated([restSelf()], [{ op: 'load', into: { ref: 'target', index: 0 } }], { targets: [{ kind: 'weapon', controller: 'you' }] })],
    });
    let s = withDef(withDef(newGame({ first: A }), gun), round);
    let g: string, r1: string, r2: string;
    [s, g] = addObject(s, A, gun.slug);
    [s, r1] = addObject(s, A, round.slug);
    [s, r2] = addObject(s, A, round.slug);
    const hand = player(s, A).hand.length;
    for (const r of [r1, r2]) {
      s = act(s, A, { type: 'activateAbility', object: r, index: 0 });
      s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: g } });
      s = settle(s);
    }
    expect(s.objects[g]!.loaded).toHaveLength(2);
    expect(player(s, A).hand).toHaveLength(hand + 1); // the second card did not make it "become" loaded again
  });
});

describe('"Your first … each turn" (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md#general-rules)', () => {
  it('triggers on the first matching card a player activates each turn only, and again the next turn (abilities-triggered-abilities.md#general-rules)', () => {
    const watcher = defineCard({ slug: 'test-first-watcher', name: 'Test Watcher', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
      abilities: [{ kind: 'triggered', trigger: { on: 'whenever', event: 'activates', filter: { who: 'you', type: 'ACTION', firstEachTurn: true } }, effects: [draw(1)] }],
    });
    const quick = defineCard({ slug: 'test-quick', name: 'Test Quick', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
    let s = withDef(withDef(newGame({ first: A }), watcher), quick);
    [s] = addObject(s, A, watcher.slug);
    const cast = (t: GameState): GameState => {
      let c: string;
      [t, c] = addCard(t, A, quick.slug);
      return settle(act(t, A, { type: 'activate', card: c }));
    };
    s = passUntil(s, atMain(A));
    const hand = player(s, A).hand.length;
    s = cast(cast(s));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
    const later = player(s, A).hand.length;
    s = cast(s);
    expect(player(s, A).hand).toHaveLength(later + 1);
  });
});
