// Lineage regalia first printed in ALC: Temporal Spectrometer.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { A, act, game, onField, player, settle } from '../regalia-b-support.js';
import { toMaterialize } from '../doa/support.js';

describe('temporal-spectrometer', () => {
  const slug = 'temporal-spectrometer';
  const regalia = (n: number) => defineCard({ slug: `test-regalia-m${n}`, name: `test-regalia-m${n}`, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(n) }, {});

  it(`'${slug}': a divine relic; rest it: a time counter on it`, () => {
    expect(scriptedDef(slug).keywords).toContain('divineRelic');
    let s = game();
    let o: string;
    [s, o] = onField(s, slug);
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    expect(s.objects[o]!.counters.time).toBe(1);
    expect(s.objects[o]!.rested).toBe(true);
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 });
  });

  it(`'${slug}': while a memory cost is paid, it may be sacrificed to pay X of it, X its time counters`, () => {
    let o = '';
    let [s, card] = toMaterialize(regalia(3), 1, (t) => { [t, o] = onField(t, slug, { counters: { time: 2 } }); return t; });
    const own = o;
    s = act(s, A, { type: 'materialize', card });
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseFloating', card: own });
    s = settle(act(s, A, { type: 'chooseFloating', card: own }));
    expect(s.objects[o]).toBeUndefined();
    expect(player(s, A).memory.length).toBe(0);
    expect(Object.values(s.objects).some((x) => x.def === 'test-regalia-m3')).toBe(true);
  });

  it(`'${slug}': with no time counters it pays nothing, so the cost stays out of reach`, () => {
    const [s, card] = toMaterialize(regalia(3), 1, (t) => onField(t, slug)[0]);
    refuse(s, A, { type: 'materialize', card });
  });
});
