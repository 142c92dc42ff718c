// Regalia first printed in HVN (helper regalia-1).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard } from '../../../src/cards/define.js';
import { A, B, act, activateFromHand, factsOnly, mainPhaseOf, player, resolveAll, withDef } from '../doa/support.js';
import { edit } from '../../engine/helpers.js';
import { bolt, fill, place } from '../doa/round2-helpers.js';

const sturdy = defineCard({ slug: 'test-sturdy-ally', name: 'Test Sturdy Ally', types: ['ALLY'], element: 'NORM', cost: { kind: 'reserve', value: 1 }, power: 1, life: 9 }, {});

type S = ReturnType<typeof mainPhaseOf>;
function passOnce(s: S): S {
  for (let i = 0; i < 6 && s.stack.length > 0 && !s.pending; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return s;
}

describe('forged-scalemail', () => {
  const mail = scriptedDef('forged-scalemail');

  function boltLinked(owner: typeof A | typeof B): [S, string, string] {
    let s = withDef(mainPhaseOf(A), sturdy);
    let u: string, m: string;
    [s, u] = place(s, owner, sturdy);
    [s, m] = place(s, A, mail, { linkedTo: u });
    [s] = activateFromHand(s, A, bolt, [{ kind: 'object', id: u }]);
    return [passOnce(s), u, m];
  }

  it('damage to the linked unit: you may banish it to prevent 2 of it and draw a card', () => {
    let [s, u, m] = boltLinked(A);
    expect(s.pending?.kind).toBe('orderReplacements');
    const hand = player(s, A).hand.length;
    const use = legalActions(s, A).find((a) => a.type === 'orderReplacement' && a.replacement !== 'decline-optional')!;
    s = resolveAll(act(s, A, use));
    expect(s.objects[u]!.damage).toBe(3);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(s.objects[m]).toBeUndefined();
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'forged-scalemail')).toBe(true);
  });

  it('declined: all the damage, no card, it stays', () => {
    let [s, u, m] = boltLinked(A);
    const hand = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'orderReplacement', replacement: 'decline-optional' }));
    expect(s.objects[u]!.damage).toBe(5);
    expect(player(s, A).hand.length).toBe(hand);
    expect(s.objects[m]).toBeDefined();
  });

  it("linked to an opponent's unit: the Scalemail's controller makes the choice", () => {
    const [s] = boltLinked(B);
    expect(s.pending?.kind === 'orderReplacements' && s.pending.player).toBe(A);
    expect(legalActions(s, B).some((a) => a.type === 'orderReplacement')).toBe(false);
  });
});

describe('enthralling-chime', () => {
  const chime = scriptedDef('enthralling-chime');
  const diao = factsOnly('diao-chan-enchantress');

  function ready(asDiao: boolean, withers: number): [S, string, string] {
    let s = fill(withDef(withDef(mainPhaseOf(A), sturdy), diao), A, 3);
    if (asDiao) s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.def = diao.slug; });
    let c: string, u: string;
    [s, c] = place(s, A, chime);
    [s, u] = place(s, B, sturdy);
    s = edit(s, (t) => { t.objects[u]!.counters.wither = withers; });
    return [s, c, u];
  }

  it('with the Diao Chan Bonus, paying 3 and banishing it takes over an enemy ally carrying 3+ wither counters (a Spell target)', () => {
    let [s, c, u] = ready(true, 3);
    s = act(s, A, { type: 'activateAbility', object: c, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: u } });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(s.objects[u]!.controller).toBe(A);
    expect(s.objects[u]!.owner).toBe(B);
    expect(s.objects[c]).toBeUndefined();
  });

  it('not with two wither counters, nor without the Diao Chan Bonus', () => {
    const [s, c] = ready(true, 2);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === c)).toBe(false);
    const [t, c2] = ready(false, 3);
    expect(legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === c2)).toBe(false);
  });
});
