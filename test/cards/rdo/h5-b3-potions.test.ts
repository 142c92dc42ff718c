// h5-b3: potions whose sacrifice ability reads them as they were (effects/left-source-conditions.ts).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, act, addCard, atMain, passUntil, payReserve, player, withDef, B } from '../../engine/helpers.js';
import { objectsOf, place } from '../amb/scenario.js';
import { aliceAs, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);

/** Alice activates `slug` from hand, brewed with these ingredient objects (or paid normally), and it resolves. */
function cast(s: GameState, slug: string, ingredients: string[] | null): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def(slug)), A, slug);
  s = act(s, A, { type: 'activate', card });
  if (ingredients) {
    s = act(s, A, { type: 'declareBrew', brew: true });
    for (const object of ingredients) s = act(s, A, { type: 'chooseIngredient', object });
  } else if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'brew') s = act(s, A, { type: 'declareBrew', brew: false });
  return drive(payReserve(s, A));
}
function sacrifice(s: GameState, slug: string): GameState {
  const o = objectsOf(s, slug)[0]!;
  return drive(payReserve(act(s, A, { type: 'activateAbility', object: o.id, index: slug === 'aqua-vitae' ? 1 : 0 }), A));
}

describe('h5-b3 potions', () => {
  it("'distilled-water': brewed from one Herb; sacrificed, it draws only if it was brewed", () => {
    for (const brewed of [true, false]) {
      let s = aliceAs({});
      let herb: string;
      [s, herb] = place(s, A, def('manaroot'));
      s = cast(s, 'distilled-water', brewed ? [herb] : null);
      expect(s.objects[herb] === undefined).toBe(brewed);
      const deck = player(s, A).mainDeck.length;
      s = sacrifice(s, 'distilled-water');
      expect(objectsOf(s, 'distilled-water')).toHaveLength(0);
      expect(deck - player(s, A).mainDeck.length).toBe(brewed ? 1 : 0);
    }
  });

  it("'aqua-vitae': an age counter at each of your recollections with a Cleric champion; sacrificed, draw, and one more with three or more age counters (ruling: were)", () => {
    const run = (classes: string[], turns: number) => {
      let s = aliceAs({ classes });
      let leaf: string;
      [s, leaf] = place(s, A, def('springleaf'));
      s = cast(s, 'aqua-vitae', [leaf]);
      for (let i = 0; i < turns; i++) s = passUntil(passUntil(s, atMain(B)), atMain(A));
      const age = objectsOf(s, 'aqua-vitae')[0]!.counters.age ?? 0;
      const deck = player(s, A).mainDeck.length;
      s = sacrifice(s, 'aqua-vitae');
      return { age, drew: deck - player(s, A).mainDeck.length };
    };
    expect(run(['CLERIC'], 3)).toEqual({ age: 3, drew: 2 });
    expect(run(['CLERIC'], 2)).toEqual({ age: 2, drew: 1 });
    expect(run(['MAGE'], 3)).toEqual({ age: 0, drew: 1 });
  });
});
