// Guardian and Warrior Link regalia (glossary/keywords-and-abilities.md#link): static abilities on the linked object.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addObject, asClass, atMain, champion, enable, legal, mainPhaseOf, passUntil, resolveAll, toMaterialize, withDef } from '../doa/support.js';
import { life, place, power } from '../doa/round2-helpers.js';
import { obj, ping, settle, testAlly } from '../guardian-warrior-support.js';

const soldier = testAlly('test-soldier', ['HUMAN'], 1, 5);
const brute = testAlly('test-brute', ['HUMAN'], 3, 10);
const ping3 = ping(3);

/** Alice materializes `def`, linking it to her Test Soldier; returns the state, the item and the soldier. */
function materializeLinked(def: CardDef, cls: 'guardian' | 'warrior', memory = 1): { s: GameState; item: string; ally: string } {
  let ally = '';
  let [s, card] = toMaterialize(def, memory, (t) => {
    let u = withDef(enable(asClass(t, A, cls), A, ...def.elements), soldier);
    [u, ally] = addObject(u, A, soldier.slug);
    return u;
  });
  s = act(s, A, { type: 'materialize', card });
  s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(ally) }));
  const item = Object.values(s.objects).find((o) => o.card === card)!.id;
  return { s, item, ally };
}

/** `def` already on the field for `who`, linked to `to`. */
const linkedOnField = (s: GameState, who: typeof A | typeof B, def: CardDef, to: string) => place(s, who, def, { linkedTo: to });

/** Bob's ally `attacker` attacks Alice's unit `target`; Alice retaliates with `retaliator` (or not); combat ends. */
function combat(s: GameState, attackerSide: typeof A | typeof B, attacker: string, target: string, retaliator: string | null): GameState {
  s = act(s, attackerSide, { type: 'attack', attacker });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, attackerSide, { type: 'chooseWeapon', weapon: null });
  s = act(s, attackerSide, { type: 'chooseAttackTarget', target });
  s = passUntil(s, (t) => t.pending?.kind === 'retaliate' || !t.combat, 400);
  if (s.pending?.kind === 'retaliate') s = act(s, s.pending.player, { type: 'retaliate', unit: retaliator });
  return passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
}

describe("'protectors-plate'", () => {
  const plate = scriptedDef('protectors-plate');

  it('enters linked to the target ally, which gets +1 life and has intercept', () => {
    const { s, item, ally } = materializeLinked(plate, 'warrior', 0);
    expect(s.objects[item]!.linkedTo).toBe(ally);
    expect(life(s, ally)).toBe(6);
    expect(hasKeyword(s, s.objects[ally]!, 'intercept')).toBe(true);
    expect(hasKeyword(s, champion(s, A), 'intercept')).toBe(false);
  });

  it('when the linked ally leaves, the link is broken: the plate is sacrificed', () => {
    let { s, item, ally } = materializeLinked(plate, 'warrior', 0);
    s = withDef(passUntil(s, atMain(A)), ping(9));
    s = settle(activateFromHand(s, A, ping(9), [obj(ally)])[0]);
    expect(s.objects[ally]).toBeUndefined();
    expect(s.objects[item]).toBeUndefined();
  });
});

describe("'winbless-kiteshield'", () => {
  const kite = scriptedDef('winbless-kiteshield');

  it('with the Guardian bonus it costs 1 less to materialize; the linked unit has vigor', () => {
    const { s, ally } = materializeLinked(kite, 'guardian', 0);
    expect(hasKeyword(s, s.objects[ally]!, 'vigor')).toBe(true);
  });

  it('without the bonus it costs its full memory cost', () => {
    const [s, card] = toMaterialize(kite, 0, (t) => withDef(enable(asClass(t, A, 'warrior'), A, 'WIND'), soldier));
    expect(legal(s, A)).not.toContainEqual({ type: 'materialize', card });
    const [u, other] = toMaterialize(kite, 1, (t) => { let v = withDef(enable(asClass(t, A, 'warrior'), A, 'WIND'), soldier); [v] = addObject(v, A, soldier.slug); return v; });
    expect(legal(u, A)).toContainEqual({ type: 'materialize', card: other });
  });
});

