// "That opponent": the player an effect names is the controller of the object its trigger's event named.
import { describe, expect, it } from 'vitest';
import { defineCard, eventObjectIs, onHit, reserve, triggered } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, champion, passUntil, player } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';
import { attack, mainPhaseOf } from '../cards/doa/support.js';

const raider = defineCard({ slug: 'hvn1-rules-raider', name: 'Hvn1 Rules Raider', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 },
  { abilities: [triggered(onHit(), [{ op: 'mill', who: 'eventObjectController', count: 2 }], { condition: eventObjectIs('CHAMPION') })] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

describe('the controller of the event object', () => {
  it('an On Champion Hit effect on "that opponent" affects the hit champion\'s controller, not the attacker\'s (glossary/game-terms.md#control-and-ownership)', () => {
    let s = passUntil(mainPhaseOf(A), (t) => t.turn === 3 && t.phase === 'main' && settled(t));
    let r: string;
    [s, r] = place(s, A, raider);
    const [a0, b0] = [player(s, A).mainDeck.length, player(s, B).mainDeck.length];
    s = attack(s, A, r, champion(s, B).id);
    s = passUntil(s, (t) => !t.combat && settled(t));
    expect([a0 - player(s, A).mainDeck.length, b0 - player(s, B).mainDeck.length]).toEqual([0, 2]);
  });
});
