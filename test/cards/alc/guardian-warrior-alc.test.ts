// Guardian and Warrior champions and regalia first printed in ALC.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, activateFromHand, asClass, atMain, champion, mainPhaseOf, materialize, passUntil, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';
import { canUse, place } from '../doa/round2-helpers.js';
import { obj, ping, settle } from '../guardian-warrior-support.js';

const ping3 = ping(3);
const pingChampion = (s: ReturnType<typeof mainPhaseOf>, who: typeof A | typeof B, target: typeof A | typeof B) =>
  settle(activateFromHand(withDef(s, ping3), who, ping3, [obj(champion(s, target).id)])[0]);

describe("'rusted-warshield'", () => {
  const shield = scriptedDef('rusted-warshield');

  it('banished: the next 2 damage to your champion this turn is prevented and you draw a card into memory', () => {
    let s = mainPhaseOf(A);
    let item: string;
    [s, item] = place(s, A, shield);
    const memory = player(s, A).memory.length;
    s = resolveAll(useAbility(s, A, item, 0));
    expect(s.objects[item]).toBeUndefined();
    expect(player(s, A).memory.length).toBe(memory + 1);
    const before = champion(s, A).damage;
    s = pingChampion(s, A, A);
    expect(champion(s, A).damage).toBe(before + 1);
    s = pingChampion(s, A, A);
    expect(champion(s, A).damage).toBe(before + 4);
  });
});

describe("'tonoris-lone-mercenary'", () => {
  const tonoris = scriptedDef('tonoris-lone-mercenary');

  it('On Enter: Tonoris has taunt through the opponent\'s turn, until the beginning of your next turn', () => {
    let [s, card] = toMaterialize(tonoris, 1);
    s = materialize(s, card);
    expect(champion(s, A).def).toBe(tonoris.slug);
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(true);
    s = passUntil(s, atMain(A));
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(false);
  });
});

describe("'resplendent-kite-shield'", () => {
  const kite = scriptedDef('resplendent-kite-shield');
  const enterAs = (cls: 'guardian' | 'warrior') => {
    const [s, card] = toMaterialize(kite, 0, (t) => asClass(t, A, cls));
    const t = materialize(s, card);
    return { s: t, id: Object.values(t.objects).find((o) => o.card === card)!.id };
  };

  it('enters with two refinement counters with the Guardian bonus, one without', () => {
    const guardian = enterAs('guardian');
    expect(guardian.s.objects[guardian.id]!.counters.refinement).toBe(2);
    const warrior = enterAs('warrior');
    expect(warrior.s.objects[warrior.id]!.counters.refinement).toBe(1);
  });

  it('REST, remove a refinement counter: the next 1 damage to your champion this turn is prevented', () => {
    let { s, id } = enterAs('warrior');
    s = passUntil(s, atMain(A));
    expect(canUse(s, A, id, 1)).toBe(true);
    s = resolveAll(useAbility(s, A, id, 1));
    expect(s.objects[id]!.rested).toBe(true);
    expect(s.objects[id]!.counters.refinement ?? 0).toBe(0);
    const before = champion(s, A).damage;
    s = pingChampion(s, A, A);
    expect(champion(s, A).damage).toBe(before + 2);
    // Awake again next turn, but with no counter left it can't pay the cost.
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[id]!.rested).toBe(false);
    expect(canUse(s, A, id, 1)).toBe(false);
  });
});
