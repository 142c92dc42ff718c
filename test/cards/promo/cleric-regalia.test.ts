// Cleric regalia first printed in promotional sets.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import {
  A, act, asClass, champion, edit, legal, mainPhaseOf, materialize, player, resolveAll, toMaterialize, untilPending, useAbility,
} from '../doa/support.js';
import { bolt, fill, place } from '../doa/round2-helpers.js';
import { play } from '../doa/support.js';

const clericRobes = scriptedDef('cleric-robes');
const necklaceOfForesight = scriptedDef('necklace-of-foresight');
const charmOfAnticipation = scriptedDef('charm-of-anticipation');

function payFirst(s: GameState): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') {
    s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
  }
  return s;
}
const banished = (s: GameState, slug: string) => player(s, A).banishment.some((c) => s.cards[c]!.def === slug);

describe('cleric-robes', () => {
  it('enters drawing a card only with the Cleric class bonus', () => {
    const drawn = (cleric: boolean) => {
      let [s, card] = toMaterialize(clericRobes, 1, (t) => (cleric ? asClass(t, A, 'cleric') : asClass(t, A, 'warrior')));
      const before = player(s, A).hand.length;
      s = materialize(s, card);
      return player(s, A).hand.length - before;
    };
    expect(drawn(true)).toBe(1);
    expect(drawn(false)).toBe(0);
  });

  it('paying 1 and resting it prevents the next 1 damage to your champion this turn', () => {
    let s = fill(mainPhaseOf(A), A, 3);
    let robes: string;
    [s, robes] = place(s, A, clericRobes);
    s = resolveAll(payFirst(useAbility(s, A, robes, 1)));
    expect(s.objects[robes]!.rested).toBe(true);
    const before = champion(s, A).damage;
    [s] = play(s, A, bolt, [{ kind: 'object', id: champion(s, A).id }]);
    const boltDamage = 5; // the test bolt deals 5
    expect(champion(s, A).damage - before).toBe(boltDamage - 1);
    // Used up: the next damage is not prevented.
    [s] = play(s, A, bolt, [{ kind: 'object', id: champion(s, A).id }]);
    expect(champion(s, A).damage - before).toBe(boltDamage * 2 - 1);
  });
});

describe('necklace-of-foresight', () => {
  it('costs 1 less to materialize with the Cleric class bonus', () => {
    let [s, card] = toMaterialize(necklaceOfForesight, 0, (t) => asClass(t, A, 'cleric'));
    expect(legal(s, A)).toContainEqual({ type: 'materialize', card });
    [s, card] = toMaterialize(necklaceOfForesight, 0, (t) => edit(asClass(t, A, 'warrior'), (u) => { player(u, A).memory = []; }));
    expect(legal(s, A)).not.toContainEqual({ type: 'materialize', card });
  });

  it('banishing it glimpses 4', () => {
    let s = mainPhaseOf(A);
    let necklace: string;
    [s, necklace] = place(s, A, necklaceOfForesight);
    const top = player(s, A).mainDeck.slice(0, 4);
    s = untilPending(useAbility(s, A, necklace, 1), 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(top);
    expect(banished(s, 'necklace-of-foresight')).toBe(true);
  });
});

describe('charm-of-anticipation', () => {
  it("banishing it draws a card, only while you have the Crowd's Favor status", () => {
    let s = mainPhaseOf(A);
    let charm: string;
    [s, charm] = place(s, A, charmOfAnticipation);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: charm, index: 0 });
    s = edit(s, (t) => { t.statuses = { ...(t.statuses ?? {}), [A]: ['crowds-favor'] }; });
    const before = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, charm));
    expect(player(s, A).hand.length).toBe(before + 1);
    expect(banished(s, 'charm-of-anticipation')).toBe(true);
  });
});
