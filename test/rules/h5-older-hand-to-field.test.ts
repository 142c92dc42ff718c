// Putting cards from hand onto the field, up to a number, all entering together (src/engine/effects/hand-to-field.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, addCard, newGame, player } from '../engine/helpers.js';
import { activateFromHand, passUntil } from '../cards/doa/support.js';

const call = defineCard({ slug: 'test-call', name: 'Test Call', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'handToField', filter: { type: 'ALLY' }, count: 2 }] });

const settled = (t: ReturnType<typeof newGame>) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

describe('cards put onto the field from hand', () => {
  it('up to the number, only cards of the kind; they enter together, not activated (game-mechanics/game-mechanics-game-zones/game-zones-field.md#general-rules)', () => {
    let s = newGame({ first: A });
    let a: string, b: string, c: string;
    [s, a] = addCard(s, A, 'woodland-squirrels');
    [s, b] = addCard(s, A, 'trusty-steed');
    [s, c] = addCard(s, A, 'rotund-squirrel');
    [s] = activateFromHand(s, A, call);
    s = passUntil(s, (t) => t.pending?.kind === 'handToField');
    const offered = legalActions(s, A).flatMap((x) => (x.type === 'chooseCard' ? [x.card] : []));
    expect(offered).toEqual(expect.arrayContaining([a, b, c]));
    expect(offered.every((id) => s.defs[s.cards[id]!.def]!.types.includes('ALLY'))).toBe(true);
    s = act(s, A, { type: 'chooseCard', card: a });
    s = act(s, A, { type: 'chooseCard', card: c });
    expect(s.pending?.kind).not.toBe('handToField');
    s = passUntil(s, settled);
    const objs = Object.values(s.objects).filter((o) => o.card === a || o.card === c);
    expect(objs).toHaveLength(2);
    expect(objs.every((o) => o.controller === A && o.enteredTurn === s.turn)).toBe(true);
    expect(player(s, A).hand).toContain(b);
  });

  it('stopping at once puts nothing (game-mechanics/game-mechanics-game-zones/game-zones-field.md#general-rules)', () => {
    let s = newGame({ first: A });
    let a: string;
    [s, a] = addCard(s, A, 'woodland-squirrels');
    [s] = activateFromHand(s, A, call);
    s = passUntil(s, (t) => t.pending?.kind === 'handToField');
    s = passUntil(act(s, A, { type: 'chooseTarget', target: null }), settled);
    expect(player(s, A).hand).toContain(a);
  });
});
