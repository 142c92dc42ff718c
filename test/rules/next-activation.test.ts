// Promises about a player's next card activation this turn (src/engine/effects/next-activation.ts):
// "as though it had fast activation" (game-mechanics/game-mechanics-miscellaneous-topics/permission.md) and
// "ignore its elemental requirements" (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element).
// Only the next card of the kind uses it, and only this turn. Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, memory, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, newGame, passUntil, withDef } from '../engine/helpers.js';
import { settle } from '../cards/regalia-b-support.js';

const hot = defineCard({ slug: 'test-hot', name: 'test-hot', types: ['ACTION'], element: 'ARCANE', cost: reserve(0), speed: true }, {});
const cold = defineCard({ slug: 'test-cold', name: 'test-cold', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});
const bell = defineCard({ slug: 'test-bell', name: 'test-bell', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([], [{ op: 'nextActivation', grant: 'ignoreElements', filter: { element: 'ARCANE' } }])],
});

describe('the next card activation of a kind (parts-of-a-card-element.md#parts-of-a-card-element)', () => {
  it('its elemental requirements are ignored once; a card of another kind does not use the promise up; it lasts the turn only', () => {
    let s = withDef(withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), hot), cold), bell);
    let o: string, h1: string, h2: string, c: string;
    [s, o] = addObject(s, A, bell.slug);
    [s, h1] = addCard(s, A, hot.slug);
    [s, h2] = addCard(s, A, hot.slug);
    [s, c] = addCard(s, A, cold.slug);
    const can = (card: string) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
    expect(can(h1)).toBe(false);
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    s = settle(act(s, A, { type: 'activate', card: c })); // not of the kind
    expect(can(h1)).toBe(true);
    s = settle(act(s, A, { type: 'activate', card: h1 }));
    expect(can(h2)).toBe(false);
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    s = passUntil(s, (t) => t.turn > 1 && t.players[t.turnPlayer]!.id === A && atMain(A)(t));
    expect(can(h2)).toBe(false); // a promise of an earlier turn
  });
});
