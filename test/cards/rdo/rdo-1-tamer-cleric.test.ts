// rdo-1: Raccoons, Herbs, Potions, Fractals and other allies with triggers (cards with a printing in RDO).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { pendingEmpower } from '../../../src/engine/play/activation-keywords.js';
import { A, B, act, atMain, edit, mainPhaseOf, passUntil, player, resolveAll, withLevel } from '../doa/support.js';
import { as, bolt, chooseTriggerTarget, obj, place } from '../doa/round2-helpers.js';
import { addCards, aliceSecondTurn, answerMayOf, cast, castOnly, champ, controlled, withHerbTokens } from './rdo-1-support.js';

const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const herbCount = (s: GameState, who: string) => s.field.filter((id) => s.objects[id]!.controller === who && s.defs[s.objects[id]!.def]!.subtypes.includes('HERB')).length;
const raccoon = scriptedDef('banner-raccoon');

describe("'foraging-servant'", () => {
  const def = scriptedDef('foraging-servant');
  it('On Enter gathers; floating memory with the class bonus', () => {
    let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric'));
    s = resolveAll(castOnly(s, A, def));
    expect(herbCount(s, A)).toBe(1);
    expect(def.abilities[1]).toEqual({ kind: 'static', effect: { kind: 'keyword', keyword: 'floatingMemory' }, condition: { kind: 'classBonus' } });
  });
});

describe("'arthur-young-heir'", () => {
  const def = scriptedDef('arthur-young-heir');
  it('On Enter may rest to gain immortality until your next turn; while rested, other allies you control get +1 power', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'FIRE');
    let other: string;
    [s, other] = place(s, A, scriptedDef('bladed-riftseer'));
    let t = answerMayOf(castOnly(s, A, def), A, true);
    t = settle(t);
    const arthur = t.field.find((id) => t.objects[id]!.def === 'arthur-young-heir')!;
    expect(t.objects[arthur]!.rested).toBe(true);
    expect(hasKeyword(t, t.objects[arthur]!, 'immortality')).toBe(true);
    expect(power(t, other)).toBe(3);
    expect(power(t, arthur)).toBe(2);
    t = passUntil(t, atMain(B));
    expect(hasKeyword(t, t.objects[arthur]!, 'immortality')).toBe(true);
    t = passUntil(t, atMain(A));
    expect(hasKeyword(t, t.objects[arthur]!, 'immortality')).toBe(false);
    expect(power(t, other)).toBe(2); // awake again
    // Declined: no rest, no immortality.
    const u = settle(answerMayOf(castOnly(s, A, def), A, false));
    const a2 = u.field.find((id) => u.objects[id]!.def === 'arthur-young-heir')!;
    expect([u.objects[a2]!.rested, hasKeyword(u, u.objects[a2]!, 'immortality'), power(u, other)]).toEqual([false, false, 2]);
  });
});

describe("'bedivere-woodland-overseer'", () => {
  const def = scriptedDef('bedivere-woodland-overseer');
  it('taunt with another Animal or Beast ally; On Death (Tamer, level 3+) a buff counter on each Animal/Beast ally you control', () => {
    let s = as(mainPhaseOf(A), A, 'tamer');
    let b: string, r: string;
    [s, b] = place(s, A, def);
    expect(hasKeyword(s, s.objects[b]!, 'taunt')).toBe(false);
    [s, r] = place(s, A, raccoon);
    expect(hasKeyword(s, s.objects[b]!, 'taunt')).toBe(true);
    const die = (t: GameState) => cast(edit(t, (u) => { u.objects[b]!.damage = 3; }), A, bolt, [obj(b)]);
    expect(die(withLevel(s, A, 2)).objects[r]!.counters.buff).toBe(1);
    expect(die(s).objects[r]!.counters.buff).toBeUndefined(); // level 1
  });
});

describe("'buddy-raccoon'", () => {
  const def = scriptedDef('buddy-raccoon');
  it('fast activation for a Tamer; On Enter may return another target Raccoon ally you control to hand', () => {
    let s = as(mainPhaseOf(A), A, 'tamer');
    let r: string;
    [s, r] = place(s, A, raccoon);
    const card = s.objects[r]!.card!;
    s = castOnly(s, A, def);
    s = chooseTriggerTarget(s, A, obj(r));
    s = settle(answerMayOf(s, A, true));
    expect(s.field).not.toContain(r);
    expect(player(s, A).hand).toContain(card);
    // Fast activation for a Tamer: activated on the opponent's turn.
    let t = passUntil(as(mainPhaseOf(A), A, 'tamer'), atMain(B));
    t = act(t, B, { type: 'pass' });
    const u = addCards(t, A, 'buddy-raccoon', 1, 'hand', def);
    const c = player(u, A).hand.at(-1)!;
    expect(legalActions(u, A)).toContainEqual({ type: 'activate', card: c });
    expect(legalActions(as(u, A, 'mage'), A)).not.toContainEqual({ type: 'activate', card: c });
  });
});

