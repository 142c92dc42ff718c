// Cleric regalia first printed in PTM (the Alice lineage's are in cleric-alice.test.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, recover, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, edit, mainPhaseOf, play, player } from '../doa/support.js';
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
