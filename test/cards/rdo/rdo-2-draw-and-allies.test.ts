// RDO helper 2: card draw and selection, Imbue allies, counters and keywords on allies.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { cardHasKeyword, conditionMet, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, playerTarget, settle } from '../amb/scenario.js';
import { atMain, mainPhaseOf } from '../doa/support.js';
import { fill, paid } from '../doa/round2-helpers.js';

const card = (slug: string, element: Element, types: CardDef['types'] = ['ACTION'], subtypes: string[] = []) =>
  defineCard({ slug, name: slug, types, subtypes, element, cost: reserve(1), power: types.includes('ALLY') ? 1 : null, life: types.includes('ALLY') ? 5 : null }, {});
const ally = (slug: string, subtypes: string[] = ['HUMAN']) => card(slug, 'NORM', ['ALLY'], subtypes);

/** Alice's main phase with an empty hand, then these cards in hand (to pay reserve costs with, in order). */
function withHand(s: GameState, defs: CardDef[]): GameState {
  s = edit(s, (t) => { player(t, A).hand = []; });
  for (const d of defs) [s] = addCard(withDef(s, d), A, d.slug);
  return s;
}

/** Alice's champion with these elements enabled (and a class). */
const el = (s: GameState, elements: Element[], cls = 'CLERIC') => asChampion(s, A, { classes: [cls], elements });
/** The six Herb tokens' definitions, so that gathering can summon them. */
const withHerbs = (s: GameState) => ['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'].reduce((t, h) => withDef(t, scriptedDef(h)), s);

const memoryOf = (s: GameState) => player(s, A).memory.length;
const handOf = (s: GameState) => player(s, A).hand.length;

describe('tera-sight', () => {
  it("'tera-sight': draws a card and goes to its owner's material deck preserved as it resolves", () => {
    let s = fill(el(mainPhaseOf(A), ['TERA']), A, 1);
    const before = handOf(s);
    const def = scriptedDef('tera-sight');
    let c: string;
    [s, c] = activate(s, A, def);
    s = settle(s);
    expect(handOf(s)).toBe(before + 1); // it costs 0: a card drawn, the card itself left the hand
    expect(player(s, A).materialDeck).toContain(c);
    expect(s.preserved ?? []).toContain(c);
    expect(player(s, A).graveyard).not.toContain(c);
  });
});

describe('neos-sight', () => {
  it("'neos-sight': draws a card, and one more into memory when you control eight or more objects", () => {
    const run = (allies: number) => {
      let s = el(mainPhaseOf(A), ['NEOS']);
      for (let i = 0; i < allies; i++) [s] = place(s, A, ally(`t-ally-${i}`));
      const [h, m] = [handOf(s), memoryOf(s)];
      s = play(s, A, scriptedDef('neos-sight'));
      return [handOf(s) - h, memoryOf(s) - m];
    };
    expect(run(7)).toEqual([1, 1]); // champion + 7 allies = 8 objects (it costs 0)
    expect(run(6)).toEqual([1, 0]);
  });
});

describe('roots-of-tomorrow', () => {
  it("'roots-of-tomorrow': the top card of your deck goes to your material deck preserved, then a card is drawn into memory", () => {
    let s = fill(el(mainPhaseOf(A), ['TERA']), A, 1);
    const top = player(s, A).mainDeck[0]!;
    const second = player(s, A).mainDeck[1]!;
    s = play(s, A, scriptedDef('roots-of-tomorrow'));
    expect(player(s, A).materialDeck).toContain(top);
    expect(s.preserved ?? []).toContain(top);
    expect(player(s, A).memory).toContain(second);
  });
});

describe('splashing-perch', () => {
  it("'splashing-perch': your champion becomes distant; if it already is, you draw a card instead", () => {
    let s = fill(el(mainPhaseOf(A), ['WATER']), A, 4);
    const h = handOf(s);
    s = play(s, A, scriptedDef('splashing-perch'));
    expect(champion(s, A).distant).toBe(true);
    expect(handOf(s)).toBe(h - 1); // one card paid, no draw
    s = play(s, A, scriptedDef('splashing-perch'));
    expect(handOf(s)).toBe(h - 1 - 1 + 1);
  });
});

