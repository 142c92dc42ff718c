// HVN helper hvn1, part C: combat reactions, suppression, end phase timing, Fatestones and Shifting Currents.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef, Direction, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { objectTarget, place, play } from '../amb/scenario.js';
import { activateFromHand, attack, factsOnly, mainPhaseOf } from '../doa/support.js';
import { championAs, deck, def, drive, inZone, life, plainCard, power, testAlly } from './hvn1-support.js';

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

function withHand(s: GameState, defs: CardDef[]): GameState {
  s = edit(s, (t) => { player(t, A).hand = []; });
  for (const d of defs) [s] = addCard(withDef(s, d), A, d.slug);
  return s;
}
const cards = (element: Element, n: number) => Array.from({ length: n }, (_, i) => plainCard(`hvn1-pay-${element.toLowerCase()}-${i}`, element));

describe('hvn1 reactions and suppression', () => {
  it("'squallbind-pounce': a Ranger unit becomes distant; imbued, it also suppresses an attacking ally", () => {
    const run = (element: Element) => {
      let s = championAs(mainPhaseOf(B), A, { classes: ['RANGER'], elements: ['WIND'] });
      let r: string, foe: string;
      [s, r] = place(s, A, testAlly('hvn1-ranger', { subtypes: ['RANGER'] }));
      [s, foe] = place(s, B, testAlly('hvn1-raider', { life: 5 }));
      const foeCard = s.objects[foe]!.card!;
      s = attack(s, B, foe, champion(s, A).id);
      s = passUntil(s, (t) => actingPlayers(t)[0] === A);
      s = withHand(s, cards(element, 2));
      [s] = activateFromHand(s, A, def('squallbind-pounce'), [objectTarget(r), objectTarget(foe)]);
      s = passUntil(s, (t) => t.stack.length === 0);
      return [!!s.objects[r]!.distant, player(s, B).banishment.includes(foeCard)];
    };
    expect(run('WIND')).toEqual([true, true]);
    expect(run('NORM')).toEqual([true, false]);
  });

  it("'sword-saint-of-eveswind': with the class bonus, two buff counters when it enters from a banishment", () => {
    const run = (classes: string[]) => {
      let s = championAs(mainPhaseOf(A), A, { classes, elements: ['WIND'] });
      let id: string;
      [s, id] = place(s, A, def('sword-saint-of-eveswind'));
      s = play(s, A, def('rearing-rebound'), [objectTarget(id)]);
      expect(s.objects[id]).toBeUndefined();
      s = passUntil(s, (t) => t.turn === 2 && t.phase === 'main' && settled(t));
      const back = Object.values(s.objects).find((o) => o.def === 'sword-saint-of-eveswind')!;
      return back.counters.buff ?? 0;
    };
    expect(run(['WARRIOR'])).toBe(2);
    expect(run(['MAGE'])).toBe(0);
    // Activated from hand: no counters.
    const s = play(championAs(mainPhaseOf(A), A, { classes: ['WARRIOR'], elements: ['WIND'] }), A, def('sword-saint-of-eveswind'));
    expect(Object.values(s.objects).find((o) => o.def === 'sword-saint-of-eveswind')!.counters.buff ?? 0).toBe(0);
  });
});

