// h5-u-mrc: more Mercurial Heart cards (graveyard costs, keywords granted, counters on chosen objects).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { fixtureDef } from '../../../src/cards/fixtures/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, champion, edit, mainPhaseOf, passUntil, payReserve, player, resolveAll, withDef } from '../doa/support.js';
import { as, fill, obj, place, power } from '../doa/round2-helpers.js';
import { floatsFor } from '../doa/round3-helpers.js';
import { cast, champ, controlled, withHerbTokens } from '../rdo/rdo-1-support.js';
import { activatePaying } from './h5-mrc-support.js';

const cell = fixtureDef('powercell');
const drone = scriptedDef('automaton-drone');
const human = scriptedDef('bladed-riftseer');
const automaton = defineCard({ slug: 'test-automaton', name: 'Automaton', types: ['ALLY'], subtypes: ['AUTOMATON'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const floater = defineCard({ slug: 'test-floater', name: 'Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { keywords: ['floatingMemory'] });
const spell = defineCard({ slug: 'test-spell', name: 'Spell', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), speed: true }, {});
const skill = defineCard({ slug: 'test-skill', name: 'Skill', types: ['ACTION'], subtypes: ['SKILL'], element: 'NORM', cost: reserve(0), speed: true }, {});

/** Pass until nothing is waiting, answering "may", trigger targets (from `targets`, then none) and graveyard picks (`pick`). */
function settleWith(s: GameState, who: PlayerId, accept: boolean, targets: (ChosenTarget | null)[] = [], pick?: (s: GameState) => string | null): GameState {
  const queue = [...targets];
  const asks = ['may', 'triggerTargets', 'banishFromGraveyard', 'chooseObjects', 'returnFromGraveyard', 'countersOnChosen'];
  for (let i = 0; i < 60; i++) {
    s = passUntil(s, (t) => asks.includes(t.pending?.kind ?? '') || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    const kind = s.pending?.kind;
    if (kind === 'may') s = act(s, who, { type: 'mayAnswer', accept });
    else if (kind === 'triggerTargets') s = act(s, who, { type: 'chooseTarget', target: queue.shift() ?? null });
    else if (kind) {
      const legal = legalActions(s, who);
      const id = pick ? pick(s) : null;
      const choice = legal.find((a) => (a.type === 'chooseTarget' && a.target?.id === id) || ((a as { card?: string }).card === id && id !== null) || ((a as { object?: string }).object === id && id !== null))
        ?? legal.find((a) => (a.type === 'chooseTarget' && a.target === null) || ((a as { card?: string | null }).card === null) || ((a as { object?: string | null }).object === null));
      if (!choice) throw new Error(`no answer for ${kind}: ${JSON.stringify(legal)}`);
      s = act(s, who, choice);
    } else return s;
  }
  return s;
}
const playWith = (s: GameState, def: CardDef, accept: boolean, triggerTargets: (ChosenTarget | null)[] = [], targets: ChosenTarget[] = [], pick?: (s: GameState) => string | null) =>
  settleWith(activateFromHand(fill(s, A, 8), A, def, targets)[0], A, accept, triggerTargets, pick);
const graveCard = (slug: string) => (s: GameState) => player(s, A).graveyard.find((c) => s.cards[c]!.def === slug) ?? null;

describe("'imperial-apprentice'", () => {
  const def = scriptedDef('imperial-apprentice');
  it('whenever you activate a Spell card you may banish a Floating Memory card from your graveyard to draw; Mage Floating Memory', () => {
    const run = (card: CardDef, accept: boolean) => {
      let s = withDef(mainPhaseOf(A), floater);
      [s] = place(s, A, def);
      [s] = addCard(s, A, floater.slug, 'graveyard');
      const hand = player(s, A).hand.length;
      s = settleWith(activateFromHand(s, A, card)[0], A, accept, [], accept ? graveCard(floater.slug) : undefined);
      return [player(s, A).hand.length - hand, player(s, A).banishment.length];
    };
    expect(run(spell, true)).toEqual([1, 1]);
    expect(run(spell, false)).toEqual([0, 0]);
    expect(run(skill, true)).toEqual([0, 0]);
    expect(floatsFor(def, 'mage')).toBe(true);
    expect(floatsFor(def, 'warrior')).toBe(false);
  });
});

describe("'portside-pirate'", () => {
  const def = scriptedDef('portside-pirate');
  it('with the Assassin bonus: banish a Floating Memory card from your graveyard: a buff counter and stealth until end of turn', () => {
    const run = (cls: 'assassin' | 'warrior', graveyard: CardDef | null) => {
      let s = as(withDef(mainPhaseOf(A), floater), A, cls);
      let me: string;
      [s, me] = place(s, A, def);
      if (graveyard) [s] = addCard(withDef(s, graveyard), A, graveyard.slug, 'graveyard');
      const can = legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === me);
      if (!can) return [false];
      s = act(s, A, { type: 'activateAbility', object: me, index: 0 });
      for (let i = 0; i < 5 && s.pending?.kind === 'activation'; i++) {
        const legal = legalActions(s, A);
        s = act(s, A, legal.find((a) => a.type === 'chooseCostPart') ?? legal[0]!);
      }
      s = resolveAll(s);
      return [true, s.objects[me]!.counters.buff, hasKeyword(s, s.objects[me]!, 'stealth'), player(s, A).banishment.length];
    };
    expect(run('assassin', floater)).toEqual([true, 1, true, 1]);
    expect(run('assassin', human)).toEqual([false]);
    expect(run('warrior', floater)).toEqual([false]);
  });
});

describe("'twilight-slime'", () => {
  const def = scriptedDef('twilight-slime');
  const slime = defineCard({ slug: 'test-slime', name: 'Slime', types: ['ALLY'], subtypes: ['SLIME'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
  it('with the Tamer bonus your champion and other Slimes you control have spellshroud; pride 3', () => {
    const run = (cls: 'tamer' | 'warrior') => {
      let s = as(mainPhaseOf(A), A, cls, 'ASTRA');
      let me: string, other: string, theirs: string;
      [s, me] = place(s, A, def);
      [s, other] = place(s, A, slime);
      [s, theirs] = place(s, B, slime);
      return [champion(s, A), s.objects[me]!, s.objects[other]!, s.objects[theirs]!].map((o) => hasKeyword(s, o, 'spellshroud'));
    };
    expect(run('tamer')).toEqual([true, false, true, false]);
    expect(run('warrior')).toEqual([false, false, false, false]);
    expect(def.keywordValues?.pride).toBe(3);
  });
});

describe("'water-herbs'", () => {
  const def = scriptedDef('water-herbs');
  it('the chosen player mills two; a Cleric also gathers once', () => {
    const run = (cls: 'cleric' | 'warrior') => {
      let s = withHerbTokens(as(mainPhaseOf(A), A, cls, 'WATER'));
      const grave = player(s, B).graveyard.length;
      s = cast(s, A, def, [{ kind: 'player', id: B }]);
      return [player(s, B).graveyard.length - grave, s.field.filter((id) => s.defs[s.objects[id]!.def]?.subtypes.includes('HERB')).length];
    };
    expect(run('cleric')).toEqual([2, 1]);
    expect(run('warrior')).toEqual([2, 0]);
  });
});

describe("'automaton-beastkeeper'", () => {
  const def = scriptedDef('automaton-beastkeeper');
  const beast = defineCard({ slug: 'test-beast', name: 'Beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
  it('a Tamer may move a Beast ally card from graveyard to memory', () => {
    const run = (cls: 'tamer' | 'warrior', accept: boolean) => {
      let s = as(withDef(mainPhaseOf(A), beast), A, cls);
      let card: string;
      [s, card] = addCard(s, A, beast.slug, 'graveyard');
      s = playWith(s, def, accept, [], [], () => card);
      return player(s, A).memory.includes(card);
    };
    expect(run('tamer', true)).toBe(true);
    expect(run('tamer', false)).toBe(false);
    expect(run('warrior', true)).toBe(false);
  });
});

describe("'overlord-mk-iii'", () => {
  const def = scriptedDef('overlord-mk-iii');
  it('sacrifices four Powercells as it is activated; intercept, spellshroud, steadfast, true sight', () => {
    let s = mainPhaseOf(A);
    const cells: string[] = [];
    for (let i = 0; i < 3; i++) { let c: string; [s, c] = place(s, A, cell); cells.push(c); }
    const [t0, card0] = addCard(withDef(fill(s, A, 6), def), A, def.slug);
    expect(legalActions(t0, A).some((a) => a.type === 'activate' && a.card === card0)).toBe(false);
    let c: string;
    [s, c] = place(s, A, cell);
    cells.push(c);
    s = resolveAll(activatePaying(fill(s, A, 6), A, def, cells));
    expect(cells.every((id) => !s.objects[id])).toBe(true);
    const me = controlled(s, A, def.slug)[0]!;
    expect(['intercept', 'spellshroud', 'steadfast', 'trueSight'].every((k) => hasKeyword(s, s.objects[me]!, k as never))).toBe(true);
  });
  it('your end phase: optionally banish an Automaton card from the graveyard for a buff counter and a draw', () => {
    const run = (grave: CardDef, accept: boolean) => {
      let s = withDef(mainPhaseOf(A), grave);
      let me: string, card: string;
      [s, me] = place(s, A, def);
      [s, card] = addCard(s, A, grave.slug, 'graveyard');
      const hand = player(s, A).hand.length;
      s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard' || t.players[t.turnPlayer]!.id === B);
      if (s.pending?.kind === 'banishFromGraveyard') {
        const legal = legalActions(s, A);
        s = act(s, A, legal.find((a) => a.type === 'chooseTarget' && (accept ? a.target?.id === card : a.target === null))!);
      }
      s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
      return [s.objects[me]!.counters.buff ?? 0, player(s, A).banishment.includes(card), player(s, A).hand.length - hand];
    };
    expect(run(automaton, true)).toEqual([1, true, 1]);
    expect(run(automaton, false)).toEqual([0, false, 0]);
    expect(run(human, true)).toEqual([0, false, 0]);
  });
});

describe("'winbless-rangefinder'", () => {
  const def = scriptedDef('winbless-rangefinder');
  it('On Enter another target unit you control becomes distant, with a buff counter if it is an Automaton ally; Ranger Floating Memory', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'WIND');
    let bot: string, man: string;
    [s, bot] = place(s, A, automaton);
    [s, man] = place(s, A, human);
    let t = playWith(s, def, false, [obj(bot)]);
    expect([t.objects[bot]!.distant, t.objects[bot]!.counters.buff]).toEqual([true, 1]);
    t = playWith(s, def, false, [obj(man)]);
    expect([t.objects[man]!.distant, t.objects[man]!.counters.buff ?? 0]).toEqual([true, 0]);
    t = playWith(s, def, false, [obj(champ(s, A))]);
    expect(champion(t, A).distant).toBe(true);
    expect(floatsFor(def, 'ranger')).toBe(true);
    expect(floatsFor(def, 'warrior')).toBe(false);
  });
});

describe("'charged-hunter'", () => {
  const def = scriptedDef('charged-hunter');
  it('with the Ranger bonus it becomes distant if you control another Automaton ally or a Powercell (the subtype: ruling)', () => {
    const run = (cls: 'ranger' | 'warrior', other?: CardDef) => {
      let s = as(mainPhaseOf(A), A, cls);
      if (other) [s] = place(s, A, other);
      s = playWith(s, def, false);
      return s.objects[controlled(s, A, def.slug)[0]!]!.distant ?? false;
    };
    expect(run('ranger')).toBe(false);
    expect(run('ranger', automaton)).toBe(true);
    expect(run('ranger', cell)).toBe(true);
    expect(run('ranger', defineCard({ slug: 'test-cell-item', name: 'Cell Item', types: ['ITEM'], subtypes: ['POWERCELL'], element: 'NORM', cost: reserve(1) }, {}))).toBe(true);
    expect(run('ranger', human)).toBe(false);
    expect(run('warrior', automaton)).toBe(false);
  });
});

describe("'spirited-falconer'", () => {
  const def = scriptedDef('spirited-falconer');
  const animal = defineCard({ slug: 'test-animal', name: 'Animal', types: ['ALLY'], subtypes: ['ANIMAL'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
  const beast = defineCard({ slug: 'test-beast', name: 'Beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
  it('a Tamer puts buff counters on at most two targeted Animal or Beast allies', () => {
    let s = as(mainPhaseOf(A), A, 'tamer', 'WIND');
    let a: string, b: string;
    [s, a] = place(s, A, animal);
    [s, b] = place(s, B, beast);
    const t = playWith(s, def, false, [obj(a), obj(b)]);
    expect([t.objects[a]!.counters.buff, t.objects[b]!.counters.buff]).toEqual([1, 1]);
    const none = playWith(as(s, A, 'warrior', 'WIND'), def, false, [obj(a), obj(b)]);
    expect([none.objects[a]!.counters.buff ?? 0, none.objects[b]!.counters.buff ?? 0]).toEqual([0, 0]);
  });
});

describe("'critical-recovery'", () => {
  const def = scriptedDef('critical-recovery');
  it('removes all damage from the target ally; an Automaton also gets a buff counter', () => {
    let s = mainPhaseOf(A);
    let bot: string, man: string;
    [s, bot] = place(s, A, automaton, { damage: 2 });
    [s, man] = place(s, A, human, { damage: 1 });
    let t = cast(s, A, def, [obj(bot)]);
    expect([t.objects[bot]!.damage, t.objects[bot]!.counters.buff]).toEqual([0, 1]);
    t = cast(s, A, def, [obj(man)]);
    expect([t.objects[man]!.damage, t.objects[man]!.counters.buff ?? 0]).toEqual([0, 0]);
  });
});

describe("'throne-sentinel'", () => {
  const def = scriptedDef('throne-sentinel');
  it('enters rested (hindered); On Enter token allies you control get +1 power this turn, and it wakes with three or more tokens', () => {
    const run = (tokens: number) => {
      let s = withDef(as(mainPhaseOf(A), A, 'guardian', 'NEOS'), drone);
      const ids: string[] = [];
      for (let i = 0; i < tokens; i++) { let d: string; [s, d] = place(s, A, drone, { card: null } as never); ids.push(d); }
      let man: string;
      [s, man] = place(s, A, human);
      s = playWith(s, def, false);
      const me = controlled(s, A, def.slug)[0]!;
      return [s.objects[me]!.rested, ids.map((d) => power(s, d)), power(s, man) === human.power, hasKeyword(s, s.objects[me]!, 'taunt')];
    };
    expect(run(2)).toEqual([true, [drone.power! + 1, drone.power! + 1], true, true]);
    expect(run(3)[0]).toBe(false);
  });
  it('the three tokens that wake it need not be allies (ruling)', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'NEOS');
    for (let i = 0; i < 3; i++) [s] = place(s, A, cell, { card: null } as never);
    s = playWith(s, def, false);
    expect(s.objects[controlled(s, A, def.slug)[0]!]!.rested).toBe(false);
  });
  it('(2), rest: your champion gains spellshroud until end of turn', () => {
    let s = mainPhaseOf(A);
    let me: string;
    [s, me] = place(s, A, def);
    s = fill(s, A, 2);
    s = resolveAll(payReserve(act(s, A, { type: 'activateAbility', object: me, index: 1 }), A));
    expect(s.objects[me]!.rested).toBe(true);
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(true);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(false);
  });
});

describe("'arsenal-keeper'", () => {
  const def = scriptedDef('arsenal-keeper');
  const sword = defineCard({ slug: 'test-sword', name: 'Sword', types: ['WEAPON'], subtypes: ['SWORD'], element: 'NORM', cost: reserve(1), power: 1, durability: 2 }, {});
  it('with the Warrior bonus you may take 2 damage from it to put a durability counter on a weapon you control', () => {
    const run = (cls: 'warrior' | 'guardian', accept: boolean) => {
      let s = withDef(as(mainPhaseOf(A), A, cls, 'FIRE'), sword);
      let w: string;
      [s, w] = place(s, A, sword);
      const before = s.objects[w]!.counters.durability ?? 0;
      s = playWith(s, def, accept, [], [], () => w);
      return [champion(s, A).damage, (s.objects[w]!.counters.durability ?? 0) - before];
    };
    expect(run('warrior', true)).toEqual([2, 1]);
    expect(run('warrior', false)).toEqual([0, 0]);
    expect(run('guardian', true)).toEqual([0, 0]);
  });
});

describe("'andronika-eternal-herald'", () => {
  const def = scriptedDef('andronika-eternal-herald');
  it('activated paying with three wind cards it enters imbued (the reserved cards are face up: ruling)', () => {
    const windCard = defineCard({ slug: 'test-wind', name: 'Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
    const run = (payWith: CardDef) => {
      let s = as(mainPhaseOf(A), A, 'warrior', 'WIND');
      s = edit(withDef(s, payWith), (t) => { player(t, A).hand = []; });
      for (let i = 0; i < 3; i++) [s] = addCard(s, A, payWith.slug);
      s = settleWith(payReserve(activateFromHand(s, A, def)[0], A), A, false);
      const me = controlled(s, A, def.slug)[0]!;
      return [s.objects[me]!.imbued ?? false, power(s, me)];
    };
    expect(run(windCard)).toEqual([true, 2]);
    expect(run(human)).toEqual([false, 1]);
  });
  it('imbued: +1 power, +1 life and vigor (cards reserved face up: ruling)', () => {
    let s = mainPhaseOf(A);
    let plainOne: string, imbuedOne: string;
    [s, plainOne] = place(s, A, def);
    [s, imbuedOne] = place(s, A, def, { imbued: true });
    expect([power(s, plainOne), power(s, imbuedOne)]).toEqual([1, 2]);
    expect([hasKeyword(s, s.objects[plainOne]!, 'vigor'), hasKeyword(s, s.objects[imbuedOne]!, 'vigor')]).toEqual([false, true]);
  });
  it('with the Warrior bonus, On Enter: a buff counter on up to two Automaton allies you control', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'WIND');
    let a: string, b: string, man: string;
    [s, a] = place(s, A, automaton);
    [s, b] = place(s, A, automaton);
    [s, man] = place(s, A, human);
    const picks = [a, b];
    const t = playWith(s, def, false, [], [], () => picks.shift() ?? null);
    expect([t.objects[a]!.counters.buff, t.objects[b]!.counters.buff, t.objects[man]!.counters.buff ?? 0]).toEqual([1, 1, 0]);
  });
});

describe("'cordelia-aurous-kaiser'", () => {
  const def = scriptedDef('cordelia-aurous-kaiser');
  it('On Enter two Drones; with the Guardian bonus token objects you control have reservable', () => {
    let s = withDef(as(mainPhaseOf(A), A, 'guardian', 'NEOS'), drone);
    let man: string;
    [s, man] = place(s, A, human);
    s = playWith(s, def, false);
    const drones = controlled(s, A, 'automaton-drone');
    expect(drones).toHaveLength(2);
    expect(drones.every((d) => hasKeyword(s, s.objects[d]!, 'reservable'))).toBe(true);
    expect(hasKeyword(s, s.objects[man]!, 'reservable')).toBe(false);
    expect(hasKeyword(as(s, A, 'warrior', 'NEOS'), s.objects[drones[0]!]!, 'reservable')).toBe(false);
  });
});

describe("'hide-in-bush'", () => {
  const def = scriptedDef('hide-in-bush');
  it('your champion gains stealth until end of turn; it may be brewed from four Herbs', () => {
    let s = withHerbTokens(mainPhaseOf(A));
    for (const h of ['manaroot', 'springleaf', 'blightroot', 'fraysia']) [s] = place(s, A, scriptedDef(h), { card: null } as never);
    let c: string;
    [s, c] = addCard(withDef(s, def), A, def.slug);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activate', card: c });
    for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
      const legal = legalActions(s, A);
      s = act(s, A, legal.find((a) => a.type === 'declareBrew' && a.brew) ?? legal.find((a) => a.type === 'chooseIngredient') ?? legal.find((a) => a.type === 'chooseReserve')!);
    }
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hand - 1);
    expect(s.field.filter((id) => s.defs[s.objects[id]!.def]?.subtypes.includes('HERB'))).toHaveLength(0);
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(true);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(false);
  });
});