describe('scientific-discoveries', () => {
  it("'scientific-discoveries': glimpse 3, then removing two enlighten counters draws a card into memory", () => {
    const run = (enlighten: number, accept: boolean) => {
      let s = fill(edit(mainPhaseOf(A), (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = enlighten; }), A, 1);
      const m = memoryOf(s);
      let c: string;
      [s, c] = activate(s, A, scriptedDef('scientific-discoveries'));
      s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
      expect((s.pending as { cards: string[] }).cards).toHaveLength(3);
      s = settle(s, { accept });
      void c;
      return [champion(s, A).counters.enlighten ?? 0, memoryOf(s) - m];
    };
    expect(run(2, true)).toEqual([0, 2]); // one paid + one drawn
    expect(run(2, false)).toEqual([2, 1]);
    expect(run(1, true)).toEqual([1, 1]);
  });
});

describe('shared-fervor', () => {
  it("'shared-fervor': each player draws a card into memory and you gain the Crowd's Favor status", () => {
    let s = fill(mainPhaseOf(A), A, 1);
    const [ma, mb] = [memoryOf(s), player(s, B).memory.length];
    s = play(s, A, scriptedDef('shared-fervor'));
    expect(memoryOf(s)).toBe(ma + 2); // one paid, one drawn
    expect(player(s, B).memory.length).toBe(mb + 1);
    expect(conditionMet(s, A, { kind: 'hasStatus', status: 'crowds-favor' })).toBe(true);
    expect(conditionMet(s, B, { kind: 'hasStatus', status: 'crowds-favor' })).toBe(false);
  });
});

describe('surging-search', () => {
  it("'surging-search': scavenge 6 finds an arcane card; Floating Memory only with the class bonus", () => {
    const arcane = card('t-arcane', 'ARCANE');
    let s = withDef(fill(asChampion(mainPhaseOf(A), A, { classes: ['MAGE'], elements: ['ARCANE'] }), A, 2), arcane);
    let c: string;
    [s, c] = addCard(s, A, arcane.slug, 'mainDeck');
    s = edit(s, (t) => { const p = player(t, A); p.mainDeck = [p.mainDeck[1]!, p.mainDeck[2]!, c, ...p.mainDeck.slice(3)]; });
    s = play(s, A, scriptedDef('surging-search'));
    expect(player(s, A).hand).toContain(c);
    const def = scriptedDef('surging-search');
    expect(cardHasKeyword(s, A, def, 'floatingMemory')).toBe(true);
    expect(cardHasKeyword(asChampion(s, A, { classes: ['WARRIOR'] }), A, def, 'floatingMemory')).toBe(false);
  });
});

describe('mnemonic-charm', () => {
  it("'mnemonic-charm': On Enter draws a card into memory; with the class bonus, sacrificing it Empowers 2", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'] }), A, 2);
    const m = memoryOf(s);
    s = play(s, A, scriptedDef('mnemonic-charm'));
    expect(memoryOf(s)).toBe(m + 3); // two paid, one drawn
    const charm = Object.values(s.objects).find((o) => o.def === 'mnemonic-charm')!;
    expect(legalActions(asChampion(s, A, { classes: ['WARRIOR'] }), A)).not.toContainEqual({ type: 'activateAbility', object: charm.id, index: 1 });
    s = settle(act(s, A, { type: 'activateAbility', object: charm.id, index: 1 }));
    expect(s.field).not.toContain(charm.id);
    expect((s.empower ?? []).filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0)).toBe(2);
  });
});

describe('windmill-engineer', () => {
  it("'windmill-engineer': imbued by two wind cards revealed as it is paid, On Enter draws a card into memory", () => {
    const run = (element: Element) => {
      let s = asChampion(mainPhaseOf(A), A, { classes: ['RANGER'], elements: ['WIND'] });
      s = withHand(s, [card('t-pay-1', element), card('t-pay-2', element)]);
      const m = memoryOf(s);
      s = play(s, A, scriptedDef('windmill-engineer'));
      return memoryOf(s) - m;
    };
    expect(run('WIND')).toBe(3);
    expect(run('FIRE')).toBe(2);
  });
});

describe('triumphant-mechanic', () => {
  it("'triumphant-mechanic': with three or more tokens, On Enter draws into memory and On Attack recovers 3", () => {
    const run = (tokens: number) => {
      let s = fill(el(mainPhaseOf(A), ['NEOS']), A, 3);
      for (let i = 0; i < tokens; i++) {
        let id: string;
        [s, id] = place(s, A, scriptedDef('automaton-drone'));
        s = edit(s, (t) => { t.objects[id]!.card = null; }); // a token has no card
      }
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
      const m = memoryOf(s);
      s = play(s, A, scriptedDef('triumphant-mechanic'));
      const drawn = memoryOf(s) - m - 3;
      const id = Object.values(s.objects).find((o) => o.def === 'triumphant-mechanic')!.id;
      s = passUntil(s, atMain(B));
      s = passUntil(s, atMain(A));
      s = act(s, A, { type: 'attack', attacker: id });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      s = settle(s);
      return [drawn, champion(s, A).damage];
    };
    expect(run(3)).toEqual([1, 2]);
    expect(run(2)).toEqual([0, 5]);
  });
});

