// Guardian and Warrior regalia gated by the board: omens, graveyard counts, opponents' stealth allies,
// champion damage; and a few targeted or token-making ones.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, answerMay, asClass, champion, edit, enable, factsOnly, legal, mainPhaseOf, objectsOf, passUntil, player, resolveAll, toMaterialize, untilPending, useAbility, withDef } from '../doa/support.js';
import { canUse, fill, place, power } from '../doa/round2-helpers.js';
import { payReserve } from '../../engine/helpers.js';
import { championIs, obj, testAlly } from '../guardian-warrior-support.js';

const ciel = factsOnly('ciel-loyal-valet');

/** Put cards into Alice's banishment as omens (an omen counter on each). */
function omens(s: GameState, slugs: string[]): GameState {
  for (const slug of slugs) {
    let card: string;
    [s, card] = addCard(s, A, slug, 'banishment');
    s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; });
  }
  return s;
}

describe("'grande-aiguille'", () => {
  const aiguille = scriptedDef('grande-aiguille');

  it('with the Ciel bonus and two or more ally omens it gets +1 power', () => {
    let s = championIs(mainPhaseOf(A), A, ciel);
    let sword: string;
    [s, sword] = place(s, A, aiguille);
    s = omens(s, ['blitz-mage', 'smoke-out', 'smoke-out']);
    expect(power(s, sword)).toBe(1);
    s = omens(s, ['blitz-mage']);
    expect(power(s, sword)).toBe(2);
    expect(power(asClass(s, A, 'guardian'), sword)).toBe(1);
  });
});

describe("'grande-sonnerie'", () => {
  const sonnerie = scriptedDef('grande-sonnerie');

  it('with the Ciel bonus and omens of total reserve cost 10 or more it gets +2 power', () => {
    let s = championIs(mainPhaseOf(A), A, ciel);
    let sword: string;
    [s, sword] = place(s, A, sonnerie);
    s = omens(s, ['blitz-mage', 'blitz-mage', 'blitz-mage']); // 9
    expect(power(s, sword)).toBe(2);
    s = omens(s, ['smoke-out']); // 10
    expect(power(s, sword)).toBe(4);
    expect(power(asClass(s, A, 'guardian'), sword)).toBe(2);
  });
});

describe("'folded-shadows'", () => {
  const fan = scriptedDef('folded-shadows');

  it('with the Ciel bonus and omens of total reserve cost 33 or more, your champion has spellshroud and stealth', () => {
    let s = championIs(mainPhaseOf(A), A, ciel);
    [s] = place(s, A, fan);
    s = omens(s, Array.from({ length: 10 }, () => 'blitz-mage')); // 30
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(false);
    s = omens(s, ['blitz-mage']); // 33
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(true);
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(true);
    const other = asClass(s, A, 'guardian');
    expect(hasKeyword(other, champion(other, A), 'stealth')).toBe(false);
  });
});

describe("'krustallan-longsword'", () => {
  const krustallan = scriptedDef('krustallan-longsword');

  it('with the Warrior bonus and four or more water cards in your graveyard it gets +1 power', () => {
    let s = asClass(mainPhaseOf(A), A, 'warrior');
    let sword: string;
    [s, sword] = place(s, A, krustallan);
    const water = () => { [s] = addCard(s, A, 'spirit-of-water', 'graveyard'); };
    for (let i = 0; i < 3; i++) water();
    [s] = addCard(s, A, 'smoke-out', 'graveyard');
    expect(power(s, sword)).toBe(1);
    water();
    expect(power(s, sword)).toBe(2);
    expect(power(asClass(s, A, 'guardian'), sword)).toBe(1);
  });
});

describe("'sword-of-shadows'", () => {
  const shadows = scriptedDef('sword-of-shadows');
  const lurker = testAlly('test-lurker', ['HUMAN'], 1, 3, ['stealth']);

  it('+1 power with the Warrior bonus; -1 power while an opponent controls an ally with stealth', () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'warrior'), lurker);
    let sword: string;
    [s, sword] = place(s, A, shadows);
    expect(power(s, sword)).toBe(2);
    [s] = addObject(s, A, lurker.slug); // your own stealth ally does not count
    expect(power(s, sword)).toBe(2);
    [s] = addObject(s, B, lurker.slug);
    expect(power(s, sword)).toBe(1);
    expect(power(asClass(s, A, 'guardian'), sword)).toBe(0);
  });
});

describe("'shuang-ji-of-sacrifice'", () => {
  const shuang = scriptedDef('shuang-ji-of-sacrifice');

  it('with the Warrior bonus, +1 power for every five damage on your champion', () => {
    let s = asClass(mainPhaseOf(A), A, 'warrior');
    let sword: string;
    [s, sword] = place(s, A, shuang);
    const hurt = (n: number) => edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = n; });
    expect(power(hurt(4), sword)).toBe(1);
    expect(power(hurt(5), sword)).toBe(2);
    expect(power(hurt(14), sword)).toBe(3);
    expect(power(asClass(hurt(14), A, 'guardian'), sword)).toBe(1);
  });

  it('On Enter: optionally 5 unpreventable damage to your own champion, and then a card drawn', () => {
    const [start, card] = toMaterialize(shuang, 1, (t) => enable(asClass(t, A, 'warrior'), A, 'EXIA'));
    const s = untilPending(act(start, A, { type: 'materialize', card }), 'may');
    const hand = player(s, A).hand.length;
    const yes = resolveAll(answerMay(s, A, true));
    expect(champion(yes, A).damage - champion(s, A).damage).toBe(5);
    expect(player(yes, A).hand.length).toBe(hand + 1);
    const no = resolveAll(answerMay(s, A, false));
    expect(champion(no, A).damage).toBe(champion(s, A).damage);
    expect(player(no, A).hand.length).toBe(hand);
  });
});

