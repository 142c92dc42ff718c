// A static ability gained from an effect works like a printed one (game-mechanics/game-mechanics-abilities/README.md#general-rules,
// rule 9: abilities can be granted by effects): here "other allies you control get +1 power", gained by an object.
import { describe, expect, it } from 'vitest';
import { becomes, defineCard, reserve, self, staticAbility } from '../../src/cards/define.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, act, addObject, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const ally = defineCard({ slug: 'test-ally', name: 'test-ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 },
  { abilities: [{ kind: 'activated', speed: 'fast', costs: [], effects: [becomes(self(), [{ kind: 'gainAbility', ability: staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1 }) }], 'permanent')] }] });

describe('A gained static stat ability (game-mechanics-abilities/README.md#general-rules)', () => {
  it('applies to the other allies once gained', () => {
    let s = withDef(newGame({ first: A }), ally);
    let giver: string; let other: string;
    [s, giver] = addObject(s, A, 'test-ally');
    [s, other] = addObject(s, A, 'test-ally');
    expect(currentStat(s, s.objects[other]!, 'power')).toBe(1);
    s = passUntil(payReserve(act(s, A, { type: 'activateAbility', object: giver, index: 0 }), A), (t) => t.stack.length === 0 && !t.pending);
    expect(currentStat(s, s.objects[other]!, 'power')).toBe(2);
    expect(currentStat(s, s.objects[giver]!, 'power')).toBe(1);
  });
});
