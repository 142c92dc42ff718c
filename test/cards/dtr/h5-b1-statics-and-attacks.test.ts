// h5-b1: cards whose recorded blockers the engine has since gained (costs by counts, statics, attack triggers).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword, objDef } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { activate, objectsOf, place } from '../amb/scenario.js';
import { acceptAll, addCards, aliceAs, costNow, drive, namedChampion } from '../amb/amb1-support.js';
import { attack } from '../doa/support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const ally = (slug: string, subtypes: string[], power = 1, life = 3, element: Element = 'NORM'): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element, cost: reserve(1), power, life }, {});
const filler = defineCard({ slug: 'h5b1-filler', name: 'Filler', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});
/** Alice's second turn (she may attack), champion of `cls`. */
const ready = (cls: string) => passUntil(passUntil(aliceAs({ classes: [cls], elements: EVERY }), atMain(B)), atMain(A));

function omens(s: GameState, d: CardDef, n: number): GameState {
  let ids: string[];
  [s, ids] = addCards(s, A, d, 'banishment', n);
  return edit(s, (t) => { for (const id of ids) t.cardCounters = { ...(t.cardCounters ?? {}), [id]: { omen: 1 } }; });
}

/** Activate an attack card from hand at `target` (answering Prepare with `prepare`). */
function attackWith(s: GameState, d: CardDef, target: string, prepare = false): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, d), A, d.slug);
  s = act(s, A, { type: 'activate', card });
  for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, A);
    s = act(s, A, legal.find((a) => a.type === 'declarePrepare' && a.prepare === prepare) ?? legal.find((a) => a.type === 'chooseReserve')!);
  }
  s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'chooseAttackTarget' || a.type === 'chooseWeapon'));
  if (legalActions(s, A).some((a) => a.type === 'chooseWeapon')) s = act(s, A, { type: 'chooseWeapon', weapon: null });
  return act(s, A, { type: 'chooseAttackTarget', target });
}

