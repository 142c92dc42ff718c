// Objects chosen as an effect resolves, which are not targets (game-mechanics/game-mechanics-objects-and-targeting.md#target);
// an X in an activated ability's cost, declared with its costs (game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md#general-rules);
// "whenever you sacrifice" (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const ally = defineCard({ slug: 'test-ally', name: 'test-ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, { keywords: ['spellshroud'] });
const filler = defineCard({ slug: 'test-filler', name: 'test-filler', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});
const relic: CardDef = defineCard({ slug: 'test-relic', name: 'test-relic', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [
    { kind: 'activated', speed: 'fast', costs: [], effects: [{ op: 'chooseObjects', filter: { type: 'ALLY' }, count: 2, upTo: true, distinct: true, effects: [{ op: 'addCounters', subject: { ref: 'chosen' }, counter: 'buff', count: 1 }] }] },
    { kind: 'activated', speed: 'fast', costs: [{ kind: 'reserve', value: 1 }, { kind: 'reserveX' }], effects: [{ op: 'scaled', x: { of: 'x' }, effect: { op: 'draw', who: 'you', count: 0 } }] },
    { kind: 'triggered', trigger: { on: 'whenever', event: 'sacrificed', filter: { who: 'you', type: 'ALLY' } }, effects: [{ op: 'addCounters', subject: { ref: 'self' }, counter: 'charge', count: 1 }] },
  ],
});
const start = (): GameState => withDef(withDef(withDef(edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { t.players[0]!.hand = []; }), ally), filler), relic);
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

describe('Choices made on resolution, and X ability costs', () => {
  it('chosen objects are not targets: shrouds do not matter; only the controller\'s objects of the kind; "up to" allows stopping; each pick gets the effects', () => {
    let s = start();
    let r: string, a1: string, a2: string, theirs: string;
    [s, r] = addObject(s, A, 'test-relic');
    [s, a1] = addObject(s, A, 'test-ally');
    [s, a2] = addObject(s, A, 'test-ally');
    [s, theirs] = addObject(s, B, 'test-ally');
    s = passUntil(act(s, A, { type: 'activateAbility', object: r, index: 0 }), (t) => t.pending?.kind === 'chooseObjects');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([
      { type: 'chooseTarget', target: { kind: 'object', id: a1 } }, { type: 'chooseTarget', target: { kind: 'object', id: a2 } }, { type: 'chooseTarget', target: null },
    ]);
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'object', id: theirs } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: a2 } });
    s = settle(act(s, A, { type: 'chooseTarget', target: null }));
    expect(s.objects[a2]!.counters.buff).toBe(1);
    expect(s.objects[a1]!.counters.buff).toBeUndefined();
  });

  it('an X in an ability\'s reserve cost is declared first, bounded by what can be paid, and the effect reads it', () => {
    let s = start();
    let r: string;
    [s, r] = addObject(s, A, 'test-relic');
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'test-filler');
    s = act(s, A, { type: 'activateAbility', object: r, index: 1 });
    expect(legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => a.type === 'declareX' && a.x)).toEqual([0, 1, 2]);
    refuse(s, A, { type: 'declareX', x: 3 });
    s = act(s, A, { type: 'declareX', x: 2 });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    const deck = player(s, A).mainDeck.length;
    s = settle(s);
    expect(player(s, A).mainDeck.length).toBe(deck - 2);
  });

  it('"whenever you sacrifice": a sacrifice by its controller triggers', () => {
    const sacrificial = defineCard({ slug: 'test-martyr', name: 'test-martyr', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
      { abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'sacrificeSelf' }], effects: [] }] });
    let s = withDef(start(), sacrificial);
    let r: string, m: string;
    [s, r] = addObject(s, A, 'test-relic');
    [s, m] = addObject(s, A, 'test-martyr');
    s = settle(act(s, A, { type: 'activateAbility', object: m, index: 0 }));
    expect(s.objects[r]!.counters.charge).toBe(1);
  });
});
