// Banishing the card of a destroyed object from the graveyard, for a "whenever … is destroyed" trigger
// (glossary/game-terms.md#destruction; game-mechanics-card-and-object-information.md#last-known-information):
// the card goes from its owner's graveyard; "that player" is whoever controlled the object as it was destroyed.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, reserve, target, triggered, whenever } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const token = defineCard({ slug: 'test-bud', name: 'test-bud', types: ['ALLY', 'TOKEN'], element: 'NORM', cost: reserve(0), power: 0, life: 1 }, {});
const watcher = defineCard({ slug: 'test-watcher', name: 'test-watcher', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [triggered(whenever('destroyed', { who: 'opponent', nonToken: true }), [{ op: 'banishDestroyedCard', thenSummon: 'test-bud' }])] });
const smash = defineCard({ slug: 'test-smash', name: 'test-smash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [destroy(target(0))], targets: [{ kind: 'object', nonChampion: true }] });
const ally = defineCard({ slug: 'test-body', name: 'test-body', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
function smashIt(s: GameState, id: string): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, smash), A, 'test-smash');
  s = act(s, A, { type: 'activate', card });
  s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id } });
  return passUntil(payReserve(s, A), settled);
}
const base = () => [token, watcher, ally].reduce((s, d) => withDef(s, d), newGame({ first: A }));

describe('Banishing a destroyed card from the graveyard (glossary/game-terms.md#destruction)', () => {
  it("the card leaves its owner's graveyard; the player who controlled the object summons the token", () => {
    let s = addObject(base(), A, 'test-watcher')[0];
    let body: string;
    [s, body] = addObject(s, A, 'test-body');
    // Bob controls Alice's ally as it is destroyed: it goes to Alice's graveyard, and Bob is "that player".
    s = edit(s, (t) => { t.objects[body]!.controller = B; });
    const card = s.objects[body]!.card!;
    s = smashIt(s, body);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(player(s, A).banishment).toContain(card);
    const buds = Object.values(s.objects).filter((o) => o.def === 'test-bud');
    expect(buds.map((o) => o.controller)).toEqual([B]);
  });

  it('nothing is banished, and nothing follows, when the card is not in the graveyard as it resolves (game-mechanics-card-and-object-information.md#last-known-information)', () => {
    let s = addObject(base(), A, 'test-watcher')[0];
    let body: string;
    [s, body] = addObject(s, B, 'test-body');
    const card = s.objects[body]!.card!;
    let smashCard: string;
    [s, smashCard] = addCard(withDef(s, smash), A, 'test-smash');
    s = act(s, A, { type: 'activate', card: smashCard });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: body } });
    s = passUntil(payReserve(s, A), (t) => t.stack.some((i) => i.def === 'test-watcher'));
    s = edit(s, (t) => { const p = player(t, B); p.graveyard = p.graveyard.filter((c) => c !== card); p.memory = [...p.memory, card]; });
    s = passUntil(s, settled);
    expect(player(s, B).memory).toContain(card);
    expect(Object.values(s.objects).some((o) => o.def === 'test-bud')).toBe(false);
  });
});