describe('hvn1 timing', () => {
  it("'stand-fast': only during your end phase; wakes an ally you control, which has taunt and +1 life until your next turn", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['GUARDIAN'] });
    let u: string, c: string;
    [s, u] = place(s, A, testAlly('hvn1-guard', { life: 4 }), { rested: true });
    [s, c] = addCard(withDef(s, def('stand-fast')), A, 'stand-fast');
    const canActivate = (t: GameState) => legalActions(t, A).some((a) => a.type === 'activate' && a.card === c);
    expect(canActivate(s)).toBe(false);
    s = passUntil(s, (t) => (t.phase === 'end' && canActivate(t)) || t.turn > 1);
    expect(s.phase).toBe('end');
    s = act(s, A, { type: 'activate', card: c });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(u) });
    s = drive(s, (t, legal) => (t.pending?.kind === 'activation' ? legal.find((a) => a.type === 'chooseReserve') : undefined));
    expect([s.objects[u]!.rested, hasKeyword(s, s.objects[u]!, 'taunt'), life(s, u)]).toEqual([false, true, 5]);
    s = passUntil(s, (t) => t.turn === 2 && t.phase === 'main');
    expect([hasKeyword(s, s.objects[u]!, 'taunt'), life(s, u)]).toEqual([true, 5]);
    s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main');
    expect([hasKeyword(s, s.objects[u]!, 'taunt'), life(s, u)]).toEqual([false, 4]);
    // Not during an opponent's end phase.
    s = edit(s, (t) => { player(t, A).hand = [...player(t, A).hand.filter((x) => x !== c), c]; });
    const theirs = passUntil(s, (t) => (t.turn === 4 && t.phase === 'end') || t.turn > 4);
    expect(theirs.turn === 4 && canActivate(theirs)).toBe(false);
  });

  it("'silent-firebrand': Kindle 2 with the class bonus", () => {
    const stage = (classes: string[]) => {
      let s = championAs(mainPhaseOf(A), A, { classes, elements: ['FIRE'] });
      [s] = inZone(s, A, 'graveyard', plainCard('hvn1-fire', 'FIRE'), 2);
      let c: string;
      [s, c] = addCard(withDef(s, def('silent-firebrand')), A, 'silent-firebrand');
      s = act(s, A, { type: 'activate', card: c });
      return s.pending?.kind === 'activation' ? s.pending.draft.stage : undefined;
    };
    expect(stage(['ASSASSIN'])).toBe('kindle');
    expect(stage(['WARRIOR'])).not.toBe('kindle');
    expect(def('silent-firebrand').activationValues?.kindle).toBe(2);
  });
});

