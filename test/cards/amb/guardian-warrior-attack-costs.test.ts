// Guardian weapons that ask more reserve for each attack made with them (src/engine/flow/attack-costs.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, asClass, champion, edit, enable, legal, mainPhaseOf, passUntil, player, toMaterialize, withDef, withLevel } from '../doa/support.js';
import { fill, place, power } from '../doa/round2-helpers.js';

/** Bob (a Guardian champion) holding exactly `cards` cards, with `def` on the field. */
function bobWith(def: CardDef, cards: number, cls: 'guardian' | 'warrior' = 'guardian'): { s: GameState; weapon: string } {
  let s = asClass(mainPhaseOf(B), B, cls);
  s = edit(s, (t) => { t.players.find((p) => p.id === B)!.hand = []; });
  s = fill(s, B, cards);
  let weapon: string;
  [s, weapon] = place(s, B, def);
  return { s, weapon };
}

/** Bob declares an attack on Alice's champion with `weapon`, paying its cost with the first cards offered. */
function attackPaying(s: GameState, weapon: string): GameState {
  s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
  s = act(s, B, { type: 'chooseWeapon', weapon });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  while (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'payment') {
    s = act(s, B, legal(s, B).find((a) => a.type === 'chooseReserve' || a.type === 'restForReserve')!);
  }
  return s;
}
/** The weapons Bob may wield for an attack by his champion (none when he can't attack at all). */
const weaponsOffered = (s: GameState) => {
  const attack = { type: 'attack', attacker: champion(s, B).id } as const;
  if (!legal(s, B).some((a) => JSON.stringify(a) === JSON.stringify(attack))) return [];
  const t = act(s, B, attack);
  return legal(t, B).flatMap((a) => (a.type === 'chooseWeapon' && a.weapon ? [a.weapon] : []));
};
const finish = (s: GameState) => passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);

describe("'oathbreakers-justice'", () => {
  const maul = scriptedDef('oathbreakers-justice');

  it('attacking with it costs (3) more: three hand cards go into memory as the attack is declared', () => {
    let { s, weapon } = bobWith(maul, 4);
    const memory = player(s, B).memory.length;
    const before = champion(s, A).damage;
    s = attackPaying(s, weapon);
    expect(s.combat?.weapon).toBe(weapon);
    expect(player(s, B).hand).toHaveLength(1);
    expect(player(s, B).memory).toHaveLength(memory + 3);
    s = finish(s);
    expect(champion(s, A).damage).toBe(before + 2);
  });

  it('cannot be wielded when the cost cannot be paid', () => {
    const { s, weapon } = bobWith(maul, 2);
    expect(weaponsOffered(s)).not.toContain(weapon);
    expect(weaponsOffered(bobWith(maul, 3).s)).toHaveLength(1);
  });
});

describe("'bulwark-sword'", () => {
  const sword = scriptedDef('bulwark-sword');

  it('+1 power with the Guardian bonus; attacking with it costs (2) more', () => {
    let { s, weapon } = bobWith(sword, 2);
    expect(power(s, weapon)).toBe(3);
    expect(power(asClass(s, B, 'warrior'), weapon)).toBe(2);
    const before = champion(s, A).damage;
    s = finish(attackPaying(s, weapon));
    expect(player(s, B).hand).toHaveLength(0);
    expect(champion(s, A).damage).toBe(before + 3);
    expect(weaponsOffered(bobWith(sword, 1).s)).toEqual([]);
  });
});

describe("'defenders-maul'", () => {
  const maul = scriptedDef('defenders-maul');

  it('+2 power with the Guardian bonus at level 2 or higher; attacking with it costs (2) more', () => {
    const { s, weapon } = bobWith(maul, 2);
    expect(power(s, weapon)).toBe(2);
    const levelled = withLevel(s, B, 1);
    expect(power(levelled, weapon)).toBe(4);
    expect(power(asClass(levelled, B, 'warrior'), weapon)).toBe(2);
    const before = champion(levelled, A).damage;
    const after = finish(attackPaying(levelled, weapon));
    expect(player(after, B).hand).toHaveLength(0);
    expect(champion(after, A).damage).toBe(before + 4);
    expect(weaponsOffered(bobWith(maul, 1).s)).toEqual([]);
  });
});

describe("'archon-broadsword'", () => {
  const archon = scriptedDef('archon-broadsword');
  const drone = scriptedDef('automaton-drone');

  it('with the Guardian bonus +1 power for each token you control; attacking with it costs (2) more', () => {
    let { s, weapon } = bobWith(archon, 2);
    s = withDef(s, drone);
    expect(power(s, weapon)).toBe(2);
    [s] = addObject(s, B, drone.slug);
    [s] = addObject(s, B, drone.slug);
    [s] = addObject(s, A, drone.slug); // the opponent's token does not count
    expect(power(s, weapon)).toBe(4);
    expect(power(asClass(s, B, 'warrior'), weapon)).toBe(2);
    const after = attackPaying(s, weapon);
    expect(player(after, B).hand).toHaveLength(0);
    expect(weaponsOffered(bobWith(archon, 1).s)).toEqual([]);
  });
});

describe("'tideholder-claymore'", () => {
  const claymore = scriptedDef('tideholder-claymore');

  it('attacking with it costs (10), 1 less for each water card in your graveyard', () => {
    let { s, weapon } = bobWith(claymore, 3);
    expect(weaponsOffered(s)).toEqual([]);
    for (let i = 0; i < 7; i++) [s] = addCard(s, B, 'spirit-of-water', 'graveyard');
    [s] = addCard(s, B, 'smoke-out', 'graveyard');
    expect(weaponsOffered(s)).toEqual([weapon]);
    const after = attackPaying(s, weapon);
    expect(player(after, B).hand).toHaveLength(0);
    expect(after.combat?.weapon).toBe(weapon);
  });

  it('with the Guardian bonus it costs 1 less to materialize', () => {
    const [g, card] = toMaterialize(claymore, 1, (t) => enable(asClass(t, A, 'guardian'), A, 'WATER'));
    expect(legal(g, A)).toContainEqual({ type: 'materialize', card });
    const [w, other] = toMaterialize(claymore, 1, (t) => enable(asClass(t, A, 'warrior'), A, 'WATER'));
    expect(legal(w, A)).not.toContainEqual({ type: 'materialize', card: other });
  });
});
