// h5-b1: Yuan Shao (pride for unique allies your opponents control, and taking one).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { objDef } from '../../../src/engine/state/query.js';
import { A, B, act, champion, edit, payReserve } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { aliceAs, drive } from '../amb/amb1-support.js';

const def = scriptedDef;


describe('h5-b1 suited and unique', () => {
  it("'yuan-shao-crown-general': unique allies your opponents control have pride 2; level 2+, (3) and rest: gain control of a unique ally while three are not yours", () => {
    const unique = (n: number) => defineCard({ slug: `h5b1-unique-${n}`, name: `Unique ${n}`, types: ['ALLY'], supertypes: ['UNIQUE'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
    let s = edit(aliceAs({ classes: ['TAMER'] }), (t) => { t.objects[champion(t, A).id]!.counters.level = 2; });
    let ys: string; let u1: string; let mine: string;
    [s, ys] = place(s, A, def('yuan-shao-crown-general'));
    [s, mine] = place(s, A, unique(9));
    [s, u1] = place(s, B, unique(1));
    expect(objDef(s, s.objects[u1]!).keywordValues?.pride).toBe(2);
    expect(objDef(s, s.objects[mine]!).keywordValues?.pride ?? 0).toBe(0);
    const can = (t: typeof s) => legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === ys);
    expect(can(s)).toBe(false);
    [s] = place(s, B, unique(2));
    [s] = place(s, B, unique(3));
    expect(can(s)).toBe(true);
    s = act(s, A, { type: 'activateAbility', object: ys, index: 1 });
    s = drive(payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: u1 } }), A));
    expect(s.objects[u1]!.controller).toBe(A);
    expect(objDef(s, s.objects[u1]!).keywordValues?.pride ?? 0).toBe(0);
    expect(B).toBe('bob');
  });
});