const floater = defineCard({ slug: 'hvn1-floater', name: 'Hvn1 Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { keywords: ['floatingMemory'] });

describe('hvn1 Fatestones', () => {
  it("'submerged-fatestone': champions you don't control get -1 level", () => {
    let s = mainPhaseOf(A);
    const lv = (t: GameState, who: 'alice' | 'bob') => currentStat(t, champion(t, who), 'level');
    const [a0, b0] = [lv(s, A), lv(s, B)];
    [s] = place(s, A, def('submerged-fatestone'));
    expect([lv(s, A), lv(s, B)]).toEqual([a0, b0! - 1]);
  });

  it("'submerged-fatestone': with Guo Jia, at your recollection phase you may banish a Floating Memory card from your graveyard to transform it", () => {
    const run = (name: string, pick: boolean) => {
      let s = withDef(championAs(mainPhaseOf(B), A, { name, classes: ['TAMER'], elements: ['WATER'] }), factsOnly('commanding-sea-titan'));
      let f: string, g: string[];
      [s, f] = place(s, A, def('submerged-fatestone'));
      [s, g] = inZone(s, A, 'graveyard', floater);
      [s] = inZone(s, A, 'graveyard', plainCard('hvn1-sinker', 'NORM'));
      let offered: string[] = [];
      s = drive(passUntil(s, (t) => t.turn === 3 && (t.pending !== null || t.phase === 'main')), (t, legal) => {
        if (t.pending?.kind !== 'banishFromGraveyard') return undefined;
        offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
        return legal.find((a) => a.type === 'chooseTarget' && (pick ? a.target?.id === g[0] : a.target === null));
      });
      return [offered, s.objects[f]?.def, player(s, A).banishment.includes(g[0]!)];
    };
    const g = (r: unknown[]) => r[0];
    const yes = run('Guo Jia', true);
    expect((g(yes) as string[]).length).toBe(1);
    expect(yes.slice(1)).toEqual(['commanding-sea-titan', true]);
    expect(run('Guo Jia', false).slice(1)).toEqual(['submerged-fatestone', false]);
    expect(run('Tester', true)).toEqual([[], 'submerged-fatestone', false]);
  });

  it("'wildgrowth-fatestone': with Guo Jia, a buff counter whenever another wind object enters under your control; at six you may transform it", () => {
    const windAlly = defineCard({ slug: 'hvn1-wind-ally', name: 'Hvn1 Wind Ally', types: ['ALLY'], subtypes: ['HUMAN'], element: 'WIND', cost: reserve(0), power: 1, life: 1 }, {});
    const fireAlly = defineCard({ slug: 'hvn1-fire-ally', name: 'Hvn1 Fire Ally', types: ['ALLY'], subtypes: ['HUMAN'], element: 'FIRE', cost: reserve(0), power: 1, life: 1 }, {});
    const run = (name: string, start: number, entering: CardDef, accept: boolean) => {
      let s = withDef(championAs(mainPhaseOf(A), A, { name, classes: ['TAMER'], elements: ['WIND', 'FIRE'] }), factsOnly('elder-mandrill'));
      let f: string;
      [s, f] = place(s, A, def('wildgrowth-fatestone'), { counters: { buff: start } });
      s = play(s, A, entering, [], { accept });
      return [s.objects[f]!.counters.buff ?? 0, s.objects[f]!.def];
    };
    expect(run('Guo Jia', 0, windAlly, true)).toEqual([1, 'wildgrowth-fatestone']);
    expect(run('Guo Jia', 5, windAlly, true)).toEqual([6, 'elder-mandrill']);
    expect(run('Guo Jia', 5, windAlly, false)).toEqual([6, 'wildgrowth-fatestone']);
    expect(run('Guo Jia', 0, fireAlly, true)).toEqual([0, 'wildgrowth-fatestone']);
    expect(run('Tester', 0, windAlly, true)).toEqual([0, 'wildgrowth-fatestone']);
  });
});

describe('hvn1 Shifting Currents', () => {
  const facing = (s: GameState, direction: Direction) => edit(withDef(s, def('shifting-currents')), (t) => {
    t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'shifting-currents', counters: {}, direction } };
  });
  const direction = (s: GameState) => s.masteries?.[A]?.direction;

  it("'usurp-the-winds': up to one target ally gets +1 power and +1 life this turn; no Kongming, no change of currents", () => {
    let s = facing(championAs(mainPhaseOf(A), A, { classes: ['MAGE'], elements: ['WIND'] }), 'west');
    let u: string;
    [s, u] = place(s, A, testAlly('hvn1-ally', { power: 1, life: 4 }));
    s = play(s, A, def('usurp-the-winds'), [objectTarget(u)], { accept: true });
    expect([power(s, u), life(s, u), direction(s)]).toEqual([2, 5, 'west']);
  });

  it("'usurp-the-winds': with Kongming you may turn the currents to another direction; West to South draws a card", () => {
    const run = (from: Direction, acceptAt: number) => {
      let s = facing(championAs(mainPhaseOf(A), A, { name: 'Kongming', classes: ['MAGE'], elements: ['WIND'] }), from);
      let u: string;
      [s, u] = place(s, A, testAlly('hvn1-ally'));
      const d0 = deck(s, A);
      let asked = 0;
      [s] = activateFromHand(s, A, def('usurp-the-winds'), [objectTarget(u)]);
      s = drive(s, (t) => (t.pending?.kind === 'may' ? { type: 'mayAnswer', accept: ++asked === acceptAt } : undefined));
      return [direction(s), d0 - deck(s, A), asked];
    };
    expect(run('west', 3)).toEqual(['south', 1, 3]);
    expect(run('west', 1)).toEqual(['north', 0, 1]);
    expect(run('north', 2)).toEqual(['south', 0, 2]);
    expect(run('west', 0)).toEqual(['west', 0, 3]);
  });
});