describe('lunar-seer', () => {
  it("'lunar-seer': [Class Bonus] rest: glimpse 2; Starcalling (1)", () => {
    const def = scriptedDef('lunar-seer');
    expect(def.keywords).toContain('starcalling');
    expect(def.activationValues?.starcalling).toBe(1);
    let s = asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'] });
    let id: string;
    [s, id] = place(s, A, def);
    expect(legalActions(asChampion(s, A, { classes: ['MAGE'] }), A)).not.toContainEqual({ type: 'activateAbility', object: id, index: 0 });
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect((s.pending as { cards: string[] }).cards).toHaveLength(2);
    expect(s.objects[id]!.rested).toBe(true);
  });
});

describe('stellar-bloom', () => {
  it("'stellar-bloom': gathers four times; Starcalling (2) only with the class bonus", () => {
    let s = withHerbs(fill(el(mainPhaseOf(A), ['ASTRA']), A, 2));
    const before = s.field.length;
    s = play(s, A, scriptedDef('stellar-bloom'));
    expect(s.field.length - before).toBe(4);
    expect(s.field.slice(before).every((id) => s.objects[id]!.card === null)).toBe(true);
    const def = scriptedDef('stellar-bloom');
    expect(cardHasKeyword(asChampion(s, A, { classes: ['CLERIC'] }), A, def, 'starcalling')).toBe(true);
    expect(cardHasKeyword(asChampion(s, A, { classes: ['MAGE'] }), A, def, 'starcalling')).toBe(false);
  });
});

describe('waterveil-apostle', () => {
  it("'waterveil-apostle': a Cleric with four or more memory cards gathers as their recollection phase begins", () => {
    const run = (memory: number) => {
      let s = withHerbs(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'] }));
      [s] = place(s, A, scriptedDef('waterveil-apostle'));
      s = edit(s, (t) => { player(t, A).memory = []; });
      for (let i = 0; i < memory; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
      s = passUntil(s, atMain(B));
      const before = s.field.filter((id) => s.objects[id]!.controller === A).length;
      s = passUntil(s, atMain(A));
      return s.field.filter((id) => s.objects[id]!.controller === A).length - before;
    };
    expect(run(4)).toBe(1);
    expect(run(3)).toBe(0);
  });
});

describe('vantage-point', () => {
  it("'vantage-point': the target unit becomes distant; [Class Bonus] Ephemerate (2) from the graveyard", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['RANGER'] }), A, 4);
    let mine: string;
    [s, mine] = place(s, A, ally('t-ally'));
    s = play(s, A, scriptedDef('vantage-point'), [objectTarget(mine)]);
    expect(s.objects[mine]!.distant).toBe(true);
    const vp = player(s, A).graveyard.find((c) => s.cards[c]!.def === 'vantage-point')!;
    expect(legalActions(s, A)).toContainEqual({ type: 'ephemerate', card: vp });
    expect(legalActions(asChampion(s, A, { classes: ['MAGE'] }), A)).not.toContainEqual({ type: 'ephemerate', card: vp });
  });
});

describe('nimble-court-assassin', () => {
  it("'nimble-court-assassin': ambush and vigor; On Enter you gain agility 3 (three memory cards return at the end phase)", () => {
    let s = fill(el(mainPhaseOf(A), ['EXALTED']), A, 5);
    s = play(s, A, scriptedDef('nimble-court-assassin'));
    const id = Object.values(s.objects).find((o) => o.def === 'nimble-court-assassin')!.id;
    expect([hasKeyword(s, s.objects[id]!, 'ambush'), hasKeyword(s, s.objects[id]!, 'vigor')]).toEqual([true, true]);
    const m = memoryOf(s);
    expect(m).toBeGreaterThanOrEqual(5);
    s = settle(passUntil(s, (t) => t.pending?.kind === 'chooseMemory'));
    expect(memoryOf(s)).toBe(m - 3);
  });
});

describe('valiant-protector', () => {
  it("'valiant-protector': [Class Bonus] Bulwark: it enters with a bulwark counter only with a Guardian champion", () => {
    const run = (cls: string) => {
      let s = fill(asChampion(mainPhaseOf(A), A, { classes: [cls] }), A, 3);
      s = play(s, A, scriptedDef('valiant-protector'));
      return Object.values(s.objects).find((o) => o.def === 'valiant-protector')!.counters.bulwark ?? 0;
    };
    expect(run('GUARDIAN')).toBe(1);
    expect(run('WARRIOR')).toBe(0);
  });
});

