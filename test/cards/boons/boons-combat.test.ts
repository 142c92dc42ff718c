// Boons about attacks: unloaded weapons declared as though loaded, bonuses to attacks.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, memory, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { currentPower } from '../../../src/engine/state/query.js';
import { A, act, atMain, edit, newGame, passUntil, player, refuse } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle } from '../amb/scenario.js';
import { activateBoonAbility, gainedBoon, presentBoon } from './boon-scenario.js';

/** Alice's main phase in her second turn (she may attack then). */
const attackingTurn = () => passUntil(passUntil(passUntil(newGame(), atMain(A)), atMain('bob')), atMain(A));
const gun = (slug: string, subtypes: string[]): CardDef =>
  defineCard({ slug, name: slug, types: ['WEAPON'], supertypes: ['REGALIA'], subtypes, classes: subtypes.includes('RANGER') ? ['RANGER'] : [], element: 'NORM', cost: memory(0), power: 1, durability: 3 }, {});

function withCards(s: GameState, who: PlayerId, n: number): GameState {
  return edit(s, (t) => {
    const slug = t.cards[player(t, who).mainDeck[0]!]!.def;
    for (let i = 0; i < n; i++) { const c = `cz${who}${Object.keys(t.cards).length}`; t.cards[c] = { owner: who, def: slug }; player(t, who).hand = [...player(t, who).hand, c]; }
  });
}

describe('Detachment (greater)', () => {
  it("'greater-boon-of-detachment': Class Locked, Level Locked 2; its player may attack with unloaded Ranger weapons as though loaded, not with other unloaded ones", () => {
    let s = asChampion(attackingTurn(), A, { classes: ['RANGER'], elements: ['NORM'], level: 2 });
    let ranger: string, other: string;
    [s, ranger] = place(s, A, gun('test-detachment-ranger-gun', ['RANGER', 'GUN']), { counters: { durability: 3 } });
    [s, other] = place(s, A, gun('test-detachment-other-gun', ['WARRIOR', 'GUN']), { counters: { durability: 3 } });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-detachment'));
    refuse(asChampion(s, A, { classes: ['WARRIOR'], elements: ['NORM'], level: 2 }), A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#class-locked');
    refuse(asChampion(s, A, { classes: ['RANGER'], elements: ['NORM'], level: 1 }), A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    // Not gained: a champion without power and only unloaded Guns can't attack.
    expect(legalActions(s, A).some((a) => a.type === 'attack')).toBe(false);
    [s] = gainedBoon(edit(s, (t) => { player(t, A).pantheon = []; }), A, scriptedDef('greater-boon-of-detachment'));
    s = act(s, A, { type: 'attack', attacker: player(s, A).champion! });
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseWeapon', weapon: ranger });
    refuse(s, A, { type: 'chooseWeapon', weapon: other }, 'card-types-functional-subtypes.md#functional-weapons');
    s = act(s, A, { type: 'chooseWeapon', weapon: ranger });
    s = act(s, A, { type: 'chooseAttackTarget', target: player(s, 'bob').champion! });
    expect(s.combat!.weapon).toBe(ranger);
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending);
    expect(s.objects[player(s, 'bob').champion!]!.damage).toBe(1);
  });

  it("'greater-boon-of-detachment': (3) a target Ranger weapon gets +3 power this turn, once each of its player's turns, only while the champion is distant", () => {
    let s = withCards(asChampion(attackingTurn(), A, { classes: ['RANGER'], elements: ['NORM'], level: 2 }), A, 8);
    let ranger: string, other: string;
    [s, ranger] = place(s, A, gun('test-detachment-ranger-bow', ['RANGER', 'BOW']), { counters: { durability: 3 } });
    [s, other] = place(s, A, gun('test-detachment-warrior-bow', ['WARRIOR', 'BOW']), { counters: { durability: 3 } });
    let boon: string;
    [s, boon] = gainedBoon(s, A, scriptedDef('greater-boon-of-detachment'));
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 1 }, 'abilities-restriction-abilities.md');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.distant = true; });
    s = act(s, A, { type: 'activateBoonAbility', card: boon, index: 1 });
    const choices = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(choices).toEqual([ranger]);
    expect(choices).not.toContain(other);
    s = act(s, A, { type: 'cancel' });
    s = settle(activateBoonAbility(s, A, boon, 1, [objectTarget(ranger)]));
    expect(currentPower(s, s.objects[ranger]!)).toBe(4);
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 1 }, 'ability-tracking');
    // Not during the opponent's turn; again in Alice's next turn.
    s = passUntil(s, atMain('bob'));
    expect(currentPower(s, s.objects[ranger]!)).toBe(1);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.distant = true; });
    expect(legalActions(s, A).some((a) => a.type === 'activateBoonAbility')).toBe(false);
    s = passUntil(s, atMain(A));
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.distant = true; });
    expect(legalActions(s, A)).toContainEqual({ type: 'activateBoonAbility', card: boon, index: 1 });
  });
});

