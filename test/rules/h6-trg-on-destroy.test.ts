// h6-trg: On Destroy ({ on: 'destroy' }): an object's own ability that triggers as it is destroyed, once it has left
// the field (rules/glossary/game-terms.md#destruction); not when it leaves another way. 'turnPlayer': the player whose turn it is.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, memory, reserve, target, triggered } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const DESTRUCTION = 'rules/glossary/game-terms.md#destruction';
const relic = defineCard({ slug: 'test-h6-on-destroy', name: 'Relic', types: ['ITEM'], element: 'NORM', cost: memory(0) },
  { abilities: [triggered({ on: 'destroy' }, [{ op: 'draw', who: 'turnPlayer', count: 1 }])] });
const spell = (slug: string, effects: CardDef['onResolve']): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), targets: [{ kind: 'object' }], onResolve: effects });
const wreck = spell('test-h6-wreck2', [destroy(target(0))]);
const bounce = spell('test-h6-bounce2', [{ op: 'banish', subject: target(0) }]);
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, who: string, def: CardDef, object: string): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card: c });
  s = act(s, who, { type: 'chooseTarget', target: { kind: 'object', id: object } });
  return settle(payReserve(s, who));
}

describe('On Destroy', () => {
  it(`${DESTRUCTION}: destroyed, its ability triggers from outside the field; the turn player draws`, () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), relic);
    let o: string;
    [s, o] = addObject(s, A, relic.slug);
    const hand = player(s, B).hand.length;
    s = cast(s, B, wreck, o);
    expect(s.objects[o]).toBeUndefined();
    expect(player(s, B).hand.length).toBe(hand + 1); // Bob, the turn player, drew
  });
  it(`${DESTRUCTION}: banished, it is not destroyed: no trigger`, () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), relic);
    let o: string;
    [s, o] = addObject(s, A, relic.slug);
    const deck = player(s, A).mainDeck.length;
    s = cast(s, A, bounce, o);
    expect(s.objects[o]).toBeUndefined();
    expect(player(s, A).mainDeck.length).toBe(deck);
  });
});
