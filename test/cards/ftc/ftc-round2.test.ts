// FTC cards scripted in round 2.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { retaliationCandidates } from '../../../src/engine/flow/combat.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, addObject, attack, champion, edit, mainPhaseOf, passUntil, player, resolveAll, useAbility, withLevel } from '../doa/support.js';
import { canUse, place } from '../doa/round2-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const cunningBroker = scriptedDef('cunning-broker');
const lurkingAssailant = scriptedDef('lurking-assailant');

const prepared = (s: GameState, who: string, n: number) => edit(s, (t) => { t.objects[player(t, who).champion!]!.counters.preparation = n; });

describe('FTC round 2', () => {
  it("'cunning-broker': stealth; resting it and spending 2 champion preparation counters draws", () => {
    let s = mainPhaseOf(A);
    let broker: string;
    [s, broker] = place(s, A, cunningBroker);
    expect(hasKeyword(s, s.objects[broker]!, 'stealth')).toBe(true);
    expect(canUse(prepared(s, A, 1), A, broker, 0)).toBe(false);
    s = prepared(s, A, 3);
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, broker, 0));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(s.objects[broker]!.rested).toBe(true);
  });

  it("'lurking-assailant': stealth while awake; at level 1+ it may retaliate while not defending", () => {
    let s = mainPhaseOf(B);
    let lurker: string, attacker: string;
    [s, lurker] = place(s, A, lurkingAssailant);
    [s, attacker] = addObject(s, B, 'blitz-mage');
    expect(hasKeyword(s, s.objects[lurker]!, 'stealth')).toBe(true);
    const rested = edit(s, (t) => { t.objects[lurker]!.rested = true; });
    expect(hasKeyword(rested, rested.objects[lurker]!, 'stealth')).toBe(false);
    const atChampion = (t: GameState) => passUntil(attack(t, B, attacker, champion(t, A).id), (u) => u.pending?.kind === 'retaliate' || !u.combat);
    expect(retaliationCandidates(atChampion(s))).not.toContain(lurker);
    expect(retaliationCandidates(atChampion(withLevel(s, A, 1)))).toContain(lurker);
  });
});
