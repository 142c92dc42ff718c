// h6-trg: "until the end of your next turn" (effects/next-turn-end.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentPower } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, passUntil, payReserve, refuse, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle } from '../amb/scenario.js';
import { costNow } from '../amb/amb1-support.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const sword = defineCard({ slug: 'test-h6-guardian-sword', name: 'Test Guardian Sword', types: ['WEAPON'], subtypes: ['GUARDIAN', 'SWORD'], element: 'NORM', cost: reserve(0), power: 2, durability: 3 }, {});
const blade = defineCard({ slug: 'test-h6-warrior-blade', name: 'Test Warrior Blade', types: ['WEAPON'], subtypes: ['WARRIOR', 'SWORD'], element: 'NORM', cost: reserve(0), power: 2, durability: 3 }, {});
const whose = (s: GameState) => s.players[s.turnPlayer]!.id;

describe('attune-with-flames', () => {
  it("'attune-with-flames': usable in an opposing recollection phase only; your Guardian weapon keeps +5 power through your following turn; Guardians pay 2 less", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['GUARDIAN'], elements: ['NORM', 'FIRE'] }), A, 6);
    expect(costNow(s, A, def('attune-with-flames'))).toBe(4);
    expect(costNow(asChampion(s, A, { classes: ['WARRIOR'], elements: ['NORM', 'FIRE'] }), A, def('attune-with-flames'))).toBe(6);
    let w: string, other: string, c: string;
    [s, w] = place(s, A, sword);
    [s, other] = place(s, A, blade);
    [s, c] = addCard(withDef(s, def('attune-with-flames')), A, 'attune-with-flames');
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activate', card: c });
    refuse(s, A, { type: 'activate', card: c }, 'game-mechanics-timing-and-permissions.md');
    s = passUntil(s, (t) => t.phase === 'recollection' && whose(t) === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    s = act(s, A, { type: 'activate', card: c });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'chooseTarget', target: objectTarget(other) });
    s = settle(payReserve(act(s, A, { type: 'chooseTarget', target: objectTarget(w) }), A));
    expect(currentPower(s, s.objects[w]!)).toBe(7);
    // Through the end of Bob's turn, and all of Alice's next turn.
    s = passUntil(s, (t) => whose(t) === A && t.phase === 'end');
    expect(currentPower(s, s.objects[w]!)).toBe(7);
    s = passUntil(s, (t) => whose(t) === B);
    expect(currentPower(s, s.objects[w]!)).toBe(2);
  });
});

