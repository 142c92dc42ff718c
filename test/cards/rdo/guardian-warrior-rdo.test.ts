// Quietus Blade (RDO) and Scarlet Tassel (AMB): abilities that exist under a condition, and a Regalia Link.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, act, addObject, asClass, edit, enable, legal, mainPhaseOf, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';
import { canUse, fill, place, power } from '../doa/round2-helpers.js';
import { payReserve } from '../../engine/helpers.js';
import { obj, testAlly } from '../guardian-warrior-support.js';

describe("'quietus-blade'", () => {
  const quietus = scriptedDef('quietus-blade');
  const emptied = (s: ReturnType<typeof mainPhaseOf>) => edit(s, (t) => { t.players.find((p) => p.id === A)!.materialDeck = []; });

  it('with the Warrior bonus and an empty material deck: +4 power, and (3), REST gives it spellshroud this turn', () => {
    let s = fill(asClass(mainPhaseOf(A), A, 'warrior'), A, 3);
    let sword: string;
    [s, sword] = place(s, A, quietus);
    expect(power(s, sword)).toBe(2);
    expect(canUse(s, A, sword, 1)).toBe(false);
    s = emptied(s);
    expect(power(s, sword)).toBe(6);
    expect(power(asClass(s, A, 'guardian'), sword)).toBe(2);
    expect(canUse(asClass(s, A, 'guardian'), A, sword, 1)).toBe(false);
    s = resolveAll(payReserve(useAbility(s, A, sword, 1), A));
    expect(s.objects[sword]!.rested).toBe(true);
    expect(hasKeyword(s, s.objects[sword]!, 'spellshroud')).toBe(true);
  });
});

describe("'scarlet-tassel'", () => {
  const tassel = scriptedDef('scarlet-tassel');
  const plain = testAlly('test-plain');

  it('Regalia Link: as it is materialized only a regalia can be the linked object', () => {
    let sword = '', ally = '';
    const [s, card] = toMaterialize(tassel, 0, (t) => {
      let u = withDef(enable(t, A, 'EXIA'), plain);
      [u, sword] = addObject(u, A, 'training-sword');
      [u, ally] = addObject(u, A, plain.slug);
      return u;
    });
    const t = act(s, A, { type: 'materialize', card });
    const choices = legal(t, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(choices).toContainEqual(obj(sword));
    expect(choices).not.toContainEqual(obj(ally));
    const done = resolveAll(act(t, A, { type: 'chooseTarget', target: obj(sword) }));
    expect(Object.values(done.objects).find((o) => o.card === card)!.linkedTo).toBe(sword);
  });

  it('(2), REST: the linked regalia gains omnishroud this turn', () => {
    let s = withDef(fill(mainPhaseOf(A), A, 3), plain);
    let sword: string, other: string, item: string;
    [s, sword] = addObject(s, A, 'training-sword');
    [s, other] = addObject(s, A, 'training-sword');
    [s, item] = place(s, A, tassel, { linkedTo: sword });
    expect(canUse(s, A, item, 0)).toBe(true);
    s = resolveAll(payReserve(useAbility(s, A, item, 0), A));
    expect(s.objects[item]!.rested).toBe(true);
    expect(hasKeyword(s, s.objects[sword]!, 'omnishroud')).toBe(true);
    expect(hasKeyword(s, s.objects[other]!, 'omnishroud')).toBe(false);
  });
});