describe("'vaporjet-shield'", () => {
  const vapor = scriptedDef('vaporjet-shield');

  it('with the Guardian bonus, each time damage would be dealt to the linked unit 1 of it is prevented', () => {
    let s = withDef(withDef(asClass(mainPhaseOf(A), A, 'guardian'), soldier), ping3);
    let ally: string, other: string;
    [s, ally] = addObject(s, A, soldier.slug);
    [s, other] = addObject(s, A, soldier.slug);
    [s] = linkedOnField(s, A, vapor, ally);
    s = settle(activateFromHand(s, A, ping3, [obj(ally)])[0]);
    s = settle(activateFromHand(s, A, ping3, [obj(ally)])[0]);
    expect(s.objects[ally]!.damage).toBe(4);
    s = settle(activateFromHand(s, A, ping3, [obj(other)])[0]);
    expect(s.objects[other]!.damage).toBe(3);
  });

  it('without the Guardian bonus nothing is prevented', () => {
    let s = withDef(withDef(asClass(mainPhaseOf(A), A, 'warrior'), soldier), ping3);
    let ally: string;
    [s, ally] = addObject(s, A, soldier.slug);
    [s] = linkedOnField(s, A, vapor, ally);
    s = settle(activateFromHand(s, A, ping3, [obj(ally)])[0]);
    expect(s.objects[ally]!.damage).toBe(3);
  });
});

describe("'blast-shield'", () => {
  const blast = scriptedDef('blast-shield');

  it('with the Guardian bonus the linked ally gets +2 power', () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'guardian'), soldier);
    let ally: string;
    [s, ally] = addObject(s, A, soldier.slug);
    [s] = linkedOnField(s, A, blast, ally);
    expect(power(s, ally)).toBe(3);
    expect(power(asClass(s, A, 'warrior'), ally)).toBe(1);
  });

  it('at the beginning of your recollection phase it deals 2 damage to your champion', () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'guardian'), soldier);
    let ally: string;
    [s, ally] = addObject(s, A, soldier.slug);
    const next = (t: GameState) => passUntil(passUntil(t, atMain(B)), atMain(A));
    const without = next(s);
    [s] = linkedOnField(s, A, blast, ally);
    const withShield = next(s);
    expect(champion(withShield, A).damage - champion(without, A).damage).toBe(2);
  });
});

describe("'alliance-gearshield'", () => {
  const gear = scriptedDef('alliance-gearshield');

  it('the linked ally gets +1 life; with the Guardian bonus +2 power while retaliating only', () => {
    let s = withDef(withDef(asClass(mainPhaseOf(B), A, 'guardian'), soldier), brute);
    let ally: string, attacker: string;
    [s, ally] = addObject(s, A, soldier.slug);
    [s] = linkedOnField(s, A, gear, ally);
    [s, attacker] = addObject(s, B, brute.slug);
    expect(life(s, ally)).toBe(6);
    expect(power(s, ally)).toBe(1);
    const after = combat(s, B, attacker, ally, ally);
    expect(after.objects[attacker]!.damage).toBe(3);
    const plain = combat(asClass(s, A, 'warrior'), B, attacker, ally, ally);
    expect(plain.objects[attacker]!.damage).toBe(1);
  });
});

describe("'prototype-shield'", () => {
  const proto = scriptedDef('prototype-shield');

  it('with the Guardian bonus, 3 of the damage dealt to the linked unit while it attacks is prevented', () => {
    let s = withDef(withDef(asClass(mainPhaseOf(B), B, 'guardian'), soldier), brute);
    let mine: string, defender: string;
    [s, mine] = addObject(s, B, soldier.slug);
    [s] = linkedOnField(s, B, proto, mine);
    [s, defender] = addObject(s, A, brute.slug);
    const after = combat(s, B, mine, defender, defender);
    expect(after.objects[mine]!.damage).toBe(0);
    const plain = combat(asClass(s, B, 'warrior'), B, mine, defender, defender);
    expect(plain.objects[mine]!.damage).toBe(3);
  });

  it('damage dealt to it while not attacking is not prevented', () => {
    let s = withDef(withDef(asClass(mainPhaseOf(B), A, 'guardian'), soldier), brute);
    let mine: string, attacker: string;
    [s, mine] = addObject(s, A, soldier.slug);
    [s] = linkedOnField(s, A, proto, mine);
    [s, attacker] = addObject(s, B, brute.slug);
    const after = combat(s, B, attacker, mine, null);
    expect(after.objects[mine]!.damage).toBe(3);
  });
});

describe("'protective-helm'", () => {
  const helm = scriptedDef('protective-helm');

  it('1 of the damage a distant source deals to the linked unit is prevented; a source that is not distant deals it all', () => {
    const run = (distant: boolean) => {
      let s = withDef(withDef(mainPhaseOf(B), soldier), brute);
      let mine: string, attacker: string;
      [s, mine] = addObject(s, A, soldier.slug);
      [s] = linkedOnField(s, A, helm, mine);
      [s, attacker] = addObject(s, B, brute.slug, distant ? { distant: true } : {});
      return combat(s, B, attacker, mine, null).objects[mine]!.damage;
    };
    expect(run(true)).toBe(2);
    expect(run(false)).toBe(3);
  });
});
