// h5-b3: a promise that your next card this turn may be activated at fast speed (effects/next-activation.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { activated, defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, act, addCard, payReserve, player, withDef } from '../../engine/helpers.js';
import { aliceAs, costNow, drive } from '../amb/amb1-support.js';
import { place } from '../amb/scenario.js';

const def = (slug: string) => scriptedDef(slug);
const horse = defineCard({ slug: 'test-horse-b3', name: 'Test Horse', types: ['ALLY'], subtypes: ['HORSE'], element: 'NORM', cost: reserve(3), power: 2, life: 2 }, { abilities: [] });
const mule = defineCard({ slug: 'test-mule-b3', name: 'Test Mule', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(3), power: 2, life: 2 }, { abilities: [] });
const slowAction = defineCard({ slug: 'test-slow-act-b3', name: 'Test Slow Act', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [] });
const fastAction = defineCard({ slug: 'test-fast-act-b3', name: 'Test Fast Act', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
const chime = defineCard({ slug: 'test-chime-b3', name: 'Test Chime', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [activated([], [])] });

function cast(s: GameState, d: CardDef): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, d), A, d.slug);
  return payReserve(act(s, A, { type: 'activate', card }), A);
}
/** With an ability of Alice's on the stack (no card activation, so no promise used): may she activate `d` from her hand now? */
function mayRespondWith(s: GameState, d: CardDef): boolean {
  let bell: string;
  [s, bell] = place(s, A, chime);
  s = act(s, A, { type: 'activateAbility', object: bell, index: 0 });
  expect(s.stack.length).toBe(1);
  let card: string;
  [s, card] = addCard(withDef(s, d), A, d.slug);
  return legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
}
const after = (slug: string): GameState => drive(cast(aliceAs({}), def(slug)));

describe('h5-b3 next card fast', () => {
  it("'accelerate': the next card this turn may be activated as though fast; draw a card into memory", () => {
    const deck = player(aliceAs({}), A).mainDeck.length;
    const s = after('accelerate');
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(mayRespondWith(aliceAs({}), slowAction)).toBe(false);
    expect(mayRespondWith(s, slowAction)).toBe(true);
    expect(mayRespondWith(s, mule)).toBe(true);
    // The very next card uses it up, whatever it is.
    const used = drive(cast(s, fastAction));
    expect(mayRespondWith(used, slowAction)).toBe(false);
  });

  it("'expeditious-opening': only the next ally card", () => {
    const s = after('expeditious-opening');
    expect(mayRespondWith(s, slowAction)).toBe(false);
    expect(mayRespondWith(s, mule)).toBe(true);
  });

  it("'spurred-gallop': the next Horse ally card is fast and costs 2 less", () => {
    const s = after('spurred-gallop');
    expect(mayRespondWith(s, mule)).toBe(false);
    expect(mayRespondWith(s, horse)).toBe(true);
    expect(costNow(s, A, horse)).toBe(1);
    expect(costNow(s, A, mule)).toBe(3);
    expect(costNow(aliceAs({}), A, horse)).toBe(3);
  });
});