describe("'ardent-cloudstriker'", () => {
  const def = scriptedDef('ardent-cloudstriker');
  it('On Attack: +3 power when your currents face West and it attacks a champion', () => {
    const run = (direction: 'west' | 'east', atAlly: boolean) => {
      let s = aliceSecondTurn(mainPhaseOf(A));
      s = edit(s, (t) => { t.masteries = { ...t.masteries, [A]: { def: 'shifting-currents', counters: {}, direction } }; });
      let c: string, foe: string;
      [s, c] = place(s, A, def, { enteredTurn: 0 });
      [s, foe] = place(s, B, scriptedDef('bladed-riftseer'));
      s = act(s, A, { type: 'attack', attacker: c });
      s = act(s, A, { type: 'chooseAttackTarget', target: atAlly ? foe : champ(s, B) });
      s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
      return attackPower(s);
    };
    expect([run('west', false), run('east', false), run('west', true)]).toEqual([6, 3, 3]);
  });
});

describe("'bandit-gaze-leader'", () => {
  const def = scriptedDef('bandit-gaze-leader');
  it('On Enter scavenges 6 for a Raccoon ally card; your Raccoon allies can rest to banish target card in a graveyard', () => {
    let s = as(mainPhaseOf(A), A, 'tamer');
    s = addCards(s, A, 'banner-raccoon', 1, 'mainDeck', raccoon);
    const found = player(s, A).mainDeck[0]!;
    s = addCards(s, A, 'smoke-out', 4, 'mainDeck');
    s = resolveAll(castOnly(s, A, def));
    expect(player(s, A).hand).toContain(found);
    let r: string;
    [s, r] = place(s, A, raccoon);
    s = addCards(s, B, 'smoke-out', 1, 'graveyard');
    const victim = player(s, B).graveyard.at(-1)!;
    const uses = legalActions(s, A).filter((a) => a.type === 'activateAbility' && a.object === r);
    expect(uses).toHaveLength(1);
    s = act(s, A, uses[0]!);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: victim } });
    s = settle(s);
    expect(player(s, B).banishment).toContain(victim);
    expect(s.objects[r]!.rested).toBe(true);
  });
});

describe("'fractal-of-mana'", () => {
  const def = scriptedDef('fractal-of-mana');
  it('reservable; rest: empower 1, with the class bonus only', () => {
    let s = as(mainPhaseOf(A), A, 'mage');
    let f: string;
    [s, f] = place(s, A, def);
    expect(legalActions(as(s, A, 'warrior'), A).some((a) => a.type === 'activateAbility' && a.object === f)).toBe(false);
    s = settle(act(s, A, { type: 'activateAbility', object: f, index: 0 }));
    expect(pendingEmpower(s, A)).toBe(1);
    expect(def.keywords).toContain('reservable');
  });
});

describe("'fractal-of-waves'", () => {
  const def = scriptedDef('fractal-of-waves');
  const champOf = (slug: string, level: number) =>
    defineCard({ slug, name: `Test ${slug}`, types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: level }, level, life: 25 }, {});
  /** Alice's champion is a level `from` test champion; at her next materialize phase she levels up into a level `into` one. */
  function levelUp(from: number, into: number, accept: boolean): [GameState, string] {
    let s = edit(mainPhaseOf(A), (t) => {
      t.defs['test-from'] = champOf('test-from', from);
      t.defs['test-into'] = champOf('test-into', into);
      t.objects[player(t, A).champion!]!.def = 'test-from';
    });
    let f: string;
    [s, f] = place(s, A, def);
    s = passUntil(s, atMain(B));
    s = addCards(s, A, 'smoke-out', 3, 'memory');
    s = addCards(s, A, 'test-into', 1, 'materialDeck');
    const card = player(s, A).materialDeck.at(-1)!;
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    s = act(s, A, { type: 'materialize', card });
    if (into === 3) s = answerMayOf(s, A, accept);
    return [settle(s), f];
  }
  it('when your champion levels up into a base level 3 champion, you may sacrifice it to draw two cards into memory', () => {
    const deck = (s: GameState) => player(s, A).mainDeck.length;
    const [yes, f] = levelUp(2, 3, true);
    const [no] = levelUp(2, 3, false);
    expect(yes.field).not.toContain(f);
    expect(no.field).toContain(f);
    expect(deck(no) - deck(yes)).toBe(2);
    const [lv2] = levelUp(1, 2, true);
    expect(lv2.field).toContain(f); // base level 2: no trigger
    expect(def.keywords).toContain('reservable');
  });
});

