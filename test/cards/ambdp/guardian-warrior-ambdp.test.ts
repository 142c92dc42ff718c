// Guardian and Warrior regalia and champions first printed in the AMB deck packs (AMBDP).
import { describe, expect, it } from 'vitest';
import { factsOf } from '../../../src/cards/index-facts.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addObject, champion, legal, mainPhaseOf, passUntil, player, resolveAll, toMaterialize, useAbility } from '../doa/support.js';
import { canUse, fill, place, power } from '../doa/round2-helpers.js';
import { payReserve } from '../../engine/helpers.js';
import { championIs, obj, testAlly } from '../guardian-warrior-support.js';

describe("'bellonas-runestone'", () => {
  const runestone = scriptedDef('bellonas-runestone');

  it('banished: a weapon you control gets +2 power this turn and a durability counter', () => {
    let s = mainPhaseOf(A);
    let stone: string, sword: string, theirs: string;
    [s, stone] = place(s, A, runestone);
    [s, sword] = addObject(s, A, 'training-sword');
    [s, theirs] = addObject(s, B, 'training-sword');
    s = useAbility(s, A, stone, 0);
    const choices = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(choices).toContainEqual(obj(sword));
    expect(choices).not.toContainEqual(obj(theirs));
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(sword) }));
    expect(s.objects[stone]).toBeUndefined();
    expect(power(s, sword)).toBe(3);
    expect(s.objects[sword]!.counters.durability).toBe(3);
    // Until end of turn only: by Bob's main phase the bonus is gone, the counter stays.
    s = passUntil(s, (t) => t.phase === 'main' && t.players[t.turnPlayer]!.id === B);
    expect(power(s, sword)).toBe(1);
    expect(s.objects[sword]!.counters.durability).toBe(3);
  });
});

describe("'duxal-proclamation'", () => {
  const proclamation = scriptedDef('duxal-proclamation');
  const soldier = testAlly('test-soldier');

  it('banished while no opponent controls an ally: allies you control get +1 power this turn', () => {
    let s = mainPhaseOf(A);
    let item: string, mine: string;
    [s, item] = place(s, A, proclamation);
    [s, mine] = place(s, A, soldier);
    expect(canUse(s, A, item, 0)).toBe(true);
    s = resolveAll(useAbility(s, A, item, 0));
    expect(s.objects[item]).toBeUndefined();
    expect(power(s, mine)).toBe(2);
  });

  it('cannot be activated while an opponent controls an ally', () => {
    let s = mainPhaseOf(A);
    let item: string;
    [s, item] = place(s, A, proclamation);
    [s] = place(s, B, soldier);
    expect(canUse(s, A, item, 0)).toBe(false);
  });
});

for (const slug of ['nameless-champion-gm', 'nameless-champion-gt', 'nameless-champion-gw'] as const) {
  describe(`'${slug}'`, () => {
    const nameless = scriptedDef(slug);
    const levelTwo = defFromFacts(factsOf('mordred-flawless-blade'), null);

    it('(6): draws a card and puts a level counter on it, only once', () => {
      let s = fill(championIs(mainPhaseOf(A), A, nameless), A, 7);
      const champ = champion(s, A).id;
      const index = 1; // after its static ability
      expect(canUse(s, A, champ, index)).toBe(true);
      const hand = player(s, A).hand.length;
      s = resolveAll(payReserve(useAbility(s, A, champ, index), A));
      expect(s.objects[champ]!.counters.level).toBe(1);
      expect(player(s, A).hand.length).toBe(hand - 6 + 1);
      s = fill(s, A, 6);
      expect(canUse(s, A, champ, index)).toBe(false);
    });

    it("can't level up: a level 2 champion in the material deck is not offered, though it is for a champion without that ability", () => {
      const [s, card] = toMaterialize(levelTwo, 3, (t) => championIs(t, A, nameless));
      expect(legal(s, A)).not.toContainEqual({ type: 'materialize', card });
      const plain = defFromFacts(factsOf(slug), null);
      const [u, other] = toMaterialize(levelTwo, 3, (t) => championIs(t, A, plain));
      expect(legal(u, A)).toContainEqual({ type: 'materialize', card: other });
    });
  });
}
