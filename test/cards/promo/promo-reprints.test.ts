// P24/P25 reprints (branch h2-promo), part 1: allies and their On Enter / Foster abilities.
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../../src/engine/state/query.js';
import {
  A, B, act, addCard, withDef, answerMay, asClass, champion, edit, enable, mainPhaseOf, offered, passTo, pendingIs, pickCard,
  pickObject, place, player, resolveAll, scriptedDef, settled, stat, useAbility, enterFromHand, objOf,
} from './promo-reprints-support.js';
import type { GameState } from '../../../src/engine/index.js';

const def = (slug: string) => scriptedDef(slug);
const objectsNamed = (s: GameState, slug: string) => Object.values(s.objects).filter((o) => o.def === slug);

describe('promo reprints: allies', () => {
  it("'cell-assembler': On Enter, paying (2) summons a rested Powercell token; declining summons none", () => {
    let s = mainPhaseOf(A);
    for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
    [s] = enterFromHand(s, A, 'cell-assembler');
    s = passTo(s, pendingIs('payToDo'));
    const declined = resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(objectsNamed(declined, 'powercell')).toHaveLength(0);
    const hand = player(s, A).hand;
    s = act(s, A, { type: 'chooseReserve', card: hand[0]! });
    s = act(s, A, { type: 'chooseReserve', card: hand[1]! });
    s = resolveAll(s);
    const cells = objectsNamed(s, 'powercell');
    expect(cells).toHaveLength(1);
    expect(cells[0]!.rested).toBe(true);
    expect(cells[0]!.controller).toBe(A);
  });

  it("'dormouse-informant': a preparation counter on your champion only when it has none", () => {
    let s = mainPhaseOf(A);
    [s] = enterFromHand(s, A, 'dormouse-informant');
    s = resolveAll(s);
    expect(champion(s, A).counters.preparation).toBe(1);
    let t = edit(mainPhaseOf(A), (u) => { u.objects[player(u, A).champion!]!.counters.preparation = 2; });
    [t] = enterFromHand(t, A, 'dormouse-informant');
    t = resolveAll(t);
    expect(champion(t, A).counters.preparation).toBe(2);
  });

  it("'imperial-recruit': +1 power only while fostered", () => {
    let s = mainPhaseOf(A);
    let a: string, b: string;
    [s, a] = place(s, A, def('imperial-recruit'));
    [s, b] = place(s, A, def('imperial-recruit'), { fostered: true });
    expect(stat(s, a, 'power')).toBe(1);
    expect(stat(s, b, 'power')).toBe(2);
  });

  it("'imperial-recruit': fostered at the recollection phase even if it entered only last turn; once fostered it can't be fostered again", () => {
    let s = mainPhaseOf(A);
    let a: string;
    [s, a] = place(s, A, def('imperial-recruit'));
    const me = s.turnPlayer;
    s = passTo(s, (t) => t.turnPlayer !== me);
    s = passTo(s, (t) => t.turnPlayer === me && t.phase === 'main');
    expect(s.objects[a]!.fostered).toBe(true);
    expect(stat(s, a, 'power')).toBe(2);
  });

  it("'novice-mechanist': On Foster summons an Automaton Drone; not fostered again next time", () => {
    let s = withDef(mainPhaseOf(A), def('automaton-drone'));
    let a: string;
    [s, a] = place(s, A, def('novice-mechanist'));
    const me = s.turnPlayer;
    s = passTo(s, (t) => t.turnPlayer !== me);
    s = passTo(s, (t) => t.turnPlayer === me && t.phase === 'main');
    expect(s.objects[a]!.fostered).toBe(true);
    expect(objectsNamed(s, 'automaton-drone').filter((o) => o.controller === A)).toHaveLength(1);
    s = passTo(s, (t) => t.turnPlayer !== me);
    s = passTo(s, (t) => t.turnPlayer === me && t.phase === 'main');
    expect(objectsNamed(s, 'automaton-drone').filter((o) => o.controller === A)).toHaveLength(1);
  });

  it("'recruitment-officer': foster only with the Guardian class bonus; On Foster takes an ally card among the top five", () => {
    let s = asClass(mainPhaseOf(A), A, 'guardian');
    let a: string;
    [s, a] = place(s, A, def('recruitment-officer'));
    expect(hasKeyword(s, s.objects[a]!, 'foster')).toBe(true);
    const me = s.turnPlayer;
    s = edit(s, (u) => { u.defs['novice-mechanist'] = def('novice-mechanist'); });
    let ally: string;
    [s, ally] = addCard(s, A, 'novice-mechanist', 'mainDeck');
    s = edit(s, (u) => { const p = u.players.find((x) => x.id === A)!; p.mainDeck = [p.mainDeck[1]!, p.mainDeck[2]!, ally, ...p.mainDeck.slice(3), p.mainDeck[0]!].filter((c, i, arr) => arr.indexOf(c) === i); });
    s = passTo(s, (t) => t.turnPlayer !== me);
    s = passTo(s, (t) => t.pending?.kind === 'lookAndTake' || (t.turnPlayer === me && t.phase === 'main'));
    expect(s.pending?.kind).toBe('lookAndTake');
    expect(offered(s, A)).toContain(ally);
    s = pickCard(s, A, ally);
    while (s.pending?.kind === 'lookAndTake') s = pickCard(s, A, offered(s, A)[0]!);
    expect(player(s, A).hand).toContain(ally);
    const plain = asClass(mainPhaseOf(A), A, 'warrior');
    const [p2, b] = place(plain, A, def('recruitment-officer'));
    expect(hasKeyword(p2, p2.objects[b]!, 'foster')).toBe(false);
  });

  it("'sirocco-operative': with the class bonus draws into memory; a preparation counter only with another Automaton ally", () => {
    let s = enable(asClass(mainPhaseOf(A), A, 'assassin'), A, 'WIND');
    const memory = player(s, A).memory.length;
    [s] = enterFromHand(s, A, 'sirocco-operative');
    s = resolveAll(s);
    // Three hand cards pay its reserve cost; one more card is drawn into memory.
    expect(player(s, A).memory.length).toBe(memory + 3 + 1);
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    let t = enable(asClass(mainPhaseOf(A), A, 'warrior'), A, 'WIND');
    [t] = place(t, A, def('sirocco-operative'));
    const mem2 = player(t, A).memory.length;
    [t] = enterFromHand(t, A, 'sirocco-operative');
    t = resolveAll(t);
    expect(champion(t, A).counters.preparation).toBe(1);
    expect(player(t, A).memory.length).toBe(mem2 + 3);
  });

  it("'limitless-slime': Tamer at level 2 gives +1/+2, level 3 a buff counter on attack, level 1 Floating Memory; nothing without the class", () => {
    let s = asClass(mainPhaseOf(A), A, 'tamer');
    let a: string;
    [s, a] = place(s, A, def('limitless-slime'));
    expect([stat(s, a, 'power'), stat(s, a, 'life')]).toEqual([1, 1]);
    s = edit(s, (u) => { u.objects[player(u, A).champion!]!.counters.level = 1; });
    expect([stat(s, a, 'power'), stat(s, a, 'life')]).toEqual([2, 3]);
    const other = asClass(mainPhaseOf(A), A, 'warrior');
    const [o2, b] = place(edit(other, (u) => { u.objects[player(u, A).champion!]!.counters.level = 2; }), A, def('limitless-slime'));
    expect([stat(o2, b, 'power'), stat(o2, b, 'life')]).toEqual([1, 1]);
  });

  it("'baby-blue-slime': +1 life with the class bonus; rest to shield another Slime ally you control from 2 damage", () => {
    let s = asClass(mainPhaseOf(A), A, 'tamer');
    let blue: string, other: string, mine: string;
    [s, blue] = place(s, A, def('baby-blue-slime'));
    [s, other] = place(s, A, def('limitless-slime'));
    [s, mine] = place(s, A, def('imperial-recruit'));
    expect(stat(s, blue, 'life')).toBe(3);
    s = useAbility(s, A, blue, 1);
    expect(offered(s, A)).toEqual([other]);
    expect(offered(s, A)).not.toContain(mine);
    s = resolveAll(pickObject(s, A, other));
    expect(s.objects[blue]!.rested).toBe(true);
    const shields = (s.preventions ?? []).filter((p) => p.objects.includes(other));
    expect(shields).toHaveLength(1);
    expect(JSON.stringify(shields[0])).toContain('"amount":2');
    expect((s.preventions ?? []).some((p) => p.objects.includes(blue))).toBe(false);
  });

  it("'baby-green-slime': fast activation only with the class bonus; On Enter suppresses target item or weapon", () => {
    const green = def('baby-green-slime');
    expect(green.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'keyword' && ab.effect.keyword === 'fastActivation' && ab.condition?.kind === 'classBonus')).toBe(true);
    let s = enable(mainPhaseOf(A), A, 'WIND');
    let item: string, ally: string;
    [s, item] = place(s, B, def('forest-cake'));
    [s, ally] = place(s, B, def('imperial-recruit'));
    [s] = enterFromHand(s, A, 'baby-green-slime');
    expect(offered(s, A)).toContain(item);
    expect(offered(s, A)).not.toContain(ally);
    s = resolveAll(pickObject(s, A, item));
    expect(s.objects[item]).toBeUndefined();
    expect(player(s, B).banishment.length).toBe(1);
  });

  it("'forest-cake': On Enter draws; with the class bonus, an Animal or Beast ally entering may sacrifice it for a buff counter", () => {
    let s = enable(asClass(mainPhaseOf(A), A, 'tamer'), A, 'WATER');
    const hand = player(s, A).hand.length;
    let card: string;
    [s, card] = enterFromHand(s, A, 'forest-cake');
    s = resolveAll(s);
    const cake = objOf(s, card);
    expect(player(s, A).hand.length).toBe(hand - 2 + 1);
    let slime: string;
    [s, slime] = enterFromHand(s, A, 'baby-blue-slime');
    expect(settled(s)).toBe(false);
    s = resolveAll(answerMay(s, A, true));
    expect(s.objects[cake]).toBeUndefined();
    expect(s.objects[objOf(s, slime)]!.counters.buff).toBe(1);
    // A Human ally entering does not trigger it.
    let t = enable(asClass(mainPhaseOf(A), A, 'tamer'), A, 'WATER');
    [t] = place(t, A, def('forest-cake'));
    [t] = enterFromHand(t, A, 'imperial-recruit');
    expect(settled(t)).toBe(true);
  });

});