/** Activate `def` from hand, brewed with these ingredient objects; left on the stack. */
function brew(s: GameState, def: ReturnType<typeof scriptedDef>, ingredients: string[]): GameState {
  s = addCards(s, A, def.slug, 1, 'hand', def);
  s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
  s = act(s, A, { type: 'declareBrew', brew: true });
  for (const object of ingredients) s = act(s, A, { type: 'chooseIngredient', object });
  return s;
}
const herb = (s: GameState, slug: string): [GameState, string] => place(s, A, scriptedDef(slug));

describe("'fertile-grounds'", () => {
  const def = scriptedDef('fertile-grounds');
  it('at the beginning of your recollection phase, summons a token copy of an Herb item you control', () => {
    let s = withHerbTokens(mainPhaseOf(A));
    [s] = place(s, A, def);
    s = passUntil(s, atMain(B));
    expect(herbCount(s, A)).toBe(0);
    s = passUntil(s, atMain(A)); // no Herb: nothing
    expect(herbCount(s, A)).toBe(0);
    [s] = herb(s, 'manaroot');
    s = passUntil(passUntil(s, atMain(B)), (t) => t.pending?.kind === 'chooseObjects' || atMain(A)(t));
    if (s.pending?.kind === 'chooseObjects') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseTarget' && a.target !== null)!);
    s = passUntil(s, atMain(A));
    expect(controlled(s, A, 'manaroot')).toHaveLength(2);
  });
});

describe("'combustible-potion'", () => {
  const def = scriptedDef('combustible-potion');
  it('brewed from two Herbs, On Enter draws two and discards one; sacrificed, 2 damage to target unit', () => {
    let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric', 'FIRE'));
    let h1: string, h2: string;
    [s, h1] = herb(s, 'manaroot');
    [s, h2] = herb(s, 'fraysia');
    const [deck, grave] = [player(s, A).mainDeck.length, player(s, A).graveyard.length];
    s = brew(s, def, [h1, h2]);
    s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'chooseCard'));
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseCard')!); // the discard
    s = settle(s);
    expect(player(s, A).mainDeck.length).toBe(deck - 2);
    // The discarded card (the test's Herbs were placed with cards of their own).
    expect(player(s, A).graveyard.slice(grave).filter((c) => !['manaroot', 'fraysia'].includes(s.cards[c]!.def))).toHaveLength(1);
    const potion = controlled(s, A, 'combustible-potion')[0]!;
    s = act(s, A, { type: 'activateAbility', object: potion, index: 1 });
    s = settle(act(s, A, { type: 'chooseTarget', target: obj(champ(s, B)) }));
    expect(s.objects[champ(s, B)]!.damage).toBe(2);
    // Paid in full instead: no draw.
    let u = as(mainPhaseOf(A), A, 'cleric', 'FIRE');
    const d2 = player(u, A).mainDeck.length;
    u = settle(castOnly(u, A, def));
    expect(player(u, A).mainDeck.length).toBe(d2);
  });
});

describe("'empowering-tincture'", () => {
  const def = scriptedDef('empowering-tincture');
  it('brewed from a Manaroot and an Herb, draws into memory; sacrificed, +2 level this turn', () => {
    let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric'));
    let m: string, h: string;
    [s, m] = herb(s, 'manaroot');
    [s, h] = herb(s, 'blightroot');
    s = addCards(s, A, 'empowering-tincture', 1, 'hand', def);
    s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    s = act(s, A, { type: 'declareBrew', brew: true });
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseIngredient', object: m });
    s = act(s, A, { type: 'chooseIngredient', object: m });
    s = act(s, A, { type: 'chooseIngredient', object: h });
    const deck = player(s, A).mainDeck.length;
    const memory = player(s, A).memory.length;
    s = settle(s);
    expect([player(s, A).mainDeck.length, player(s, A).memory.length]).toEqual([deck - 1, memory + 1]);
    const level = championLevel(s, A);
    const t = controlled(s, A, 'empowering-tincture')[0]!;
    s = settle(act(s, A, { type: 'activateAbility', object: t, index: 1 }));
    expect(championLevel(s, A)).toBe(level + 2);
    s = passUntil(s, atMain(B));
    expect(championLevel(s, A)).toBe(level);
  });
});

