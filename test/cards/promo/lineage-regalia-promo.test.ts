// Lineage regalia first printed as promos: Shardforged Blade.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { A, act, addObject, player, settle, unit, withDef } from '../regalia-b-support.js';
import { toMaterialize } from '../doa/support.js';

describe('shardforged-blade', () => {
  const slug = 'shardforged-blade';
  const memorite = unit('test-memorite', { subtypes: ['MEMORITE'] });

  it(`'${slug}': while paying its memory cost, one Memorite object you control may be sacrificed to pay 1 of it`, () => {
    let m = '';
    let [s, card] = toMaterialize(scriptedDef(slug), 0, (t) => { [t, m] = addObject(withDef(t, memorite), A, memorite.slug); return t; });
    s = act(s, A, { type: 'materialize', card });
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseFloating', card: m });
    s = settle(act(s, A, { type: 'chooseFloating', card: m }));
    expect(s.objects[m]).toBeUndefined();
    expect(Object.values(s.objects).some((o) => o.def === slug)).toBe(true);
    expect(player(s, A).memory.length).toBe(0);
  });

  it(`'${slug}': a non-Memorite object can't pay it, and another card's memory cost can't use the Memorite object`, () => {
    let [s, card] = toMaterialize(scriptedDef(slug), 0, (t) => addObject(withDef(t, unit('test-plain')), A, 'test-plain')[0]);
    refuse(s, A, { type: 'materialize', card });
    const other = { ...scriptedDef(slug), slug: 'test-other-regalia', abilities: [] };
    [s, card] = toMaterialize(other, 0, (t) => addObject(withDef(t, memorite), A, memorite.slug)[0]);
    refuse(s, A, { type: 'materialize', card });
  });

  it(`'${slug}': the power bonus needs Merlin and an ally defender with a sheen counter`, () => {
    const def = scriptedDef(slug);
    const bonus = def.abilities[1]!;
    expect(bonus.kind).toBe('static');
    expect(JSON.stringify(bonus)).toContain('Merlin');
    expect(JSON.stringify(bonus)).toContain('sheen');
  });
});