describe('sanctified-paladin', () => {
  it("'sanctified-paladin': fostered, it gets +3/+3 and vigor", () => {
    let s = mainPhaseOf(A);
    let a: string, b: string;
    [s, a] = place(s, A, scriptedDef('sanctified-paladin'), { fostered: true });
    [s, b] = place(s, A, scriptedDef('sanctified-paladin'));
    expect([currentStat(s, s.objects[a]!, 'power'), currentStat(s, s.objects[a]!, 'life'), hasKeyword(s, s.objects[a]!, 'vigor')]).toEqual([3, 4, true]);
    expect([currentStat(s, s.objects[b]!, 'power'), currentStat(s, s.objects[b]!, 'life'), hasKeyword(s, s.objects[b]!, 'vigor')]).toEqual([0, 1, false]);
  });

  it("'sanctified-paladin': Foster; On Foster draws two cards", () => {
    const run = (withPaladin: boolean) => {
      let s = mainPhaseOf(A);
      if (withPaladin) [s] = place(s, A, scriptedDef('sanctified-paladin'));
      s = passUntil(s, atMain(B));
      s = passUntil(s, atMain(A));
      return [handOf(s), Object.values(s.objects).find((o) => o.def === 'sanctified-paladin')?.fostered ?? false];
    };
    const [without, withIt] = [run(false), run(true)];
    expect(withIt[1]).toBe(true);
    expect((withIt[0] as number) - (without[0] as number)).toBe(2);
  });
});

describe('proto-archive-scout', () => {
  it("'proto-archive-scout': stealth only while awake; +1 power while you control Proto Key Crest", () => {
    const crest = defineCard({ slug: 'proto-key-crest', name: 'Proto Key Crest', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {});
    let s = mainPhaseOf(A);
    let id: string;
    [s, id] = place(s, A, scriptedDef('proto-archive-scout'));
    expect([hasKeyword(s, s.objects[id]!, 'stealth'), currentStat(s, s.objects[id]!, 'power')]).toEqual([true, 2]);
    s = edit(s, (t) => { t.objects[id]!.rested = true; });
    expect(hasKeyword(s, s.objects[id]!, 'stealth')).toBe(false);
    [s] = place(s, A, crest);
    expect(currentStat(s, s.objects[id]!, 'power')).toBe(3);
  });
});

describe('protector-raccoon', () => {
  it("'protector-raccoon': rest: prevent the next 2 damage to a target Animal ally", () => {
    let s = mainPhaseOf(A);
    let r: string, animal: string, human: string;
    [s, r] = place(s, A, scriptedDef('protector-raccoon'));
    [s, animal] = place(s, A, ally('t-animal', ['ANIMAL']));
    [s, human] = place(s, A, ally('t-human'));
    s = act(s, A, { type: 'activateAbility', object: r, index: 0 });
    const legal = legalActions(s, A);
    expect(legal).toContainEqual({ type: 'chooseTarget', target: objectTarget(animal) });
    expect(legal).not.toContainEqual({ type: 'chooseTarget', target: objectTarget(human) });
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(animal) }));
    const bolt = defineCard({ slug: 't-bolt3', name: 'T Bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 3 }] });
    s = play(s, A, bolt, [objectTarget(animal)]);
    expect(s.objects[animal]!.damage).toBe(1);
  });

  it("'protector-raccoon': rest: target opponent banishes a card from their graveyard", () => {
    let s = mainPhaseOf(A);
    let r: string;
    [s, r] = place(s, A, scriptedDef('protector-raccoon'));
    [s] = addCard(s, B, 'smoke-out', 'graveyard');
    const g = player(s, B).graveyard.length;
    s = act(s, A, { type: 'activateAbility', object: r, index: 1 });
    s = settle(act(s, A, { type: 'chooseTarget', target: playerTarget(B) }));
    expect(player(s, B).graveyard.length).toBe(g - 1);
    expect(scriptedDef('protector-raccoon').keywords).toContain('fastActivation');
  });
});

describe('young-beastbonder', () => {
  it("'young-beastbonder': [Class Bonus] On Enter a buff counter on another ally you control, two on a Beast", () => {
    const run = (subtype: string, cls = 'TAMER') => {
      let s = fill(asChampion(mainPhaseOf(A), A, { classes: [cls] }), A, 2);
      let mine: string;
      [s, mine] = place(s, A, ally(`t-${subtype.toLowerCase()}`, [subtype]));
      s = play(s, A, scriptedDef('young-beastbonder'), [], { triggerTargets: [objectTarget(mine)] });
      return s.objects[mine]!.counters.buff ?? 0;
    };
    expect(run('BEAST')).toBe(2);
    expect(run('HUMAN')).toBe(1);
    expect(run('BEAST', 'MAGE')).toBe(0);
  });
});