describe("'blood-dragons-pact'", () => {
  const def = scriptedDef('blood-dragons-pact');
  it('Ally Link: the linked ally gets +4/+4; 4 unpreventable damage to your champion at the beginning of your end phase', () => {
    let s = as(mainPhaseOf(A), A, 'tamer', 'EXIA');
    let ally: string;
    [s, ally] = place(s, A, scriptedDef('bladed-riftseer'));
    s = cast(s, A, def, [obj(ally)]);
    expect([power(s, ally), currentStat(s, s.objects[ally]!, 'life')]).toEqual([6, 7]);
    s = passUntil(s, atMain(B));
    expect(s.objects[champ(s, A)]!.damage).toBe(4);
  });
});

describe("'apothecarys-harvest'", () => {
  const def = scriptedDef('apothecarys-harvest');
  it('summons one of each of the six Herb tokens', () => {
    let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric', 'EXALTED', 'WIND'));
    s = cast(s, A, def);
    expect(['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'].map((h) => controlled(s, A, h).length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(def.abilities[0]).toEqual({ kind: 'static', effect: { kind: 'keyword', keyword: 'fastActivation' }, condition: { kind: 'championBonus', name: 'Arisanna' } });
  });
});

describe("'essence-of-blizzards'", () => {
  const def = scriptedDef('essence-of-blizzards');
  it('sacrificed: 1 damage to target unit, 1 + LV to a rested one; allies enter the field rested this turn', () => {
    const run = (rested: boolean) => {
      let s = withLevel(as(mainPhaseOf(A), A, 'cleric', 'WATER'), A, 1);
      let e: string, foe: string;
      [s, e] = place(s, A, def);
      [s, foe] = place(s, B, scriptedDef('aesan-protector'), { rested });
      s = act(s, A, { type: 'activateAbility', object: e, index: 0 });
      s = settle(act(s, A, { type: 'chooseTarget', target: obj(foe) }));
      const dealt = s.objects[foe]!.damage;
      let ally: string;
      s = resolveAll(castOnly(s, A, scriptedDef('bladed-riftseer')));
      ally = controlled(s, A, 'bladed-riftseer')[0]!;
      return [dealt, s.objects[ally]!.rested, championLevel(s, A)];
    };
    const [d1, r1, lv] = run(true);
    expect([d1, r1]).toEqual([1 + (lv as number), true]);
    expect(run(false).slice(0, 2)).toEqual([1, true]);
  });
});

describe("'attune-with-the-winds'", () => {
  const def = scriptedDef('attune-with-the-winds');
  const melody = defineCard({ slug: 'test-melody', name: 'Melody', types: ['ACTION'], subtypes: ['TAMER', 'MELODY'], element: 'NORM', cost: { kind: 'reserve', value: 0 }, speed: true }, {});
  it('a buff counter on each ally you control; Harmonize (Tamer): draws if you activated a Melody card this turn', () => {
    const run = (cls: 'tamer' | 'mage', withMelody: boolean) => {
      let s = as(mainPhaseOf(A), A, cls, 'WIND');
      let mine: string, foe: string;
      [s, mine] = place(s, A, scriptedDef('bladed-riftseer'));
      [s, foe] = place(s, B, scriptedDef('bladed-riftseer'));
      if (withMelody) s = cast(s, A, melody);
      const deck = player(s, A).mainDeck.length;
      s = cast(s, A, def);
      return [s.objects[mine]!.counters.buff ?? 0, s.objects[foe]!.counters.buff ?? 0, deck - player(s, A).mainDeck.length];
    };
    expect(run('tamer', true)).toEqual([1, 0, 1]);
    expect(run('tamer', false)).toEqual([1, 0, 0]);
    expect(run('mage', true)).toEqual([1, 0, 0]);
  });
});

describe("'banner-slime'", () => {
  const def = scriptedDef('banner-slime');
  it('rest (Tamer): other Slime allies you control get +1 power this turn', () => {
    let s = as(mainPhaseOf(A), A, 'tamer');
    let banner: string, slime: string, other: string, foeSlime: string;
    [s, banner] = place(s, A, def);
    [s, slime] = place(s, A, def);
    [s, other] = place(s, A, raccoon);
    [s, foeSlime] = place(s, B, def);
    expect(legalActions(as(s, A, 'mage'), A).some((a) => a.type === 'activateAbility' && a.object === banner)).toBe(false);
    s = settle(act(s, A, { type: 'activateAbility', object: banner, index: 0 }));
    expect([power(s, banner), power(s, slime), power(s, other), power(s, foeSlime)]).toEqual([1, 2, 1, 1]);
    s = passUntil(s, atMain(B));
    expect(power(s, slime)).toBe(1);
  });
});
