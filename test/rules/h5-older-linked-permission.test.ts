// A Link object's "can't" about its linked object (src/engine/effects/permissions.ts, objects of the 'linked' set).
import { describe, expect, it } from 'vitest';
import { cant, defineCard, objectSet, reserve, staticAbility } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, edit, newGame, passUntil } from '../engine/helpers.js';
import { activateFromHand } from '../cards/doa/support.js';
import { drive } from '../cards/doa/h5-older-helpers.js';

const chain = defineCard({ slug: 'test-chain', name: 'Test Chain', types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) },
  { keywords: ['link'], targets: [{ kind: 'object', anyType: ['WEAPON'] }], abilities: [staticAbility(cant('attack', { set: objectSet('linked') }))] });

describe("a Link object's prohibition on its linked object", () => {
  it('concerns the linked object only, and ends when the link does (glossary/keywords-and-abilities.md#link)', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let linked: string, free: string;
    [s, linked] = addObject(s, B, 'training-sword');
    [s, free] = addObject(s, B, 'training-sword');
    [s] = activateFromHand(s, B, chain, [{ kind: 'object', id: linked }]);
    s = drive(s);
    const chainObj = Object.values(s.objects).find((o) => o.def === 'test-chain')!.id;
    const offered = (t: typeof s) => {
      const u = act(t, B, { type: 'attack', attacker: champion(t, B).id });
      return legalActions(u, B).flatMap((a) => (a.type === 'chooseWeapon' ? [a.weapon] : []));
    };
    expect(offered(s)).toEqual(expect.arrayContaining([free]));
    expect(offered(s)).not.toContain(linked);
    const unlinked = edit(s, (t) => { delete t.objects[chainObj]!.linkedTo; });
    expect(offered(unlinked)).toContain(linked);
  });
});
