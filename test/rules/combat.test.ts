import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

/** Bob's first turn (turn 2), where attacking is allowed. */
function bobsTurn(): GameState {
  return passUntil(newGame({ first: A }), atMain(B));
}
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);

describe('Attacking (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attacking-and-the-combat-phase.md#general-rules)', () => {
  it('an ally attack rests the attacker and deals its power to the defending champion as damage counters', () => {
    let s = bobsTurn();
    let horse: string;
    [s, horse] = addObject(s, B, 'ghostsight-mare'); // 2 power
    s = act(s, B, { type: 'attack', attacker: horse });
    expect(s.objects[horse]!.rested).toBe(false); // not until the declaration completes
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(s.phase).toBe('combat');
    expect(s.objects[horse]!.rested).toBe(true);
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(2);
  });

  it('players cannot attack their own objects, and allies without power cannot attack', () => {
    let s = bobsTurn();
    let mine: string, other: string;
    [s, mine] = addObject(s, B, 'ghostsight-mare');
    [s, other] = addObject(s, B, 'giant-tortoise');
    s = act(s, B, { type: 'attack', attacker: mine });
    refuse(s, B, { type: 'chooseAttackTarget', target: other }, 'combat-phase-attack-declaration.md');
    refuse(s, B, { type: 'chooseAttackTarget', target: champion(s, B).id }, 'combat-phase-attack-declaration.md');
    expect(other).toBeTruthy();
  });

  it('a champion without power can attack only with a weapon or an attack card', () => {
    let s = bobsTurn();
    refuse(s, B, { type: 'attack', attacker: champion(s, B).id }, 'card-types-champion.md');
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    expect(legalActions(s, B)).not.toContainEqual({ type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseWeapon', weapon: sword });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(1);
    expect(champion(s, B).rested).toBe(true);
  });
});

describe('Attack declaration (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attack-declaration.md#declaring-an-attack)', () => {
  it('can be cancelled before it is complete, changing nothing', () => {
    let s = bobsTurn();
    let horse: string;
    [s, horse] = addObject(s, B, 'ghostsight-mare');
    const before = JSON.stringify(s.objects);
    s = act(s, B, { type: 'attack', attacker: horse });
    s = act(s, B, { type: 'cancel' });
    expect(JSON.stringify(s.objects)).toBe(before);
    expect(s.phase).toBe('main');
  });

  it('must target an awake Taunt unit first if able (glossary/keywords-and-abilities.md#taunt)', () => {
    const taunter = defineCard({ slug: 'test-taunter', name: 'Test Taunter', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, { keywords: ['taunt'] });
    let s = withDef(bobsTurn(), taunter);
    let horse: string, t1: string;
    [s, horse] = addObject(s, B, 'ghostsight-mare');
    [s, t1] = addObject(s, A, 'test-taunter');
    s = act(s, B, { type: 'attack', attacker: horse });
    expect(legalActions(s, B).filter((a) => a.type === 'chooseAttackTarget')).toEqual([{ type: 'chooseAttackTarget', target: t1 }]);
    refuse(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id }, 'keywords-and-abilities.md#taunt');
  });

  it('cannot target a Stealth unit without True Sight (glossary/keywords-and-abilities.md#stealth, #true-sight)', () => {
    const sneak = defineCard({ slug: 'test-sneak', name: 'Test Sneak', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, { keywords: ['stealth'] });
    let s = withDef(bobsTurn(), sneak);
    let plain: string, seer: string, hidden: string;
    [s, plain] = addObject(s, B, 'giant-tortoise');
    [s, seer] = addObject(s, B, 'ghostsight-mare'); // True Sight
    [s, hidden] = addObject(s, A, 'test-sneak');
    const targets = (t: GameState, attacker: string) => {
      const u = act(t, B, { type: 'attack', attacker });
      return legalActions(u, B).filter((a) => a.type === 'chooseAttackTarget').map((a) => (a as { target: string }).target);
    };
    expect(targets(s, plain)).not.toContain(hidden);
    expect(targets(s, seer)).toContain(hidden);
  });
});

describe('Retaliation step (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-retaliation-step.md#general-rules)', () => {
  it('an awake defending unit with power may rest to retaliate; damage is dealt simultaneously', () => {
    let s = bobsTurn();
    let horse: string, tutor: string;
    [s, horse] = addObject(s, B, 'ghostsight-mare'); // 2/2
    [s, tutor] = addObject(s, A, 'impassioned-tutor'); // 1/3
    s = act(s, B, { type: 'attack', attacker: horse });
    s = act(s, B, { type: 'chooseAttackTarget', target: tutor });
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    expect(s.pending!.player).toBe(A);
    s = act(s, A, { type: 'retaliate', unit: tutor });
    expect(s.objects[tutor]!.rested).toBe(true);
    s = endOfCombat(s);
    expect(s.objects[tutor]!.damage).toBe(2);
    expect(s.objects[horse]!.damage).toBe(1);
  });

  it('a rested defender cannot retaliate', () => {
    let s = bobsTurn();
    let horse: string, tutor: string;
    [s, horse] = addObject(s, B, 'ghostsight-mare');
    [s, tutor] = addObject(s, A, 'impassioned-tutor', { rested: true });
    s = act(s, B, { type: 'attack', attacker: horse });
    s = act(s, B, { type: 'chooseAttackTarget', target: tutor });
    s = endOfCombat(s);
    expect(s.objects[horse]!.damage).toBe(0);
    expect(s.objects[tutor]!.damage).toBe(2);
  });
});

describe('Damage step (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-damage-step.md#general-rules)', () => {
  it('the turn player gets Opportunity "before damage"; a weapon loses a durability counter even when the damage is prevented or 0', () => {
    let s = bobsTurn();
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: sword });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.combat?.step === 'damage' && !!t.opportunity);
    expect(s.players[s.opportunity!.player]!.id).toBe(B);
    s = endOfCombat(s);
    expect(s.objects[sword]!.counters.durability).toBe(1);
  });

  it('a weapon with no durability left is destroyed (state-based check)', () => {
    let s = bobsTurn();
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword', { counters: { durability: 1 } });
    const card = s.objects[sword]!.card!;
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: sword });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = endOfCombat(s);
    expect(s.objects[sword]).toBeUndefined();
    expect(player(s, B).banishment).toContain(card); // a regalia weapon is banished
  });
});

