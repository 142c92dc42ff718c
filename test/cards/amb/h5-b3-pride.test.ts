// h5-b3: allies that lose pride (src/engine/effects/lose-keyword-value.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion, player } from '../../engine/helpers.js';
import { objDef } from '../../../src/engine/state/query.js';
import { activate, objectTarget, place } from './scenario.js';
import { acceptAll, addCards, bobAs, drive } from './amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const uniqueHuman = (element: Element) => defineCard({
  slug: `test-unique-human-${element.toLowerCase()}`, name: `Test Human ${element}`, types: ['ALLY'], supertypes: ['UNIQUE'], subtypes: ['WARRIOR', 'HUMAN'],
  classes: ['WARRIOR'], element, cost: reserve(1), power: 1, life: 1,
}, { abilities: [] });
const plainHuman = defineCard({ slug: 'test-plain-human-wind', name: 'Test Plain Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'WIND', cost: reserve(1), power: 1, life: 1 }, { abilities: [] });
const fireCard = defineCard({ slug: 'test-fire-spark', name: 'Test Fire Spark', types: ['ACTION'], element: 'FIRE', cost: reserve(0) }, { onResolve: [] });
const proud = defineCard({ slug: 'test-proud-bear', name: 'Test Proud Bear', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(0), power: 2, life: 2 },
  { keywordValues: { pride: 4 }, abilities: [] });

const canAttack = (s: GameState, id: string) => legalActions(s, B).some((a) => a.type === 'attack' && a.attacker === id);
const pride = (s: GameState, id: string) => objDef(s, s.objects[id]!).keywordValues?.pride;
const pickCard = (id: string) => (_t: GameState, legal: Action[]) => legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === id);

describe('h5-b3 pride', () => {
  it("'dilu-auspicious-charger': with a wind unique Human ally it loses pride and has vigor", () => {
    let s = bobAs({ level: 1 });
    let dilu: string;
    [s, dilu] = place(s, B, def('dilu-auspicious-charger'), { enteredTurn: 0 });
    [s] = place(s, B, plainHuman); // not unique: no help
    expect(canAttack(s, dilu)).toBe(false);
    expect(objDef(s, s.objects[dilu]!).keywords).not.toContain('vigor');
    [s] = place(s, B, uniqueHuman('WIND'));
    expect(canAttack(s, dilu)).toBe(true);
    expect(objDef(s, s.objects[dilu]!).keywords).toContain('vigor');
    let t = bobAs({ level: 1 });
    [t, dilu] = place(t, B, def('dilu-auspicious-charger'), { enteredTurn: 0 });
    [t] = place(t, B, uniqueHuman('WATER'));
    expect(canAttack(t, dilu)).toBe(false);
  });

  it("'jueying-shadowmare': with a water unique Human ally it loses pride and has stealth and true sight", () => {
    let s = bobAs({ level: 1 });
    let horse: string;
    [s, horse] = place(s, B, def('jueying-shadowmare'), { enteredTurn: 0 });
    expect(canAttack(s, horse)).toBe(false);
    [s] = place(s, B, uniqueHuman('WATER'));
    expect(canAttack(s, horse)).toBe(true);
    expect(objDef(s, s.objects[horse]!).keywords).toEqual(expect.arrayContaining(['stealth', 'trueSight']));
    let t = bobAs({ level: 3 });
    [t, horse] = place(t, B, def('jueying-shadowmare'), { enteredTurn: 0 });
    [t] = place(t, B, uniqueHuman('FIRE'));
    expect(canAttack(t, horse)).toBe(true); // level 3 obeys pride 3 anyway
    expect(objDef(t, t.objects[horse]!).keywords).not.toContain('stealth');
  });

  it("'red-hare-unrivaled-stallion': with a fire or tera unique Human ally it obeys and may discard to draw on attack", () => {
    for (const el of ['FIRE', 'TERA'] as const) {
      let s = bobAs({ level: 1 });
      let hare: string;
      [s, hare] = place(s, B, def('red-hare-unrivaled-stallion'), { enteredTurn: 0 });
      expect(canAttack(s, hare)).toBe(false);
      [s] = place(s, B, uniqueHuman(el));
      expect(canAttack(s, hare)).toBe(true);
      let junk: string[];
      [s, junk] = addCards(s, B, fireCard, 'hand');
      const hand = player(s, B).hand.length;
      s = act(act(s, B, { type: 'attack', attacker: hare }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = drive(s, pickCard(junk[0]!));
      expect(player(s, B).graveyard).toContain(junk[0]);
      expect(player(s, B).hand.length).toBe(hand); // one discarded, one drawn
    }
    let w = bobAs({ level: 1 });
    let hare: string;
    [w, hare] = place(w, B, def('red-hare-unrivaled-stallion'), { enteredTurn: 0 });
    [w] = place(w, B, uniqueHuman('WIND'));
    expect(canAttack(w, hare)).toBe(false);
  });

  it("'apostle-of-the-woods': with a Tamer champion it loses pride this turn on entering; a buff counter when an opponent controls three units", () => {
    const run = (classes: string[], opponentAllies: number) => {
      let s = bobAs({ level: 1, classes });
      for (let i = 0; i < opponentAllies; i++) [s] = place(s, A, plainHuman);
      let card: string;
      [s, card] = activate(s, B, def('apostle-of-the-woods'));
      s = drive(s);
      const o = Object.values(s.objects).find((x) => x.card === card)!;
      return { pride: pride(s, o.id), buff: o.counters.buff ?? 0 };
    };
    expect(run(['TAMER'], 2)).toEqual({ pride: undefined, buff: 1 }); // the champion plus two allies
    expect(run(['TAMER'], 1)).toEqual({ pride: undefined, buff: 0 });
    expect(run(['WARRIOR'], 2)).toEqual({ pride: 3, buff: 0 });
  });

  it("'lavasoul-tiger': with a Tamer champion it may banish exactly two fire cards from the graveyard to lose pride this turn", () => {
    let s = bobAs({ level: 1, classes: ['TAMER'] });
    let fires: string[];
    [s, fires] = addCards(s, B, fireCard, 'graveyard', 3);
    let card: string;
    [s, card] = activate(s, B, def('lavasoul-tiger'));
    let sawStop = 0;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'banishFromGraveyard') return undefined;
      if (legal.some((a) => a.type === 'chooseTarget' && a.target === null)) sawStop++;
      return pickCard(t.pending.picked.length === 0 ? fires[0]! : fires[1]!)(t, legal);
    });
    expect(sawStop).toBe(1); // no stopping after the first pick
    const tiger = Object.values(s.objects).find((x) => x.card === card)!;
    expect(pride(s, tiger.id)).toBeUndefined();
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([fires[0], fires[1]]));
    expect(player(s, B).graveyard).toContain(fires[2]);

    let t = bobAs({ level: 1, classes: ['TAMER'] });
    [t] = addCards(t, B, fireCard, 'graveyard', 1);
    [t, card] = activate(t, B, def('lavasoul-tiger'));
    t = drive(t, (u) => { if (u.pending?.kind === 'banishFromGraveyard') throw new Error('offered with one fire card'); return undefined; });
    expect(pride(t, Object.values(t.objects).find((x) => x.card === card)!.id)).toBe(3);
  });

  it("'avatar-of-gaia': the linked ally has taunt and loses every instance of pride (ruling); preserve with a Tamer champion", () => {
    let s = bobAs({ level: 1, classes: ['TAMER'] });
    let bear: string;
    [s, bear] = place(s, B, proud, { enteredTurn: 0 });
    [s] = activate(s, B, def('beastsoul-visage'), [objectTarget(bear)]); // links a pride 3 to it
    s = drive(s, acceptAll);
    expect(pride(s, bear)).toBe(4);
    [s] = activate(s, B, def('avatar-of-gaia'), [objectTarget(bear)]);
    s = drive(s, acceptAll);
    expect(pride(s, bear)).toBeUndefined();
    expect(objDef(s, s.objects[bear]!).keywords).toContain('taunt');
    expect(canAttack(s, bear)).toBe(true);
    const avatar = Object.values(s.objects).find((o) => o.def === 'avatar-of-gaia')!;
    expect(objDef(s, avatar).keywords).toContain('preserve');
  });
});

describe('h5-b3 pride (counters)', () => {
  it("'sun-quan-sealbearer': on enter (level 1+) a buff counter on another target ally you control; at level 2+ your allies with a buff counter lose pride", () => {
    let s = bobAs({ level: 2 });
    let bear: string, other: string;
    [s, bear] = place(s, B, proud, { enteredTurn: 0 }); // pride 4
    [s, other] = place(s, B, proud, { enteredTurn: 0 });
    expect(canAttack(s, bear)).toBe(false);
    [s] = activate(s, B, def('sun-quan-sealbearer'));
    s = drive(s, (t, legal) => (t.pending?.kind === 'triggerTargets' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === bear) : undefined));
    expect(s.objects[bear]!.counters.buff).toBe(1);
    expect(pride(s, bear)).toBeUndefined();
    expect(canAttack(s, bear)).toBe(true);
    expect(pride(s, other)).toBe(4); // no buff counter
    let low = bobAs({ level: 1 });
    [low, bear] = place(low, B, proud, { enteredTurn: 0, counters: { buff: 1 } });
    [low] = place(low, B, def('sun-quan-sealbearer'));
    expect(pride(low, bear)).toBe(4);
  });
});
