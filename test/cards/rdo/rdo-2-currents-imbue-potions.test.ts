// RDO helper 2: Shifting Currents cards, Advanced Imbue allies, On Hit cards, and Brew potions.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Direction, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle } from '../amb/scenario.js';
import { answerMay, atMain, factsOnly, mainPhaseOf, materialize, toMaterialize, useAbility } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const card = (slug: string, element: Element) => defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(1) }, {});
const ally = (slug: string, power = 2, life = 6) => defineCard({ slug, name: slug, types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(2), power, life }, {});

/** Alice's Shifting Currents face `direction`. */
const facing = (s: GameState, direction: Direction) => edit(withDef(s, scriptedDef('shifting-currents')), (t) => {
  t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'shifting-currents', counters: {}, direction } };
});

/** Alice's champion is a Kongming (a Mage) whose currents face `direction`. */
function asKongming(s: GameState, direction: Direction): GameState {
  const k = scriptedDef('kongming-wayward-maven');
  return facing(edit(withDef(s, k), (t) => { t.objects[player(t, A).champion!]!.def = k.slug; }), direction);
}

/** Turn the currents with the Fan of Seven Debts: accept the `nth` direction offered. */
function turnWithFan(s: GameState, nth: number): GameState {
  const fan = scriptedDef('fan-of-seven-debts');
  let f: string;
  [s, f] = place(s, A, fan);
  s = useAbility(s, A, f, 1);
  for (let i = 0; i < nth; i++) {
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = answerMay(s, A, i === nth - 1);
  }
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

const empowerOf = (s: GameState) => (s.empower ?? []).filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0);

/** Alice's hand is exactly these cards (reserve payments take them in order, and Imbue reads them). */
function withHand(s: GameState, defs: CardDef[]): GameState {
  s = edit(s, (t) => { player(t, A).hand = []; });
  for (const d of defs) [s] = addCard(withDef(s, d), A, d.slug);
  return s;
}

describe('ritai-berserker', () => {
  it("'ritai-berserker': +1 power while your currents face North", () => {
    const power = (d: Direction) => {
      const [s, id] = place(facing(mainPhaseOf(A), d), A, scriptedDef('ritai-berserker'));
      return currentStat(s, s.objects[id]!, 'power');
    };
    expect(power('north')).toBe(3);
    expect(power('south')).toBe(2);
  });
});

describe('spirited-neophyte', () => {
  it("'spirited-neophyte': On Attack, Empower 2 when your currents face North", () => {
    const run = (d: Direction) => {
      let s = facing(passUntil(mainPhaseOf(B), atMain(A)), d);
      let id: string;
      [s, id] = place(s, A, scriptedDef('spirited-neophyte'));
      s = act(s, A, { type: 'attack', attacker: id });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
      return empowerOf(s);
    };
    expect(run('north')).toBe(2);
    expect(run('west')).toBe(0);
  });
});

describe('minister-of-ceremony', () => {
  it("'minister-of-ceremony': rest: as a Spell, 3 damage to a target unit, only at slow speed and with the currents facing East", () => {
    let s = facing(mainPhaseOf(A), 'east');
    let m: string, foe: string;
    [s, m] = place(s, A, scriptedDef('minister-of-ceremony'));
    [s, foe] = place(s, B, ally('t-foe'));
    expect(legalActions(facing(s, 'north'), A)).not.toContainEqual({ type: 'activateAbility', object: m, index: 0 });
    s = act(s, A, { type: 'activateAbility', object: m, index: 0 });
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(foe) }));
    expect(s.objects[foe]!.damage).toBe(3);
    expect(scriptedDef('minister-of-ceremony').abilities[0]).toMatchObject({ kind: 'activated', speed: 'slow' });
  });
});