describe('Inari (greater)', () => {
  const ally = defineCard({ slug: 'test-inari-ally', name: 'Ally', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 9 }, {});

  function ready(): { s: GameState; boon: string } {
    let s = asChampion(attackingTurn(), A, { classes: ['ASSASSIN'], elements: ['NORM'], level: 2 });
    s = edit(s, (t) => { const o = t.objects[player(t, A).champion!]!; o.counters.preparation = 2; t.defs[o.def] = { ...t.defs[o.def]!, power: 1 }; });
    let boon: string;
    [s, boon] = gainedBoon(s, A, scriptedDef('greater-boon-of-inari'));
    return { s, boon };
  }
  const attack = (s: GameState, target: string): GameState => {
    s = act(s, A, { type: 'attack', attacker: player(s, A).champion! });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
    return act(s, A, { type: 'chooseAttackTarget', target });
  };

  it("'greater-boon-of-inari': Class Locked, Level Locked 2", () => {
    let s = asChampion(attackingTurn(), A, { classes: ['ASSASSIN'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-inari'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    refuse(asChampion(s, A, { classes: ['MAGE'], elements: ['NORM'], level: 2 }), A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#class-locked');
  });

  it("'greater-boon-of-inari': a preparation counter from the champion gives Agility 3 this turn, at slow speed, once each turn; gaining agility gives the champion's next attack against a champion +2 power", () => {
    let { s, boon } = ready();
    s = settle(act(s, A, { type: 'activateBoonAbility', card: boon, index: 1 }));
    expect(s.objects[player(s, A).champion!]!.counters.preparation).toBe(1);
    expect(s.agility).toContainEqual(expect.objectContaining({ player: A, amount: 3 }));
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 1 }, 'ability-tracking');
    s = attack(s, player(s, 'bob').champion!);
    expect(s.combat!.attackBonus).toBe(2);
  });

  it("'greater-boon-of-inari': an attack on an ally leaves the bonus waiting for the next attack on a champion", () => {
    let { s, boon } = ready();
    let target: string;
    [s, target] = place(s, 'bob', ally);
    s = settle(act(s, A, { type: 'activateBoonAbility', card: boon, index: 1 }));
    s = attack(s, target);
    expect(s.combat!.attackBonus ?? 0).toBe(0);
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending);
    expect(s.attackBonuses?.some((b) => b.vsChampion && b.amount === 2)).toBe(true);
  });

  it("'greater-boon-of-inari': slow: not with a card waiting on the stack; no preparation counter, no activation", () => {
    let { s, boon } = ready();
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 0; });
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 1 }, 'md#');
    s = passUntil(s, atMain('bob'));
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 1; });
    expect(legalActions(s, A).some((a) => a.type === 'activateBoonAbility')).toBe(false);
  });
});

describe('Isis (greater)', () => {
  const hit = (slug: string, subtypes: string[]): CardDef =>
    defineCard({ slug, name: slug, types: ['ACTION'], subtypes, element: 'NORM', cost: reserve(0) }, { targets: [{ kind: 'champion' }], onResolve: [dealDamage(target(0), 3)] });
  const spell = hit('test-isis-spell', ['SPELL']);
  const plain = hit('test-isis-plain', []);

  it("'greater-boon-of-isis': Class Locked, Level Locked 2", () => {
    let s = asChampion(attackingTurn(), A, { classes: ['MAGE'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-isis'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    refuse(asChampion(s, A, { classes: ['WARRIOR'], elements: ['NORM'], level: 2 }), A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#class-locked');
  });

  it("'greater-boon-of-isis': its player's Spell cards deal LV/3 (rounded down) more damage while on the stack; other cards and other players' Spells don't", () => {
    for (const [level, extra] of [[2, 0], [3, 1], [5, 1], [6, 2]] as const) {
      let s = asChampion(attackingTurn(), A, { classes: ['MAGE'], elements: ['NORM'], level });
      [s] = gainedBoon(s, A, scriptedDef('greater-boon-of-isis'));
      const bob = player(s, 'bob').champion!;
      s = play(s, A, spell, [objectTarget(bob)]);
      expect([level, s.objects[bob]!.damage]).toEqual([level, 3 + extra]);
      s = play(s, A, plain, [objectTarget(bob)]);
      expect(s.objects[bob]!.damage).toBe(3 + extra + 3);
    }
    // Bob's Spell: no bonus from Alice's boon.
    let s = asChampion(attackingTurn(), A, { classes: ['MAGE'], elements: ['NORM'], level: 6 });
    [s] = gainedBoon(s, A, scriptedDef('greater-boon-of-isis'));
    s = passUntil(s, atMain('bob'));
    const alice = player(s, A).champion!;
    s = play(s, 'bob', spell, [objectTarget(alice)]);
    expect(s.objects[alice]!.damage).toBe(3);
  });
});
