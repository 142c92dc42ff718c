// Guardian and Warrior champions whose On Enter promises a bonus to their next attack, or to their
// attacks this turn (src/engine/effects/attack-bonuses.ts): Tonoris, Jin, Mordred and Lorraine.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, edit, factsOnly, materialize, passUntil, player, play, toMaterialize, withDef } from '../doa/support.js';
import { championIs, testAlly } from '../guardian-warrior-support.js';

/** Alice's champion is `from`; she levels up into `into` in her materialize phase, then reaches her main phase with a Training Sword. */
function levelUp(from: string, into: CardDef): { s: GameState; sword: string } {
  let [s, card] = toMaterialize(into, 3, (t) => championIs(t, A, factsOnly(from)));
  s = materialize(s, card);
  expect(champion(s, A).def).toBe(into.slug);
  s = passUntil(s, atMain(A));
  let sword: string;
  [s, sword] = addObject(s, A, 'training-sword', { counters: { durability: 5 } });
  return { s, sword };
}

/** Alice's champion attacks `target` wielding `weapon`, and the combat ends. */
function swing(s: GameState, weapon: string, target: string): GameState {
  s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
  s = act(s, A, { type: 'chooseWeapon', weapon });
  s = act(s, A, { type: 'chooseAttackTarget', target });
  return passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
}
const wake = (s: GameState) => edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
const damageOf = (s: GameState, who: typeof A | typeof B) => champion(s, who).damage;

describe("'tonoris-might-of-humanity'", () => {
  const tonoris = scriptedDef('tonoris-might-of-humanity');

  it('is a Tonoris lineage champion; On Enter: his next attack this turn gets +3 power, only that one', () => {
    expect(tonoris.lineage).toBe('Tonoris');
    let { s, sword } = levelUp('tonoris-lone-mercenary', tonoris);
    const before = damageOf(s, B);
    s = swing(s, sword, champion(s, B).id);
    expect(damageOf(s, B)).toBe(before + 4);
    s = swing(wake(s), sword, champion(s, B).id);
    expect(damageOf(s, B)).toBe(before + 5);
  });

  it('the bonus does not last into a later turn', () => {
    let { s, sword } = levelUp('tonoris-lone-mercenary', tonoris);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    const before = damageOf(s, B);
    s = swing(s, sword, champion(s, B).id);
    expect(damageOf(s, B)).toBe(before + 1);
  });
});

describe("'jin-zealous-maverick'", () => {
  const jin = scriptedDef('jin-zealous-maverick');

  it('is a Jin lineage champion; On Enter: his next attack gets +1 power and wakes him up as it attacks', () => {
    expect(jin.lineage).toBe('Jin');
    let { s, sword } = levelUp('jin-fate-defiant', jin);
    const before = damageOf(s, B);
    s = swing(s, sword, champion(s, B).id);
    expect(damageOf(s, B)).toBe(before + 2);
    expect(champion(s, A).rested).toBe(false);
    s = swing(s, sword, champion(s, B).id);
    expect(damageOf(s, B)).toBe(before + 3);
    expect(champion(s, A).rested).toBe(true);
  });
});

describe("'mordred-aurelian-regent'", () => {
  const mordred = scriptedDef('mordred-aurelian-regent');
  const sparkle = defineCard({ slug: 'test-sparkle', name: 'Test Sparkle', types: ['ACTION'], element: 'LUXEM', cost: reserve(0), speed: true }, { onResolve: [] });

  it('is a Mordred lineage champion; On Enter: his next attack gets +3 power and "On Hit: recover 3"', () => {
    expect(mordred.lineage).toBe('Mordred');
    let { s, sword } = levelUp('mordred-flawless-blade', mordred);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    const before = damageOf(s, B);
    s = swing(s, sword, champion(s, B).id);
    expect(damageOf(s, B)).toBe(before + 4);
    expect(damageOf(s, A)).toBe(2);
  });

  it('whenever you activate a luxem element card, Mordred delevels', () => {
    let { s } = levelUp('mordred-flawless-blade', mordred);
    s = withDef(s, sparkle);
    [s] = play(s, A, sparkle);
    expect(champion(s, A).def).toBe('mordred-flawless-blade');
    expect(player(s, A).materialDeck.some((c) => s.cards[c]!.def === mordred.slug)).toBe(true);
  });
});

describe("'lorraine-blademaster'", () => {
  const lorraine = scriptedDef('lorraine-blademaster');
  const frail = testAlly('test-frail', ['HUMAN'], 0, 3);

  it('is a Lorraine lineage champion; On Enter: this turn her attacks get +2 power and "On Kill: draw a card"', () => {
    expect(lorraine.lineage).toBe('Lorraine');
    let { s, sword } = levelUp('lorraine-wandering-warrior', lorraine);
    s = withDef(s, frail);
    let first: string, second: string;
    [s, first] = addObject(s, B, frail.slug);
    [s, second] = addObject(s, B, frail.slug);
    const hand = player(s, A).hand.length;
    s = swing(s, sword, first);
    expect(s.objects[first]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 1);
    s = swing(wake(s), sword, second);
    expect(s.objects[second]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 2);
  });

  it('ruling: her attacks get the bonus, not Lorraine herself: without a weapon she still has no power to attack with', () => {
    const { s } = levelUp('lorraine-wandering-warrior', lorraine);
    const t = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    expect(t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage).toBe('weapon');
    expect(legalActions(t, A)).not.toContainEqual({ type: 'chooseWeapon', weapon: null });
  });
});
