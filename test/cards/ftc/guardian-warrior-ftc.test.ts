// Guardian and Warrior regalia first printed in FTC.
import { describe, expect, it } from 'vitest';
import { copyObject, defineCard, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, activateFromHand, asClass, atMain, enable, materialize, objectsOf, passUntil, toMaterialize, withDef } from '../doa/support.js';
import { power } from '../doa/round2-helpers.js';
import { obj, settle } from '../guardian-warrior-support.js';

/** A test-only fast action: summon a token copy of a target weapon (it enters the field in the main phase). */
const duplicate = defineCard({ slug: 'test-duplicate', name: 'Test Duplicate', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'weapon' }], onResolve: [copyObject(target(0))] });

describe("'zephyrs-edge'", () => {
  const edge = scriptedDef('zephyrs-edge');
  const enter = (cls: 'warrior' | 'guardian') => {
    const [s, card] = toMaterialize(edge, 0, (t) => enable(asClass(t, A, cls), A, 'WIND'));
    return materialize(s, card);
  };

  it('materialized in your materialize phase it gets no bonus', () => {
    const s = enter('warrior');
    const [sword] = objectsOf(s, edge.slug);
    expect(power(s, sword!.id)).toBe(1);
  });

  it('entering at another time, with the Warrior bonus, it gets +1 power until end of turn', () => {
    let s = withDef(passUntil(enter('warrior'), atMain(A)), duplicate);
    const [original] = objectsOf(s, edge.slug);
    s = settle(activateFromHand(s, A, duplicate, [obj(original!.id)])[0]);
    const copy = objectsOf(s, edge.slug).find((o) => o.id !== original!.id)!;
    expect(power(s, copy.id)).toBe(2);
    expect(power(s, original!.id)).toBe(1);
  });

  it('without the Warrior bonus it gets nothing', () => {
    let s = withDef(passUntil(enter('guardian'), atMain(A)), duplicate);
    const [original] = objectsOf(s, edge.slug);
    s = settle(activateFromHand(s, A, duplicate, [obj(original!.id)])[0]);
    const copy = objectsOf(s, edge.slug).find((o) => o.id !== original!.id)!;
    expect(power(s, copy.id)).toBe(1);
  });
});
