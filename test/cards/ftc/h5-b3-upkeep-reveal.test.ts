// h5-b3: upkeep domains that reveal a random memory card (revealRandomMemory ifRevealed, effects/cleric-ops.ts).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, atMain, edit, passUntil, player } from '../../engine/helpers.js';
import { objectsOf, place } from '../amb/scenario.js';
import { addCards, aliceAs, costNow } from '../amb/amb1-support.js';
import { elementsEnabledFor } from '../../../src/engine/state/query.js';

const def = (slug: string) => scriptedDef(slug);
const card = (element: Element) => defineCard({ slug: `test-card-b3-${element.toLowerCase()}`, name: `Test ${element}`, types: ['ACTION'], element, cost: reserve(2) }, { onResolve: [] });

/** Alice controls the domain; her memory holds only a card of this element (or nothing); on to her next turn's main phase. */
function nextUpkeep(slug: string, element: Element | null): GameState {
  let s = aliceAs({});
  [s] = place(s, A, def(slug));
  s = passUntil(s, atMain(B));
  s = edit(s, (t) => { player(t, A).memory = []; });
  if (element) [s] = addCards(s, A, card(element), 'memory', 1);
  return passUntil(s, atMain(A));
}

describe('h5-b3 upkeep reveals', () => {
  it("'dawn-of-ashes': sacrificed at your recollection when the random memory card is not norm; kept with an empty memory (ruling)", () => {
    expect(objectsOf(nextUpkeep('dawn-of-ashes', 'FIRE'), 'dawn-of-ashes')).toHaveLength(0);
    expect(objectsOf(nextUpkeep('dawn-of-ashes', 'NORM'), 'dawn-of-ashes')).toHaveLength(1);
    expect(objectsOf(nextUpkeep('dawn-of-ashes', null), 'dawn-of-ashes')).toHaveLength(1);
  });

  it("'dawn-of-ashes': non-norm element cards cost 1 more for every player", () => {
    let s = aliceAs({});
    [s] = place(s, A, def('dawn-of-ashes'));
    expect(costNow(s, A, card('FIRE'))).toBe(3);
    expect(costNow(s, A, card('NORM'))).toBe(2);
    expect(costNow(s, B, card('WATER'))).toBe(3);
  });

  it("'prismatic-sanctuary': fire, water and wind enabled for you; sacrificed unless the random memory card is one of them; kept with an empty memory (ruling)", () => {
    expect(objectsOf(nextUpkeep('prismatic-sanctuary', 'NORM'), 'prismatic-sanctuary')).toHaveLength(0);
    expect(objectsOf(nextUpkeep('prismatic-sanctuary', 'WATER'), 'prismatic-sanctuary')).toHaveLength(1);
    expect(objectsOf(nextUpkeep('prismatic-sanctuary', null), 'prismatic-sanctuary')).toHaveLength(1);
    let s = aliceAs({ elements: ['NORM'] });
    expect(elementsEnabledFor(s, A, card('WIND'))).toBe(false);
    [s] = place(s, A, def('prismatic-sanctuary'));
    expect(elementsEnabledFor(s, A, card('WIND'))).toBe(true);
    expect(elementsEnabledFor(s, B, card('WIND'))).toBe(elementsEnabledFor(aliceAs({}), B, card('WIND')));
  });
});
