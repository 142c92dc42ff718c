// Cleric regalia first printed in PTM (the Alice lineage's are in cleric-alice.test.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, recover, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion, edit, legal, mainPhaseOf, play, player, resolveAll } from '../doa/support.js';
import { place } from '../doa/round2-helpers.js';

describe('infernal-vessel', () => {
  const recoverFive = defineCard({ slug: 'test-recover-five', name: 'Test Recover Five', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [recover(5)] });
  const recoverThree = defineCard({ slug: 'test-recover-three', name: 'Test Recover Three', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [recover(3)] });
  const hurt = (s: GameState, who: string, n: number) => edit(s, (t) => { t.objects[player(t, who).champion!]!.damage = n; });

  it('every player recovers 3 less than an effect says, whoever controls it', () => {
    let s = hurt(hurt(mainPhaseOf(A), A, 10), B, 10);
    [s] = place(s, B, scriptedDef('infernal-vessel'));
    [s] = play(s, A, recoverFive);
    expect(champion(s, A).damage).toBe(8);
  });

  it('ruling: recovering 3 or less under it is no recovery at all', () => {
    let s = hurt(mainPhaseOf(A), A, 10);
    [s] = place(s, A, scriptedDef('infernal-vessel'));
    [s] = play(s, A, recoverThree);
    expect(champion(s, A).damage).toBe(10);
  });
});

describe('enfeebling-orb', () => {
  it('banishing it makes the target opponent put two cards of their choice from hand into their memory', () => {
    let s = mainPhaseOf(A);
    let orb: string;
    [s, orb] = place(s, A, scriptedDef('enfeebling-orb'));
    const [h1, h2] = player(s, B).hand;
    const hand = player(s, B).hand.length;
    const memory = player(s, B).memory.length;
    s = act(s, A, { type: 'activateAbility', object: orb, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    for (let i = 0; i < 6 && s.pending?.kind !== 'moveFromHand'; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    expect(s.pending?.kind === 'moveFromHand' && s.pending.player).toBe(B);
    expect(legal(s, A).filter((a) => a.type !== 'concede')).toHaveLength(0); // Bob chooses, not Alice
    s = act(s, B, { type: 'chooseCard', card: h2! });
    s = resolveAll(act(s, B, { type: 'chooseCard', card: h1! }));
    expect(player(s, B).hand.length).toBe(hand - 2);
    expect(player(s, B).memory.length).toBe(memory + 2);
    expect(player(s, B).memory).toEqual(expect.arrayContaining([h1, h2]));
  });
});
