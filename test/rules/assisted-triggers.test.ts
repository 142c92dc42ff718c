// Triggered abilities of unscripted objects, carried out with the assisted tools and the opponent's consent
// (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md).
import { describe, expect, it } from 'vitest';
import { activated, triggered } from '../../src/cards/define.js';
import { assistedActivated, assistedTriggers } from '../../src/cards/runtime.js';
import type { IndexCard } from '../../src/cards/index-schema.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, champion, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';
import { ally } from '../engine/test-cards.js';

// An unscripted ally as toCardDef makes it: no script, and an assisted On Enter ability.
const greeter = { ...ally('test-greeter', 1, 2, { abilities: [triggered({ on: 'enter' }, [{ op: 'assisted' }])] }), scripted: false };

function greeterEntersAndTriggers(): { s: GameState; card: string } {
  let s = withDef(newGame({ first: A }), greeter);
  let card: string;
  [s, card] = addCard(s, A, 'test-greeter');
  s = payReserve(act(s, A, { type: 'activate', card }), A);
  s = passUntil(s, (t) => t.pending?.kind === 'assisted');
  return { s, card };
}

describe('an unscripted object\'s triggered ability', () => {
  it('On Enter goes on the stack like any trigger, then its controller carries it out (assisted)', () => {
    const { s, card } = greeterEntersAndTriggers();
    expect(s.pending).toMatchObject({ kind: 'assisted', player: A, item: { kind: 'trigger', def: 'test-greeter' } });
    expect(Object.values(s.objects).some((o) => o.card === card)).toBe(true); // the ally is on the field
    expect(s.log.map((l) => l.text).join('\n')).toMatch(/test-greeter \(triggered ability\) has no script/);
  });

  it('accepted: what was carried out stays', () => {
    let { s } = greeterEntersAndTriggers();
    s = act(s, A, { type: 'assist', tool: { tool: 'draw', player: A, count: 1 } });
    const hand = player(s, A).hand.length;
    s = act(act(s, A, { type: 'assist', tool: { tool: 'done' } }), B, { type: 'consent', accept: true });
    expect(s.pending).toBeNull();
    expect(player(s, A).hand).toHaveLength(hand);
  });

  it('objected to: its steps are undone and it does nothing, but the ally stays (the event that triggered it happened)', () => {
    let { s, card } = greeterEntersAndTriggers();
    s = act(s, A, { type: 'assist', tool: { tool: 'damage', object: champion(s, B).id, amount: 3 } });
    s = act(act(s, A, { type: 'assist', tool: { tool: 'done' } }), B, { type: 'consent', accept: false });
    expect(champion(s, B).damage).toBe(0);
    expect(Object.values(s.objects).some((o) => o.card === card)).toBe(true);
    expect(s.stack).toEqual([]);
    expect(s.disputes).toHaveLength(1);
    expect(legalActions(s, A)[0]).toEqual({ type: 'pass' }); // play goes on
  });
});

describe('the triggers read from the synced card text of an unscripted card', () => {
  const card = (types: string[], effect_raw: string) => ({ types, effect_raw } as unknown as IndexCard);

  it('finds the triggers the engine knows on objects, and none on actions', () => {
    const on = (c: IndexCard) => assistedTriggers(c).map((ab) => (ab.kind === 'triggered' ? ab.trigger : null));
    expect(on(card(['ALLY'], 'On Enter: something happens.\nOn Death: something else.'))).toEqual([{ on: 'enter' }, { on: 'death' }]);
    expect(on(card(['ITEM'], 'At the beginning of your recollection phase, something.'))).toEqual([{ on: 'beginPhase', phase: 'recollection', whose: 'yours' }]);
    expect(on(card(['ACTION'], 'On Enter: not an object.'))).toEqual([]);
    expect(on(card(['ALLY'], 'No trigger here.'))).toEqual([]);
  });
});

describe('an unscripted object\'s activated ability (game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md)', () => {
  // As toCardDef makes it from "REST: …": the rest cost is paid as usual, the rest is carried out (assisted).
  const lamp = { ...ally('test-lamp', 0, 2, { abilities: [activated([{ kind: 'rest' }], [{ op: 'assisted' }], { speed: 'fast' })] }), scripted: false };

  function activatedLamp(): { s: GameState; before: GameState; lamp: string } {
    let s = withDef(newGame({ first: A }), lamp);
    let id: string;
    [s, id] = addObject(s, A, 'test-lamp');
    expect(legalActions(s, A)).toContainEqual({ type: 'activateAbility', object: id, index: 0 });
    const before = s;
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    expect(s.objects[id]!.rested).toBe(true); // its declared cost is paid
    s = passUntil(s, (t) => t.pending?.kind === 'assisted');
    expect(s.pending).toMatchObject({ kind: 'assisted', player: A, item: { kind: 'ability', source: id } });
    return { s, before, lamp: id };
  }

  it('is activated after paying its cost, then carried out (assisted); accepted, it stays done', () => {
    let { s, lamp: id } = activatedLamp();
    s = act(s, A, { type: 'assist', tool: { tool: 'draw', player: A, count: 1 } });
    const hand = player(s, A).hand.length;
    s = act(act(s, A, { type: 'assist', tool: { tool: 'done' } }), B, { type: 'consent', accept: true });
    expect(player(s, A).hand).toHaveLength(hand);
    expect(s.objects[id]!.rested).toBe(true);
  });

  it('objected to: the game returns to before it was activated, its cost unpaid', () => {
    let { s, before, lamp: id } = activatedLamp();
    s = act(s, A, { type: 'assist', tool: { tool: 'draw', player: A, count: 2 } });
    s = act(act(s, A, { type: 'assist', tool: { tool: 'done' } }), B, { type: 'consent', accept: false });
    expect(s.objects[id]!.rested).toBe(false);
    expect(player(s, A).hand).toEqual(player(before, A).hand);
    expect(s.stack).toEqual([]);
  });

  it('is read from the synced text: "(N)" and "REST" are paid as costs, the rest of the cost is declared with the tools', () => {
    const costs = (text: string) => assistedActivated({ types: ['ALLY'], effect_raw: text } as unknown as IndexCard).map((ab) => (ab.kind === 'activated' ? ab.costs : null));
    expect(costs('(2), REST: something.\nREST, Sacrifice an ally: something else.\nOn Enter: not activated.')).toEqual([
      [{ kind: 'reserve', value: 2 }, { kind: 'rest' }],
      [{ kind: 'rest' }],
    ]);
    expect(assistedActivated({ types: ['ACTION'], effect_raw: 'REST: an action has none.' } as unknown as IndexCard)).toEqual([]);
  });
});
