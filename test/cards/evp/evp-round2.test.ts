// EVP cards scripted in round 2.
import { describe, expect, it } from 'vitest';
import { attackTargets } from '../../../src/engine/flow/combat.js';
import { A, B, addObject, asClass, atMain, attack, champion, mainPhaseOf, passUntil } from '../doa/support.js';
import { afterCombat, place, power } from '../doa/round2-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const tweedledee = scriptedDef('tweedledee-contrarian-poet');

describe('EVP round 2', () => {
  it("'tweedledee-contrarian-poet': taunt with the Guardian bonus; On Hit it gets -3 power for good", () => {
    let s = mainPhaseOf(B);
    let poet: string, attacker: string;
    [s, poet] = place(s, A, tweedledee);
    [s, attacker] = addObject(s, B, 'blitz-mage');
    expect(attackTargets(s, s.objects[attacker]!)).toContain(champion(s, A).id);
    const guardian = asClass(s, A, 'guardian');
    expect(attackTargets(guardian, guardian.objects[attacker]!)).toEqual([poet]);
    // Its own hit.
    let t = mainPhaseOf(B);
    [t, poet] = place(t, B, tweedledee);
    t = afterCombat(attack(t, B, poet, champion(t, A).id));
    expect(champion(t, A).damage).toBe(3);
    expect(power(t, poet)).toBe(0);
    t = passUntil(passUntil(t, atMain(A)), atMain(B));
    expect(power(t, poet)).toBe(0);
  });
});
