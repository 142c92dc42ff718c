// h5-b3: "rest … If you do, …" (rousing-slime: chooseObjects other; will-to-save).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, champion, edit, player } from '../../engine/helpers.js';
import { activate, objectsOf, place } from '../amb/scenario.js';
import { acceptAll, aliceAs, drive, floatsFor } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const slime = defineCard({ slug: 'test-slime-b3', name: 'Test Slime', types: ['ALLY'], subtypes: ['SLIME'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities: [] });

describe('h5-b3 rest to do', () => {
  it("'rousing-slime': with a Tamer champion, it may rest itself to wake up another Slime ally you control", () => {
    let s = aliceAs({ classes: ['TAMER'] });
    let tired: string;
    [s, tired] = place(s, A, slime, { rested: true });
    [s] = activate(s, A, def('rousing-slime'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind === 'chooseObjects') offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
      return acceptAll(t, legal);
    });
    const rouser = objectsOf(s, 'rousing-slime')[0]!;
    expect(offered).toEqual([tired]); // not itself
    expect(rouser.rested).toBe(true);
    expect(s.objects[tired]!.rested).toBe(false);
    let u = aliceAs({ classes: ['WARRIOR'] });
    [u, tired] = place(u, A, slime, { rested: true });
    [u] = activate(u, A, def('rousing-slime'));
    u = drive(u, acceptAll);
    expect(u.objects[tired]!.rested).toBe(true);
    expect(objectsOf(u, 'rousing-slime')[0]!.rested).toBe(false);
  });

  it("'will-to-save': you may rest your champion to put a preparation counter on it; floating memory", () => {
    let s = aliceAs({});
    [s] = activate(s, A, def('will-to-save'));
    s = drive(s, acceptAll);
    expect(champion(s, A).rested).toBe(true);
    expect(champion(s, A).counters.preparation).toBe(1);
    let t = edit(aliceAs({}), (u) => { u.objects[player(u, A).champion!]!.rested = true; });
    [t] = activate(t, A, def('will-to-save'));
    t = drive(t, acceptAll);
    expect(champion(t, A).counters.preparation ?? 0).toBe(0);
    let d = aliceAs({});
    [d] = activate(d, A, def('will-to-save'));
    d = drive(d); // declined
    expect(champion(d, A).rested).toBe(false);
    expect(champion(d, A).counters.preparation ?? 0).toBe(0);
    expect(floatsFor(aliceAs({}), A, def('will-to-save'))).toBe(true);
  });
});