describe('solar-pinnacle', () => {
  it("'solar-pinnacle': 2 damage to a target unit and Empower 2; fast activation only while the currents face North", () => {
    let s = fill(asChampion(facing(mainPhaseOf(A), 'north'), A, { classes: ['MAGE'], elements: ['FIRE'] }), A, 3);
    let foe: string;
    [s, foe] = place(s, B, ally('t-foe'));
    s = play(s, A, scriptedDef('solar-pinnacle'), [objectTarget(foe)]);
    expect(s.objects[foe]!.damage).toBe(2);
    expect(empowerOf(s)).toBe(2);
    // On Bob's turn, with Opportunity, Alice may activate it only while facing North.
    const def = scriptedDef('solar-pinnacle');
    const onBobsTurn = (d: Direction) => {
      let t = fill(asChampion(facing(mainPhaseOf(B), d), A, { classes: ['MAGE'], elements: ['FIRE'] }), A, 3);
      let c: string;
      [t, c] = addCard(withDef(t, def), A, def.slug);
      t = act(t, B, { type: 'pass' } as Action);
      return actingPlayers(t)[0] === A && legalActions(t, A).some((a) => a.type === 'activate' && a.card === c);
    };
    expect(onBobsTurn('north')).toBe(true);
    expect(onBobsTurn('south')).toBe(false);
  });
});

describe('venerable-sage', () => {
  it("'venerable-sage': [Kongming Bonus] whenever your currents change, +1/+1 until end of turn", () => {
    let s = asKongming(mainPhaseOf(A), 'north');
    let v: string;
    [s, v] = place(s, A, scriptedDef('venerable-sage'));
    s = turnWithFan(s, 1);
    expect(s.masteries?.[A]?.direction).not.toBe('north');
    expect([currentStat(s, s.objects[v]!, 'power'), currentStat(s, s.objects[v]!, 'life')]).toEqual([2, 5]);
    // Not Kongming: nothing.
    let t = facing(mainPhaseOf(A), 'north');
    [t, v] = place(t, A, scriptedDef('venerable-sage'));
    t = edit(t, (x) => { x.masteries![A]!.direction = 'east'; });
    expect(currentStat(t, t.objects[v]!, 'power')).toBe(1);
  });
});

describe('meiren-of-verdancy', () => {
  it("'meiren-of-verdancy': [Kongming Bonus] recover 4 as the currents turn from East to South, not on other turns", () => {
    const run = (from: Direction, nth: number) => {
      let s = asKongming(mainPhaseOf(A), from);
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
      [s] = place(s, A, scriptedDef('meiren-of-verdancy'));
      s = turnWithFan(s, nth);
      return [s.masteries?.[A]?.direction, champion(s, A).damage];
    };
    expect(run('east', 2)).toEqual(['south', 6]); // from East the Fan offers North first, then South
    expect(run('north', 1)).toEqual(['east', 10]);
  });

  it("'meiren-of-verdancy': [Class Bonus] Floating Memory", () => {
    const def = scriptedDef('meiren-of-verdancy');
    expect(def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'keyword' && a.effect.keyword === 'floatingMemory' && a.condition?.kind === 'classBonus')).toBe(true);
  });
});

describe('tempestuous-seraphim', () => {
  const brute = ally('t-brute', 6, 6);
  const run = (element: Element) => {
    let s = asChampion(mainPhaseOf(B), A, { classes: ['WARRIOR'], elements: ['WIND', 'UMBRA'] });
    s = withHand(s, [card('t-pay-1', element), card('t-pay-2', element), card('t-pay-3', 'NORM')]);
    const def = scriptedDef('tempestuous-seraphim');
    let c: string;
    [s, c] = addCard(withDef(s, def), A, def.slug);
    let foe: string;
    [s, foe] = place(s, B, brute);
    s = act(s, B, { type: 'attack', attacker: foe });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    while (actingPlayers(s)[0] !== A) s = act(s, actingPlayers(s)[0]!, { type: 'pass' });
    s = payReserve(act(s, A, { type: 'activate', card: c }), A);
    s = settle(s, { targets: [objectTarget(foe)] });
    return s.objects[foe]?.damage ?? 'gone';
  };
  it("'tempestuous-seraphim': fast; imbued by two advanced element cards, On Enter deals 4 damage to the attacking ally as a Spell", () => {
    expect(run('UMBRA')).toBe(4);
  });
  it("'tempestuous-seraphim': not imbued, no damage", () => {
    expect(run('NORM')).toBe(0);
  });
});

