// RDO helper 2: removal, damage and debuff cards (destroy by cost, Deluge, Prepare, counters, Ephemerate).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, settle } from '../amb/scenario.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill, paid } from '../doa/round2-helpers.js';

const item = (slug: string, cost: ReturnType<typeof reserve>, types: ('ITEM' | 'WEAPON' | 'DOMAIN')[] = ['ITEM'], regalia = false) =>
  defineCard({ slug, name: slug, types, supertypes: regalia ? ['REGALIA'] : [], element: 'NORM', cost, durability: types.includes('WEAPON') ? 2 : null }, {});
const ally = (slug: string, life = 6) => defineCard({ slug, name: slug, types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(2), power: 2, life }, {});

/** Which of these objects the card may target when activated (Alice's main phase). */
function targetable(s: GameState, slug: string, ids: string[]): string[] {
  const def = scriptedDef(slug);
  let card: string;
  [s, card] = addCard(withDef(s, def), A, slug);
  s = act(s, A, { type: 'activate', card });
  const legal = legalActions(s, A);
  return ids.filter((id) => legal.some((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === id));
}

const waterCard = defineCard({ slug: 't-water', name: 'T Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});

const onField = (s: GameState, id: string) => s.field.includes(id);

describe('reduce-to-ash', () => {
  it("'reduce-to-ash': destroys items/weapons costing memory 0 or reserve up to 4, nothing else", () => {
    let s = mainPhaseOf(A);
    let cheap: string, dear: string, mem0: string, mem1: string, foe: string;
    [s, cheap] = place(s, B, item('t-item-4', reserve(4)));
    [s, dear] = place(s, B, item('t-item-5', reserve(5)));
    [s, mem0] = place(s, B, item('t-weapon-m0', memory(0), ['WEAPON'], true));
    [s, mem1] = place(s, B, item('t-weapon-m1', memory(1), ['WEAPON'], true));
    [s, foe] = place(s, B, ally('t-ally'));
    expect(targetable(s, 'reduce-to-ash', [cheap, dear, mem0, mem1, foe])).toEqual([cheap, mem0]);
    s = play(s, A, scriptedDef('reduce-to-ash'), [objectTarget(cheap)]);
    expect(onField(s, cheap)).toBe(false);
    expect(player(s, B).graveyard).toContain(s.cards[player(s, B).graveyard.at(-1)!] ? player(s, B).graveyard.at(-1) : '');
  });
});

describe('spurn-to-ash', () => {
  it("'spurn-to-ash': destroys a regalia with memory cost 1 or less; a non-regalia or a dearer regalia can't be targeted", () => {
    let s = mainPhaseOf(A);
    let m1: string, m2: string, plain: string;
    [s, m1] = place(s, B, item('t-regalia-m1', memory(1), ['WEAPON'], true));
    [s, m2] = place(s, B, item('t-regalia-m2', memory(2), ['WEAPON'], true));
    [s, plain] = place(s, B, item('t-item-1', reserve(1)));
    expect(targetable(s, 'spurn-to-ash', [m1, m2, plain])).toEqual([m1]);
    s = play(s, A, scriptedDef('spurn-to-ash'), [objectTarget(m1)]);
    expect(onField(s, m1)).toBe(false);
  });
});

describe('meltdown', () => {
  it("'meltdown': destroys a domain, item or weapon, not an ally; at level 2+ it costs 1 less", () => {
    let s = mainPhaseOf(A);
    let dom: string, foe: string;
    [s, dom] = place(s, B, item('t-domain', reserve(3), ['DOMAIN']));
    [s, foe] = place(s, B, ally('t-ally'));
    expect(targetable(s, 'meltdown', [dom, foe])).toEqual([dom]);
    const cost = (level: number) => paid(fill(asChampion(s, A, { classes: ['CLERIC'], elements: ['FIRE'], level }), A, 5), A, scriptedDef('meltdown'), [objectTarget(dom)]);
    const [at1, at2] = [cost(1), cost(2)];
    expect([at1, at2]).toEqual([4, 3]);
    s = play(asChampion(s, A, { classes: ['CLERIC'], elements: ['FIRE'], level: 2 }), A, scriptedDef('meltdown'), [objectTarget(dom)]);
    expect(onField(s, dom)).toBe(false);
  });
});

describe('unbroken-mustang', () => {
  it("'unbroken-mustang': On Enter destroys at most one item/weapon costing memory 0 or reserve up to 3", () => {
    let s = mainPhaseOf(A);
    let three: string, four: string;
    [s, three] = place(s, B, item('t-item-3', reserve(3)));
    [s, four] = place(s, B, item('t-item-4', reserve(4)));
    s = play(s, A, scriptedDef('unbroken-mustang'), [], { triggerTargets: [objectTarget(three)] });
    expect(onField(s, three)).toBe(false);
    expect(onField(s, four)).toBe(true);
    // Up to one: with no target left it still enters, nothing else happens.
    let [s2] = activate(fill(mainPhaseOf(A), A, 4), A, scriptedDef('unbroken-mustang'));
    s2 = passUntil(s2, (t) => t.pending?.kind === 'triggerTargets');
    s2 = settle(act(s2, A, { type: 'chooseTarget', target: null }));
    expect(Object.values(s2.objects).some((o) => o.def === 'unbroken-mustang')).toBe(true);
  });
});

describe('varuckan-acolyte', () => {
  it("'varuckan-acolyte': On Enter destroys a regalia with memory cost 0 (even your own, if it is the only one)", () => {
    let s = mainPhaseOf(A);
    let mine: string, dear: string;
    [s, mine] = place(s, A, item('t-regalia-m0', memory(0), ['WEAPON'], true));
    [s, dear] = place(s, B, item('t-regalia-m1', memory(1), ['WEAPON'], true));
    expect(targetable(s, 'varuckan-acolyte', [mine, dear])).toEqual([]); // On Enter targets, not the activation
    s = play(s, A, scriptedDef('varuckan-acolyte'), [], { triggerTargets: [objectTarget(mine)] });
    expect(onField(s, mine)).toBe(false);
    expect(onField(s, dear)).toBe(true);
  });

  it("'varuckan-acolyte': [Level 3+] it gets +3 power", () => {
    const power = (level: number) => {
      const [s, id] = place(asChampion(mainPhaseOf(A), A, { level }), A, scriptedDef('varuckan-acolyte'));
      return currentStat(s, s.objects[id]!, 'power');
    };
    expect(power(2)).toBe(0);
    expect(power(3)).toBe(3);
  });
});

describe('liquidation', () => {
  it("'liquidation': Deluge 10: 7 damage to the target only with ten or more water cards in your graveyard", () => {
    const run = (water: number) => {
      let s = asChampion(mainPhaseOf(A), A, { classes: ['MAGE'], elements: ['WATER'] });
      let foe: string;
      [s, foe] = place(s, B, ally('t-big', 10));
      s = withDef(s, waterCard);
      for (let i = 0; i < water; i++) [s] = addCard(s, A, waterCard.slug, 'graveyard');
      for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
      s = play(s, A, scriptedDef('liquidation'), [objectTarget(foe)]);
      return s.objects[foe]!.damage;
    };
    expect(run(10)).toBe(7);
    expect(run(9)).toBe(0);
  });
});

describe('planted-explosive', () => {
  it("'planted-explosive': 2 damage, or 4 if prepared (one preparation counter removed as it is activated)", () => {
    const run = (prepare: boolean) => {
      let s = edit(mainPhaseOf(A), (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 1; });
      let foe: string;
      [s, foe] = place(s, B, ally('t-big', 10));
      for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
      let card: string;
      [s, card] = addCard(withDef(s, scriptedDef('planted-explosive')), A, 'planted-explosive');
      s = act(s, A, { type: 'activate', card });
      s = act(s, A, { type: 'declarePrepare', prepare });
      s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
      s = settle(payReserve(s, A));
      return [s.objects[foe]!.damage, champion(s, A).counters.preparation ?? 0];
    };
    expect(run(true)).toEqual([4, 0]);
    expect(run(false)).toEqual([2, 1]);
  });
});

describe('manifest-threat', () => {
  it("'manifest-threat': a debuff counter on an ally without one; destroys an ally that already has one", () => {
    let s = mainPhaseOf(A);
    let foe: string;
    [s, foe] = place(s, B, ally('t-ally'));
    for (let i = 0; i < 8; i++) [s] = addCard(s, A, 'smoke-out');
    s = play(s, A, scriptedDef('manifest-threat'), [objectTarget(foe)]);
    expect(s.objects[foe]!.counters.debuff).toBe(1);
    s = play(s, A, scriptedDef('manifest-threat'), [objectTarget(foe)]);
    expect(onField(s, foe)).toBe(false);
    expect(scriptedDef('manifest-threat').keywords).toContain('floatingMemory');
  });
});

describe('liturgy-of-corruption', () => {
  it("'liturgy-of-corruption': one buff counter; a fostered ally gets two more and your champion takes 6 unpreventable damage", () => {
    const run = (fostered: boolean) => {
      let s = mainPhaseOf(A);
      let mine: string;
      [s, mine] = place(s, A, ally('t-ally'), fostered ? { fostered: true } : {});
      for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
      s = play(s, A, scriptedDef('liturgy-of-corruption'), [objectTarget(mine)]);
      return [s.objects[mine]!.counters.buff ?? 0, champion(s, A).damage];
    };
    expect(run(false)).toEqual([1, 0]);
    expect(run(true)).toEqual([3, 6]);
  });
});

describe('mystic-purifier', () => {
  it("'mystic-purifier': On Enter, paying (2) destroys a target phantasia; declining leaves it", () => {
    const phantasia = defineCard({ slug: 't-phantasia', name: 'T Phantasia', types: ['PHANTASIA'], element: 'NORM', cost: reserve(2) }, {});
    const run = (accept: boolean) => {
      let s = mainPhaseOf(A);
      let ph: string;
      [s, ph] = place(s, B, phantasia);
      for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
      [s] = activate(s, A, scriptedDef('mystic-purifier'));
      s = passUntil(s, (t) => t.pending?.kind === 'payToDo');
      const memory = player(s, A).memory.length;
      if (accept) {
        for (let i = 0; i < 2; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
      } else s = act(s, A, { type: 'mayAnswer', accept: false });
      s = settle(s, { targets: [objectTarget(ph)] });
      return [onField(s, ph), player(s, A).memory.length - memory];
    };
    expect(run(false)).toEqual([true, 0]);
    expect(run(true)).toEqual([false, 2]);
  });
});

describe('volnia', () => {
  it("'volnia': sacrifice it for 1 damage, or pay (4) and sacrifice it for 4 damage", () => {
    const run = (index: number) => {
      let s = mainPhaseOf(A);
      let foe: string, v: string;
      [s, foe] = place(s, B, ally('t-big', 10));
      [s, v] = place(s, A, scriptedDef('volnia'));
      for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
      s = act(s, A, { type: 'activateAbility', object: v, index });
      s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
      s = settle(payReserve(s, A));
      return [s.objects[foe]!.damage, onField(s, v)];
    };
    expect(run(0)).toEqual([1, false]);
    expect(run(1)).toEqual([4, false]);
  });
});

describe('visceral-inversion', () => {
  const brute = defineCard({ slug: 't-brute', name: 'T Brute', types: ['ALLY'], element: 'NORM', cost: reserve(2), power: 6, life: 6 }, {});
  /** Bob attacks Alice's champion with a 6/6 ally; Alice answers with Visceral Inversion from hand or graveyard. */
  const run = (fromGraveyard: boolean) => {
    let s = fill(asChampion(mainPhaseOf(B), A, { classes: ['CLERIC'], elements: ['UMBRA'] }), A, 4);
    let foe: string;
    [s, foe] = place(s, B, brute);
    const def = scriptedDef('visceral-inversion');
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug, fromGraveyard ? 'graveyard' : 'hand');
    s = act(s, B, { type: 'attack', attacker: foe });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    while (actingPlayers(s)[0] !== A) s = act(s, actingPlayers(s)[0]!, { type: 'pass' });
    s = act(s, A, fromGraveyard ? { type: 'ephemerate', card } : { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    s = payReserve(s, A);
    while (s.stack.length > 0) s = act(s, actingPlayers(s)[0]!, { type: 'pass' });
    const o = s.objects[foe]!;
    return [currentStat(s, o, 'power'), currentStat(s, o, 'life')];
  };
  it("'visceral-inversion': the attacking ally gets -5 power until end of turn", () => {
    expect(run(false)).toEqual([1, 6]);
  });
  it("'visceral-inversion': activated from the graveyard (ephemeral), the ally gets -5 life instead", () => {
    expect(run(true)).toEqual([6, 1]);
  });
});