describe('Attack cards (general-rules/general-rules-card-types/card-types-attack.md#general-rules)', () => {
  it('rest the champion as a cost, resolve into the intent, add their power, and go to the graveyard at end of combat', () => {
    let s = bobsTurn();
    let slash: string, sword: string;
    [s, slash] = addCard(s, B, 'restorative-slash'); // 3 power, On Attack: recover 3
    [s, sword] = addObject(s, B, 'training-sword');
    s = act(s, B, { type: 'activate', card: slash });
    s = payReserve(s, B);
    expect(champion(s, B).rested).toBe(true);
    s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
    expect(legalActions(s, B)).not.toContainEqual({ type: 'cancel' });
    s = act(s, B, { type: 'chooseWeapon', weapon: sword });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(s.combat!.intent).toEqual([slash]);
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(4);
    expect(player(s, B).graveyard).toContain(slash);
  });

  it('cannot be activated by the first player on the first turn', () => {
    let s = newGame({ first: A });
    let slash: string;
    [s, slash] = addCard(s, A, 'reckless-slash');
    refuse(s, A, { type: 'activate', card: slash }, 'general-rules-starting-the-game.md#standard-games-turn-one');
  });
});

describe('End of combat (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-end-of-combat-step.md#general-rules)', () => {
  it('returns to the main phase with the turn player holding Opportunity and roles cleared', () => {
    let s = bobsTurn();
    let horse: string;
    [s, horse] = addObject(s, B, 'ghostsight-mare');
    s = act(s, B, { type: 'attack', attacker: horse });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = endOfCombat(s);
    expect(s.combat).toBeNull();
    expect(atMain(B)(s)).toBe(true);
  });
});
