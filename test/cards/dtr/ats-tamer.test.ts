// Tamer regalia first printed in DTR: Beastbond Claws.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { objectTarget, place, settle } from '../amb/scenario.js';
import { A, B, act, atMain, newGame, passUntil } from '../doa/support.js';

describe('beastbond-claws', () => {
  it("'beastbond-claws': banish it: target Animal or Beast ally you control gets +2 life and stealth this turn", () => {
    const bear = scriptedDef('royal-bear');
    let s = newGame({ first: A });
    let id: string, b: string, h: string;
    [s, id] = place(s, A, scriptedDef('beastbond-claws'));
    [s, b] = place(s, A, bear);
    [s, h] = place(s, A, scriptedDef('kingdom-informant'));
    const life = currentStat(s, s.objects[b]!, 'life')!;
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toEqual([b]);
    expect(offered).not.toContain(h);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(b) }));
    expect(s.objects[id]).toBeUndefined();
    expect(currentStat(s, s.objects[b]!, 'life')).toBe(life + 2);
    expect(hasKeyword(s, s.objects[b]!, 'stealth')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[b]!, 'stealth')).toBe(false);
    expect(currentStat(s, s.objects[b]!, 'life')).toBe(life);
  });
});
