// Guardian and Warrior regalia first printed in HVN and DOA whose power grows with their durability counters.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, activateFromHand, asClass, champion, mainPhaseOf, passUntil, play, untilPending, withDef } from '../doa/support.js';
import { attackWithCard, place, power } from '../doa/round2-helpers.js';

/** Test-only cards: a Craft action doing nothing, a Sword attack card and a plain attack card. */
const craft = defineCard({ slug: 'test-craft', name: 'Test Craft', types: ['ACTION'], subtypes: ['WARRIOR', 'CRAFT'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
const swordSlash = defineCard({ slug: 'test-sword-slash', name: 'Test Sword Slash', types: ['ATTACK'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(0), power: 1 }, {});
const plainSlash = defineCard({ slug: 'test-plain-slash', name: 'Test Plain Slash', types: ['ATTACK'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(0), power: 1 }, {});
const afterAll = (s: ReturnType<typeof mainPhaseOf>) => passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);

describe("'sword-saints-vow'", () => {
  const vow = scriptedDef('sword-saints-vow');

  it('with the Warrior bonus: +1 power per durability counter, and two counters whenever you activate a Craft action', () => {
    let s = withDef(asClass(mainPhaseOf(B), B, 'warrior'), craft);
    let sword: string;
    [s, sword] = place(s, B, vow, { counters: { durability: 1 } });
    expect(power(s, sword)).toBe(1);
    [s] = play(s, B, craft);
    expect(s.objects[sword]!.counters.durability).toBe(3);
    expect(power(s, sword)).toBe(3);
  });

  it('without the Warrior bonus: no power from counters and no counters from Crafts', () => {
    let s = withDef(asClass(mainPhaseOf(B), B, 'mage'), craft);
    let sword: string;
    [s, sword] = place(s, B, vow, { counters: { durability: 1 } });
    [s] = play(s, B, craft);
    expect(s.objects[sword]!.counters.durability).toBe(1);
    expect(power(s, sword)).toBe(0);
  });

  it('On Hit: it loses a durability counter, besides the one the attack uses', () => {
    let s = asClass(mainPhaseOf(B), B, 'warrior');
    let sword: string;
    [s, sword] = place(s, B, vow, { counters: { durability: 3 } });
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: sword });
    s = afterAll(act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id }));
    expect(s.objects[sword]!.counters.durability).toBe(1);
  });
});

describe("'galatine-sword-of-sunlight'", () => {
  const galatine = scriptedDef('galatine-sword-of-sunlight');

  it('whenever you activate a Sword attack card it gets a durability counter; with the Warrior bonus +1 power for every three', () => {
    let s = withDef(withDef(asClass(mainPhaseOf(B), B, 'warrior'), swordSlash), plainSlash);
    let sword: string;
    [s, sword] = place(s, B, galatine, { counters: { durability: 2 } });
    expect(power(s, sword)).toBe(1);
    s = afterAll(attackWithCard(s, B, plainSlash, champion(s, A).id));
    expect(s.objects[sword]!.counters.durability).toBe(2);
    s = passUntil(s, (t) => t.phase === 'main' && t.turn > 2 && t.players[t.turnPlayer]!.id === B, 600);
    s = afterAll(attackWithCard(s, B, swordSlash, champion(s, A).id));
    expect(s.objects[sword]!.counters.durability).toBe(3);
    expect(power(s, sword)).toBe(2);
    expect(power(asClass(s, B, 'mage'), sword)).toBe(1);
  });

  it('ruling: a counter gained as the Sword attack card is activated comes before the one the attack uses up', () => {
    let s = withDef(asClass(mainPhaseOf(B), B, 'warrior'), swordSlash);
    let sword: string;
    [s, sword] = place(s, B, galatine, { counters: { durability: 1 } });
    [s] = activateFromHand(s, B, swordSlash);
    s = untilPending(s, 'attackDeclaration');
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: sword });
    expect(s.objects[sword]!.counters.durability).toBe(2);
    s = afterAll(act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id }));
    expect(s.objects[sword]?.counters.durability).toBe(1);
  });
});
