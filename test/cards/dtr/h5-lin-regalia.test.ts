// DTR regalia scripted by branch h5-lin: Poisonous Apple.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, champion, passUntil, payReserve, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';

const apple = scriptedDef('poisonous-apple');
const floater: CardDef = { ...defineCard({ slug: 'test-floater', name: 'Test Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] }), keywords: ['floatingMemory'] };
const exhume = defineCard({ slug: 'test-exhume', name: 'Test Exhume', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishFromGraveyard', filter: {}, max: 'any', singleGraveyard: true }] });
const shield = defineCard({ slug: 'test-shield', name: 'Test Shield', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [{ kind: 'static', effect: { kind: 'preventDamage', affects: 'yourChampion', amount: 'all' } }] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const appleOf = (s: GameState) => Object.values(s.objects).find((o) => o.def === 'poisonous-apple')!;

/** Alice materializes the Apple and gives it to `to`; then it is her main phase. */
function given(to: string): GameState {
  const [s, card] = toMaterialize(apple, 0, (t) => withDef(withDef(withDef(t, floater), exhume), shield));
  let u = passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'choosePlayerForControl' || settled(t));
  expect(u.pending?.kind).toBe('choosePlayerForControl');
  u = resolveAll(act(u, A, { type: 'chooseTarget', target: { kind: 'player', id: to } }));
  return passUntil(u, (t) => t.phase === 'main' && settled(t) && !!t.opportunity);
}
function banish(s: GameState, cards: string[]): GameState {
  let c: string;
  [s, c] = addCard(s, A, 'test-exhume');
  s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'banishFromGraveyard');
  for (const id of cards) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id } });
  if (s.pending?.kind === 'banishFromGraveyard') s = act(s, A, { type: 'chooseTarget', target: null });
  return passUntil(s, settled);
}

describe("'poisonous-apple'", () => {
  it('On Enter: the chosen player gains control of it', () => {
    const s = given(B);
    expect(appleOf(s).controller).toBe(B);
    expect(appleOf(s).owner).toBe(A);
  });

  it("a floating memory card banished from its controller's graveyard: 2 unpreventable damage to that player's champion, once per card", () => {
    let s = given(B);
    let f1: string, f2: string, plain: string, mine: string;
    [s, f1] = addCard(s, B, 'test-floater', 'graveyard');
    [s, f2] = addCard(s, B, 'test-floater', 'graveyard');
    [s, plain] = addCard(s, B, 'smoke-out', 'graveyard');
    [s, mine] = addCard(s, A, 'test-floater', 'graveyard');
    // Bob's champion is shielded from all damage: the Apple's damage can't be prevented.
    [s] = addObject(s, B, 'test-shield', { card: null });
    const bob = champion(s, B).damage;
    const alice = champion(s, A).damage;
    s = banish(s, [mine]);
    expect(champion(s, A).damage).toBe(alice);
    expect(champion(s, B).damage).toBe(bob);
    s = banish(s, [f1, f2, plain]);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([f1, f2, plain]));
    expect(champion(s, B).damage).toBe(bob + 4);
  });
});