describe('nuriel-seraphic-paladin', () => {
  it("'nuriel-seraphic-paladin': imbued by three advanced element cards, it enters with a bulwark and a buff counter", () => {
    const run = (element: Element) => {
      let s = asChampion(mainPhaseOf(A), A, { classes: ['WARRIOR'], elements: ['UMBRA'] });
      s = withHand(s, [card('t-pay-1', element), card('t-pay-2', element), card('t-pay-3', element), card('t-pay-4', 'NORM')]);
      s = play(s, A, scriptedDef('nuriel-seraphic-paladin'));
      const o = Object.values(s.objects).find((x) => x.def === 'nuriel-seraphic-paladin')!;
      return [o.counters.bulwark ?? 0, o.counters.buff ?? 0];
    };
    expect(run('UMBRA')).toEqual([1, 1]);
    expect(run('NORM')).toEqual([0, 0]);
  });

  it("'nuriel-seraphic-paladin': whenever your champion levels up, an imbued Nuriel gets a bulwark counter", () => {
    const run = (imbuedNuriel: boolean) => {
      let id = '';
      const [s0, c] = toMaterialize(factsOnly('lorraine-wandering-warrior'), 1, (t) => {
        [t, id] = place(t, A, scriptedDef('nuriel-seraphic-paladin'), imbuedNuriel ? { imbued: true } : {});
        return t;
      });
      const s = materialize(s0, c);
      expect(champion(s, A).def).toBe('lorraine-wandering-warrior');
      return s.objects[id]!.counters.bulwark ?? 0;
    };
    expect(run(true)).toBe(1);
    expect(run(false)).toBe(0);
  });
});

describe('vaporjet-shieldbearer', () => {
  it("'vaporjet-shieldbearer': steadfast; [Class Bonus] On Hit, look at the top card and you may put it into your graveyard", () => {
    const run = (cls: string, mill: boolean) => {
      let s = asChampion(passUntil(mainPhaseOf(B), atMain(A)), A, { classes: [cls] });
      let v: string;
      [s, v] = place(s, A, scriptedDef('vaporjet-shieldbearer'));
      const top = player(s, A).mainDeck[0]!;
      s = act(s, A, { type: 'attack', attacker: v });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      s = passUntil(s, (t) => t.pending?.kind === 'lookAtTop' || (!t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0));
      const looked = s.pending?.kind === 'lookAtTop';
      if (looked) {
        s = act(s, A, { type: 'chooseTarget', target: mill ? { kind: 'card', id: top } : null });
        if (s.pending?.kind === 'lookAtTop') s = act(s, A, { type: 'chooseTarget', target: null });
      }
      return [looked, player(s, A).graveyard.includes(top)];
    };
    expect(scriptedDef('vaporjet-shieldbearer').keywords).toContain('steadfast');
    expect(run('GUARDIAN', true)).toEqual([true, true]);
    expect(run('GUARDIAN', false)).toEqual([true, false]);
    expect(run('MAGE', true)).toEqual([false, false]);
  });
});

