// "Target unit or Siegeable domain" (TargetSpec orSiegeable, src/engine/play/targets.ts).
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, newGame, withDef } from '../engine/helpers.js';

const fort = defineCard({ slug: 'test-fort', name: 'Test Fort', types: ['DOMAIN'], subtypes: ['SIEGEABLE'], element: 'NORM', cost: reserve(0), durability: 4 }, {});
const plain = defineCard({ slug: 'test-plain', name: 'Test Plain', types: ['DOMAIN'], element: 'NORM', cost: reserve(0) }, {});
const shot = (slug: string, orSiegeable: boolean) => defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit(orSiegeable ? { orSiegeable } : {})], onResolve: [dealDamage(target(0), 1)] });

describe('a unit or a Siegeable domain as one target', () => {
  it('offers Siegeable domains besides units, never other domains (general-rules/general-rules-card-types/card-types-functional-subtypes.md#functional-domains)', () => {
    const offered = (orSiegeable: boolean) => {
      let s = withDef(withDef(newGame({ first: A }), fort), plain);
      let f: string, p: string;
      [s, f] = addObject(s, B, fort.slug, { counters: { durability: 4 } });
      [s, p] = addObject(s, B, plain.slug);
      const def = shot(`test-shot-${orSiegeable}`, orSiegeable);
      let card: string;
      [s, card] = addCard(withDef(s, def), A, def.slug);
      s = act(s, A, { type: 'activate', card });
      const ids = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target && 'id' in a.target ? [a.target.id] : []));
      return { fort: ids.includes(f), plain: ids.includes(p), units: ids.length };
    };
    expect(offered(true)).toMatchObject({ fort: true, plain: false });
    expect(offered(false)).toMatchObject({ fort: false, plain: false });
    expect(offered(true).units).toBe(offered(false).units + 1);
  });
});
