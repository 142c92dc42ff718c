// DTR regalia scripted by branch h5-lin: Poisonous Apple, Radiant Vega.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { asChampion } from '../promo/promo-reprints-support.js';
import { atMain, newGame } from '../../engine/helpers.js';
import { A, B, act, addCard, addObject, champion, edit, passUntil, payReserve, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';

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

describe("'radiant-vega'", () => {
  const vega = scriptedDef('radiant-vega');
  const charge = defineCard({ slug: 'test-charge', name: 'Test Charge', types: ['ACTION'], subtypes: ['AETHERCHARGE'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });
  const plan = defineCard({ slug: 'test-plan', name: 'Test Plan', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'draw', who: 'you', count: 1 }] });

  /** Bob's turn: his test card is on the stack; Alice (Diana, distant or not) holds Vega with two Aethercharge cards and another card loaded. */
  function responding(opts: { diana?: boolean; distant?: boolean } = {}): { s: GameState; v: string } {
    let s = [vega, charge, plan].reduce((t, d) => withDef(t, d), passUntil(newGame({ first: A }), atMain(B)));
    if (opts.diana !== false) s = asChampion(s, A, 'diana-keen-huntress');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.distant = opts.distant !== false; });
    const loaded: string[] = [];
    for (const slug of ['test-charge', 'test-charge', 'test-plan']) { let c: string; [s, c] = addCard(s, A, slug, 'graveyard'); loaded.push(c); }
    s = edit(s, (t) => { player(t, A).graveyard = player(t, A).graveyard.filter((c) => !loaded.includes(c)); });
    let v: string;
    [s, v] = addObject(s, A, vega.slug, { loaded, counters: { durability: 5 } });
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    let c: string;
    [s, c] = addCard(s, B, 'test-plan');
    s = act(s, B, { type: 'activate', card: c });
    s = passUntil(s, (t) => t.stack.length === 1 && !!t.opportunity && t.players[t.opportunity.player]!.id === A && !t.pending);
    return { s, v };
  }
  const use = (s: GameState, v: string) => {
    s = act(s, A, { type: 'activateAbility', object: v, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: s.stack[0]!.id } });
    return passUntil(payReserve(s, A), (t) => t.pending?.kind === 'payToDo' || (t.stack.length <= 1 && !t.pending && t.stack.every((i) => i.def !== vega.slug)));
  };

  it('[Diana Bonus] (2), rest, two durability counters: negate target card activation unless its controller pays X, X the Aethercharge cards loaded', () => {
    const { s: s0, v } = responding();
    let s = use(s0, v);
    expect(s.objects[v]!.rested).toBe(true);
    expect(s.objects[v]!.counters.durability).toBe(3);
    expect(s.pending?.kind === 'payToDo' && s.pending.player === B && s.pending.amount).toBe(2);
    s = act(s, B, { type: 'mayAnswer', accept: false });
    expect(s.stack.some((i) => i.def === 'test-plan')).toBe(false);
  });

  it('paid: the activation stays', () => {
    const { s: s0, v } = responding();
    let s = use(s0, v);
    for (let i = 0; i < 2; i++) s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    s = passUntil(s, (t) => !t.pending);
    expect(s.stack.some((i) => i.def === 'test-plan')).toBe(true);
  });

  it('only while your champion is distant, and only for Diana', () => {
    const can = ({ s, v }: { s: GameState; v: string }) => legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === v);
    expect(can(responding())).toBe(true);
    expect(can(responding({ distant: false }))).toBe(false);
    expect(can(responding({ diana: false }))).toBe(false);
  });
});