describe('thieving-cut', () => {
  it("'thieving-cut': Prepare 1; On Hit, if it was prepared, draw a card", () => {
    const run = (prepare: boolean) => {
      let s = edit(passUntil(mainPhaseOf(B), atMain(A)), (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 1; });
      s = asChampion(s, A, { classes: ['ASSASSIN'], level: 1 });
      s = fill(s, A, 3);
      const def = scriptedDef('thieving-cut');
      let c: string;
      [s, c] = addCard(withDef(s, def), A, def.slug);
      s = act(s, A, { type: 'activate', card: c });
      for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
        const legal = legalActions(s, A);
        const pick = legal.find((a) => a.type === 'declarePrepare' && a.prepare === prepare) ?? legal.find((a) => a.type === 'chooseReserve');
        if (!pick) break;
        s = act(s, A, pick);
      }
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      const h = player(s, A).hand.length;
      s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
      return [player(s, A).hand.length - h, champion(s, A).counters.preparation ?? 0, champion(s, B).damage > 0];
    };
    expect(run(true)).toEqual([1, 0, true]);
    expect(run(false)).toEqual([0, 1, true]);
  });
});

/** Alice activates `def` by brewing it with the herbs placed for it; the potion resolves. */
function brew(s: GameState, def: CardDef, herbs: string[]): GameState {
  for (const h of herbs) [s] = place(s, A, scriptedDef(h), { card: null } as never);
  let c: string;
  [s, c] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card: c });
  for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, A);
    const pick = legal.find((a) => a.type === 'declareBrew' && a.brew) ?? legal.find((a) => a.type === 'chooseIngredient') ?? legal.find((a) => a.type === 'chooseReserve');
    if (!pick) break;
    s = act(s, A, pick);
  }
  return settle(s);
}

const potionOf = (s: GameState, slug: string) => Object.values(s.objects).find((o) => o.def === slug)!;

describe('potion-of-healing', () => {
  it("'potion-of-healing': brewed from two Herbs; sacrifice it: recover 5", () => {
    let s = edit(mainPhaseOf(A), (t) => { t.objects[player(t, A).champion!]!.damage = 8; });
    s = brew(s, scriptedDef('potion-of-healing'), ['manaroot', 'springleaf']);
    const p = potionOf(s, 'potion-of-healing');
    expect(p.brewed).toBe(true);
    expect(Object.values(s.objects).some((o) => o.def === 'manaroot' || o.def === 'springleaf')).toBe(false);
    s = settle(act(s, A, { type: 'activateAbility', object: p.id, index: 0 }));
    expect(champion(s, A).damage).toBe(3);
    expect(s.field).not.toContain(p.id);
  });
});

describe('serum-of-wisdom', () => {
  it("'serum-of-wisdom': brewed from three Herbs; sacrifice it: glimpse 3, then draw a card into memory", () => {
    let s = brew(mainPhaseOf(A), scriptedDef('serum-of-wisdom'), ['manaroot', 'springleaf', 'blightroot']);
    const p = potionOf(s, 'serum-of-wisdom');
    const m = player(s, A).memory.length;
    s = act(s, A, { type: 'activateAbility', object: p.id, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect((s.pending as { cards: string[] }).cards).toHaveLength(3);
    s = settle(s);
    expect(player(s, A).memory.length).toBe(m + 1);
  });
});

describe('speed-potion', () => {
  it("'speed-potion': brewed, On Enter draws a card; sacrifice it: agility 3 for this turn", () => {
    let s = asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['WIND'] });
    const h = player(s, A).hand.length;
    s = brew(s, scriptedDef('speed-potion'), ['manaroot', 'springleaf']);
    expect(player(s, A).hand.length).toBe(h + 1); // the potion was added and left; one card drawn
    const p = potionOf(s, 'speed-potion');
    s = settle(act(s, A, { type: 'activateAbility', object: p.id, index: 1 }));
    expect((s.agility ?? []).filter((a) => a.player === A).reduce((n, a) => n + a.amount, 0)).toBe(3);
  });

  it("'speed-potion': paid with reserve instead, On Enter draws nothing", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['WIND'] }), A, 3);
    const h = player(s, A).hand.length;
    s = play(s, A, scriptedDef('speed-potion'));
    expect(player(s, A).hand.length).toBe(h - 3);
  });
});