describe('h5-b1 statics and attacks', () => {
  it("'ignited-stab': prepared, with the class bonus, On Attack it gets +2 power", () => {
    const run = (cls: string, prepare: boolean) => {
      let s = edit(ready(cls), (t) => { t.objects[champion(t, A).id]!.counters.preparation = 1; });
      let wall: string;
      [s, wall] = place(s, B, ally('h5b1-wall', [], 0, 30));
      s = drive(attackWith(s, def('ignited-stab'), wall, prepare));
      return s.objects[wall]!.damage;
    };
    expect(run('ASSASSIN', true) - run('ASSASSIN', false)).toBe(2);
    expect(run('WARRIOR', true) - run('WARRIOR', false)).toBe(0);
  });

  it("'golden-pawn': taunt while you control another Chessman unit; On Death draw; for Alice, a hit of 7+ may sacrifice it for a Queen Piece", () => {
    let s = aliceAs({ classes: ['GUARDIAN'], elements: EVERY });
    let pawn: string;
    [s, pawn] = place(s, A, def('golden-pawn'));
    expect(hasKeyword(s, s.objects[pawn]!, 'taunt')).toBe(false);
    [s] = place(s, A, ally('h5b1-rook', ['CHESSMAN', 'ROOK']));
    expect(hasKeyword(s, s.objects[pawn]!, 'taunt')).toBe(true);

    const hit = (power: number) => {
      let t = namedChampion(ready('GUARDIAN'), A, 'Alice', ['GUARDIAN']);
      t = withDef(t, def('queen-piece'));
      let p: string; let wall: string;
      [t, p] = place(t, A, def('golden-pawn'), { enteredTurn: 0 });
      t = edit(t, (u) => { u.objects[p]!.counters.buff = power - (def('golden-pawn').power ?? 0); });
      [t, wall] = place(t, B, ally('h5b1-wall', [], 0, 30));
      const hand = player(t, A).hand.length;
      t = drive(attack(t, A, p, wall), acceptAll);
      return { pawnGone: !t.objects[p], queens: objectsOf(t, 'queen-piece').length, drew: player(t, A).hand.length - hand };
    };
    expect(hit(7)).toEqual({ pawnGone: true, queens: 1, drew: 1 }); // sacrificed: it died, so On Death draws too
    expect(hit(6)).toEqual({ pawnGone: false, queens: 0, drew: 0 });
  });

  it("'lily-marine-castellan': commanded will 2; attacking a unit with an even life stat, +1 power and you may return a memory card to hand (ruling: life as on the field)", () => {
    expect(def('lily-marine-castellan').keywordValues?.commandedWill).toBe(2);
    const run = (life: number, buff = 0) => {
      let s = ready('GUARDIAN');
      s = edit(s, (t) => { player(t, A).memory = []; });
      [s] = addCards(s, A, filler, 'memory', 1);
      let lily: string; let wall: string;
      [s, lily] = place(s, A, def('lily-marine-castellan'), { enteredTurn: 0 });
      [s, wall] = place(s, B, ally(`h5b1-wall-${life}`, [], 0, life), { counters: { buff } });
      s = drive(attack(s, A, lily, wall), acceptAll);
      return [s.objects[wall]?.damage ?? 'gone', player(s, A).memory.length];
    };
    const base = def('lily-marine-castellan').power!;
    expect(run(20)).toEqual([base + 1, 0]);
    expect(run(21)).toEqual([base, 1]);
    expect(run(19, 1)).toEqual([base + 1, 0]); // 19 + a buff counter = 20
  });

  it("'trump-set': the attack turns to a Suited ally you control, which gets +3/+3; 1 less with the class bonus (ruling: not the one already attacked)", () => {
    let s = passUntil(aliceAs({ classes: ['GUARDIAN'], elements: EVERY }), atMain(B));
    let suited: string; let raider: string;
    [s, suited] = place(s, A, ally('h5b1-suited', ['SUITED'], 1, 3));
    [s, raider] = place(s, B, ally('h5b1-raider', [], 2, 3), { enteredTurn: 0 });
    s = attack(s, B, raider, champion(s, A).id);
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    expect(costNow(s, A, def('trump-set'))).toBe(1);
    [s] = activate(s, A, def('trump-set'));
    s = drive(s, (t, legal) => legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === suited));
    expect(champion(s, A).damage).toBe(0);
    expect(currentStat(s, s.objects[suited]!, 'life')).toBe(6);
    expect(s.objects[suited]!.damage).toBe(2);

    // The Suited ally already attacked: nothing changes, no bonus.
    let t = passUntil(aliceAs({ classes: ['GUARDIAN'], elements: EVERY }), atMain(B));
    [t, suited] = place(t, A, ally('h5b1-suited', ['SUITED'], 1, 3));
    [t, raider] = place(t, B, ally('h5b1-raider', [], 2, 3), { enteredTurn: 0 });
    t = attack(t, B, raider, suited);
    t = passUntil(t, (u) => !!u.opportunity && u.players[u.opportunity.player]!.id === A);
    [t] = activate(t, A, def('trump-set'));
    t = drive(t, (u, legal) => legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === suited));
    expect(currentStat(t, t.objects[suited]!, 'life') ?? 0).toBeLessThan(6);
  });

  it("'phalanx-captain': 1 less per Human ally you control (class bonus); other Human allies get +1 power while attacking", () => {
    let s = aliceAs({ classes: ['WARRIOR'], elements: EVERY });
    [s] = place(s, A, ally('h5b1-human', ['HUMAN']));
    [s] = place(s, A, ally('h5b1-human', ['HUMAN']));
    expect(costNow(s, A, def('phalanx-captain'))).toBe(3);
    let m = aliceAs({ classes: ['MAGE'], elements: EVERY });
    [m] = place(m, A, ally('h5b1-human', ['HUMAN']));
    expect(costNow(m, A, def('phalanx-captain'))).toBe(5);
    let t = ready('WARRIOR');
    let human: string; let wall: string; let cap: string;
    [t, cap] = place(t, A, def('phalanx-captain'));
    [t, human] = place(t, A, ally('h5b1-human', ['HUMAN'], 1, 3), { enteredTurn: 0 });
    [t, wall] = place(t, B, ally('h5b1-wall', [], 0, 30));
    expect(currentStat(t, t.objects[human]!, 'power')).toBe(1);
    t = attack(t, A, human, wall);
    expect(currentStat(t, t.objects[human]!, 'power')).toBe(2);
    expect(currentStat(t, t.objects[cap]!, 'power')).toBe(def('phalanx-captain').power);
  });

  it("'arcane-elemental': pride 7; 1 less per arcane card in your banishment (class bonus); On Attack it is banished at the next end phase (ruling: pride)", () => {
    expect(def('arcane-elemental').keywordValues?.pride).toBe(7);
    let s = aliceAs({ classes: ['MAGE'], elements: EVERY });
    [s] = addCards(s, A, defineCard({ slug: 'h5b1-arcane', name: 'Arcane', types: ['ACTION'], element: 'ARCANE', cost: reserve(0) }, {}), 'banishment', 3);
    expect(costNow(s, A, def('arcane-elemental'))).toBe(4);
    let t = edit(ready('MAGE'), (u) => { u.objects[champion(u, A).id]!.counters.level = 7; });
    let el: string; let wall: string;
    [t, el] = place(t, A, def('arcane-elemental'), { enteredTurn: 0 });
    [t, wall] = place(t, B, ally('h5b1-wall', [], 0, 30));
    t = drive(attack(t, A, el, wall));
    expect(t.objects[el]).toBeDefined();
    t = passUntil(t, atMain(B));
    expect(t.objects[el]).toBeUndefined();
    expect(player(t, A).banishment.some((c) => t.cards[c]!.def === 'arcane-elemental')).toBe(true);
  });

  it("'inverted-pyroslash': with Ciel, 2 less per each of up to two fire omens; On Attack 5 damage to the attacker", () => {
    const fire = defineCard({ slug: 'h5b1-fire', name: 'Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(0) }, {});
    const ciel = (s: GameState) => namedChampion(s, A, 'Ciel', ['GUARDIAN']);
    expect(costNow(omens(ciel(aliceAs({ elements: EVERY })), fire, 3), A, def('inverted-pyroslash'))).toBe(1);
    expect(costNow(omens(ciel(aliceAs({ elements: EVERY })), filler, 3), A, def('inverted-pyroslash'))).toBe(5);
    let s = ready('GUARDIAN');
    let wall: string;
    [s, wall] = place(s, B, ally('h5b1-wall', [], 0, 30));
    s = drive(attackWith(s, def('inverted-pyroslash'), wall));
    expect(champion(s, A).damage).toBe(5);
  });

  it("'jadelight-protector': while your Shifting Currents face South, your allies have steadfast and retort 1", () => {
    const run = (direction: 'south' | 'north') => {
      let s = edit(aliceAs({ classes: ['GUARDIAN'], elements: EVERY }), (t) => { t.masteries = { [A]: { def: 'shifting-currents', counters: {}, direction } }; });
      let other: string;
      [s] = place(s, A, def('jadelight-protector'));
      [s, other] = place(s, A, ally('h5b1-plain', []));
      const o = s.objects[other]!;
      return [hasKeyword(s, o, 'steadfast'), objDef(s, o).keywordValues?.retort ?? 0];
    };
    expect(run('south')).toEqual([true, 1]);
    expect(run('north')).toEqual([false, 0]);
  });

  it("'angelic-vanguard': while imbued it has intercept and retort 2", () => {
    let s = aliceAs({ classes: ['WARRIOR'], elements: EVERY });
    let a: string; let b: string;
    [s, a] = place(s, A, def('angelic-vanguard'), { imbued: true });
    [s, b] = place(s, A, def('angelic-vanguard'));
    expect([hasKeyword(s, s.objects[a]!, 'intercept'), objDef(s, s.objects[a]!).keywordValues?.retort]).toEqual([true, 2]);
    expect([hasKeyword(s, s.objects[b]!, 'intercept'), objDef(s, s.objects[b]!).keywordValues?.retort ?? 0]).toEqual([false, 0]);
    expect(def('angelic-vanguard').imbue).toEqual([{ n: 2, match: 'advanced' }]);
  });

  it("'vertus-gaias-roar': pride 10; On Enter (class bonus) allies you control get +1 power per Animal or Beast ally card in your graveyard this turn", () => {
    expect(def('vertus-gaias-roar').keywordValues?.pride).toBe(10);
    let s = aliceAs({ classes: ['TAMER'], elements: EVERY });
    [s] = addCards(s, A, ally('h5b1-beast', ['BEAST']), 'graveyard', 2);
    [s] = addCards(s, A, ally('h5b1-animal', ['ANIMAL']), 'graveyard', 1);
    [s] = addCards(s, A, ally('h5b1-human', ['HUMAN']), 'graveyard', 1);
    let other: string;
    [s, other] = place(s, A, ally('h5b1-plain', []));
    [s] = activate(s, A, def('vertus-gaias-roar'));
    s = drive(s);
    expect(currentStat(s, s.objects[other]!, 'power')).toBe(4);
    s = passUntil(s, atMain(B));
    expect(currentStat(s, s.objects[other]!, 'power')).toBe(1);
  });
});