describe('numinous-monk', () => {
  it("'numinous-monk': regalia you control have 'rest: as a Spell, 1 damage to target unit'", () => {
    const regalia = defineCard({ slug: 't-regalia', name: 'T Regalia', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 1 } }, {});
    let s = mainPhaseOf(A);
    let reg: string, foe: string;
    [s, reg] = place(s, A, regalia);
    [s, foe] = place(s, B, ally('t-foe'));
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === reg)).toBe(false);
    [s] = place(s, A, scriptedDef('numinous-monk'));
    const use = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === reg)!;
    expect(use).toBeDefined();
    s = act(s, A, use);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(foe) }));
    expect(s.objects[foe]!.damage).toBe(1);
    expect(s.objects[reg]!.rested).toBe(true);
  });
});

describe('reactivate-drone', () => {
  it("'reactivate-drone': summons a rested Automaton Drone with a buff counter; Ephemerate (2)", () => {
    let s = withDef(fill(el(mainPhaseOf(A), ['NEOS']), A, 4), scriptedDef('automaton-drone'));
    s = play(s, A, scriptedDef('reactivate-drone'));
    const drone = Object.values(s.objects).find((o) => o.def === 'automaton-drone')!;
    expect([drone.rested, drone.counters.buff]).toEqual([true, 1]);
    const c = player(s, A).graveyard.find((x) => s.cards[x]!.def === 'reactivate-drone')!;
    expect(legalActions(s, A)).toContainEqual({ type: 'ephemerate', card: c });
  });
});

describe('sudden-steel', () => {
  it("'sudden-steel': [Class Bonus] Efficiency: costs LV less with a Warrior champion", () => {
    const cost = (cls: string) => paid(fill(asChampion(passUntil(mainPhaseOf(B), atMain(A)), A, { classes: [cls], level: 3 }), A, 6), A, scriptedDef('sudden-steel'));
    expect(cost('WARRIOR')).toBe(3);
    expect(cost('MAGE')).toBe(6);
  });
});

describe('tidal-sweep', () => {
  it("'tidal-sweep': cleave; [Class Bonus] Floating Memory", () => {
    const def = scriptedDef('tidal-sweep');
    expect(def.keywords).toContain('cleave');
    const s = mainPhaseOf(A);
    expect(cardHasKeyword(asChampion(s, A, { classes: ['WARRIOR'] }), A, def, 'floatingMemory')).toBe(true);
    expect(cardHasKeyword(asChampion(s, A, { classes: ['MAGE'] }), A, def, 'floatingMemory')).toBe(false);
  });
});

describe('swerving-spring', () => {
  it("'swerving-spring': prevents the next 2 damage to the target; [Class Bonus] a preparation counter on your champion", () => {
    const run = (cls: string) => {
      let s = fill(asChampion(mainPhaseOf(A), A, { classes: [cls] }), A, 3);
      let mine: string;
      [s, mine] = place(s, A, ally('t-ally'));
      s = play(s, A, scriptedDef('swerving-spring'), [objectTarget(mine)]);
      const bolt = defineCard({ slug: 't-bolt3', name: 'T Bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 3 }] });
      s = play(s, A, bolt, [objectTarget(mine)]);
      return [s.objects[mine]!.damage, champion(s, A).counters.preparation ?? 0];
    };
    expect(run('ASSASSIN')).toEqual([1, 1]);
    expect(run('WARRIOR')).toEqual([1, 0]);
  });
});

describe('sacred-barrier', () => {
  it("'sacred-barrier': the next non-combat damage to each ally this turn has 4 prevented, once", () => {
    let s = fill(mainPhaseOf(A), A, 3);
    let mine: string, foe: string;
    [s, mine] = place(s, A, ally('t-ally'));
    [s, foe] = place(s, B, ally('t-foe'));
    s = play(s, A, scriptedDef('sacred-barrier'));
    const bolt = defineCard({ slug: 't-bolt5', name: 'T Bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 5 }] });
    s = play(s, A, bolt, [objectTarget(foe)]);
    expect(s.objects[foe]!.damage).toBe(1);
    s = play(s, A, bolt, [objectTarget(mine)]);
    expect(s.objects[mine]!.damage).toBe(1);
    s = play(s, A, bolt, [objectTarget(foe)]);
    expect(s.field.includes(foe)).toBe(false); // the second bolt is not prevented
    void actingPlayers; void payReserve;
  });
});