describe("'impact-hammer'", () => {
  const hammer = scriptedDef('impact-hammer');

  it('+1 power with the Guardian bonus; whenever a unit attacks with it, it deals 3 damage to that unit', () => {
    let s = asClass(mainPhaseOf(B), B, 'guardian');
    let weapon: string;
    [s, weapon] = place(s, B, hammer);
    expect(power(s, weapon)).toBe(3);
    expect(power(asClass(s, B, 'warrior'), weapon)).toBe(2);
    const before = champion(s, B).damage;
    const targetDamage = champion(s, A).damage;
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
    expect(champion(s, B).damage).toBe(before + 3);
    expect(champion(s, A).damage).toBe(targetDamage + 3);
  });
});

describe("'sharpening-stone'", () => {
  const stone = scriptedDef('sharpening-stone');
  const spear = scriptedDef('executioners-spear');

  it('banished: up to one Dagger or Sword weapon you control gets +1 power this turn; draw a card', () => {
    let s = withDef(mainPhaseOf(A), spear);
    let item: string, sword: string, polearm: string;
    [s, item] = place(s, A, stone);
    [s, sword] = addObject(s, A, 'training-sword');
    [s, polearm] = addObject(s, A, spear.slug);
    s = useAbility(s, A, item, 0);
    const choices = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(choices).toContainEqual(obj(sword));
    expect(choices).not.toContainEqual(obj(polearm));
    const hand = player(s, A).hand.length;
    const done = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(sword) }));
    expect(power(done, sword)).toBe(2);
    expect(player(done, A).hand.length).toBe(hand + 1);
    const none = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(none, A).hand.length).toBe(hand + 1);
  });
});

describe("'powercharged-shield'", () => {
  const shield = scriptedDef('powercharged-shield');
  const guard = testAlly('test-guard', ['HUMAN'], 1, 3, ['taunt']);
  const plain = testAlly('test-plain', ['HUMAN'], 1, 3);

  it('banished: a target unit with taunt gains vigor until end of turn', () => {
    let s = withDef(withDef(mainPhaseOf(A), guard), plain);
    let item: string, taunting: string, other: string;
    [s, item] = place(s, A, shield);
    [s, taunting] = addObject(s, A, guard.slug);
    [s, other] = addObject(s, A, plain.slug);
    s = useAbility(s, A, item, 0);
    const choices = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(choices).toEqual([obj(taunting)]);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(taunting) }));
    expect(hasKeyword(s, s.objects[taunting]!, 'vigor')).toBe(true);
    expect(hasKeyword(s, s.objects[other]!, 'vigor')).toBe(false);
  });
});

describe("'sentinel-fabricator'", () => {
  const fabricator = scriptedDef('sentinel-fabricator');

  it('(3), REST: summons an Automaton Drone token with a buff counter on it', () => {
    let s = withDef(fill(mainPhaseOf(A), A, 3), scriptedDef('automaton-drone'));
    let item: string;
    [s, item] = place(s, A, fabricator);
    expect(canUse(s, A, item, 0)).toBe(true);
    s = resolveAll(payReserve(useAbility(s, A, item, 0), A));
    const drones = objectsOf(s, 'automaton-drone').filter((o) => o.controller === A);
    expect(drones).toHaveLength(1);
    expect(drones[0]!.counters.buff).toBe(1);
    expect(power(s, drones[0]!.id)).toBe(2);
    expect(s.objects[item]!.rested).toBe(true);
  });
});

describe("'dummy-trainer' and its 'training-dummy' token", () => {
  const trainer = scriptedDef('dummy-trainer');
  const dummy = scriptedDef('training-dummy');

  it('(3), banish it: draw a card into your memory, then the target opponent summons a Training Dummy', () => {
    let s = withDef(fill(mainPhaseOf(A), A, 3), dummy);
    let item: string;
    [s, item] = place(s, A, trainer);
    const memory = player(s, A).memory.length;
    s = useAbility(s, A, item, 0);
    const choices = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(choices).toEqual([{ kind: 'player', id: B }]);
    s = resolveAll(payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } }), A));
    expect(s.objects[item]).toBeUndefined();
    expect(player(s, A).memory.length).toBe(memory + 3 + 1); // the three cards paid, and the one drawn
    const dummies = objectsOf(s, dummy.slug);
    expect(dummies.map((o) => o.controller)).toEqual([B]);
  });

  it("the Training Dummy can't attack", () => {
    let s = withDef(mainPhaseOf(B), dummy);
    let token: string;
    [s, token] = addObject(s, B, dummy.slug);
    expect(legal(s, B)).not.toContainEqual({ type: 'attack', attacker: token });
    const brute = testAlly('test-brute', ['HUMAN'], 2, 2);
    let other: string;
    [s, other] = addObject(withDef(s, brute), B, brute.slug);
    expect(legal(s, B)).toContainEqual({ type: 'attack', attacker: other });
  });
});
