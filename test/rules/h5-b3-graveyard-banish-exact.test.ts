// "You may banish N … from your graveyard. If you do / If you don't" ('game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules'):
// exactly N or none, and the "if you don't" branch when none was banished (src/engine/effects/graveyard-banish.ts: exactly, otherwise).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { defineCard, draw, recover, reserve } from '../../src/cards/define.js';
import { A, act, edit, player } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, drive } from '../cards/amb/amb1-support.js';

const ash = defineCard({ slug: 'test-ash-b3', name: 'Test Ash', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, { onResolve: [] });
const pyre = defineCard({ slug: 'test-pyre-b3', name: 'Test Pyre', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { onResolve: [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 2, exactly: true, then: [draw(1)], otherwise: [recover(1)] }] });

function start(fires: number): GameState {
  let s = edit(aliceAs({}), (t) => { player(t, A).graveyard = []; t.objects[player(t, A).champion!]!.damage = 5; });
  if (fires) [s] = addCards(s, A, ash, 'graveyard', fires);
  [s] = activate(s, A, pyre);
  for (let i = 0; i < 6 && !s.pending && s.stack.length > 0; i++) s = act(s, legalActions(s, A).some((a) => a.type === 'pass') ? A : 'bob', { type: 'pass' });
  return s;
}
const damage = (s: GameState) => s.objects[player(s, A).champion!]!.damage;

describe("banishing an exact number from the graveyard ('game-zones-graveyard.md#general-rules')", () => {
  it('two picked: the "if you do" branch', () => {
    let s = start(3);
    const deck = player(s, A).mainDeck.length;
    const picks = player(s, A).graveyard.slice(0, 2);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: picks[0]! } });
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false);
    s = drive(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: picks[1]! } }));
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(damage(s)).toBe(5);
  });

  it('declined, or too few cards: the "if you don\'t" branch', () => {
    let s = start(3);
    s = drive(act(s, A, { type: 'chooseTarget', target: null }));
    expect(damage(s)).toBe(4);
    const t = drive(start(1));
    expect(damage(t)).toBe(4);
    expect(player(t, A).graveyard.filter((c) => t.cards[c]!.def === ash.slug)).toHaveLength(1); // not banished
  });
});
