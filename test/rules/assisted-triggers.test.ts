// Triggered abilities of unscripted objects, carried out with the assisted tools and the opponent's consent
// (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md).
import { describe, expect, it } from 'vitest';
import { triggered } from '../../src/cards/define.js';
import { assistedTriggers } from '../../src/cards/runtime.js';
import type { IndexCard } from '../../src/cards/index-schema.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, champion, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';
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
