// Cardinal of Divine Rite: Angel cards and Angel objects, anyone's, can't become imbued (errata: only Angel objects).
import { describe, expect, it } from 'vitest';
import { cardScript, defineCard, draw, ifThen, imbue, imbued, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, newGame, player } from '../../engine/helpers.js';
import { objectOf, place, settle, withDefs } from '../amb/scenario.js';

const rite = (slug: string, subtypes: string[]) => defineCard({ slug, name: slug, types: ['ACTION'], subtypes, element: 'FIRE', cost: reserve(2) },
  cardScript(slug, { imbue: [imbue(2)], onResolve: [ifThen(imbued(), [draw(1)])] }).script);
const angelRite = rite('test-cd-angel-rite', ['ANGEL']);
const plainRite = rite('test-cd-plain-rite', []);
const angel = defineCard({ slug: 'test-cd-angel', name: 'Test Angel', types: ['ALLY'], subtypes: ['ANGEL'], element: 'FIRE', cost: reserve(2), power: 1, life: 1 }, { imbue: [imbue(2)] });
const ember = defineCard({ slug: 'test-cd-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(9) }, {});

function game(): GameState {
  let s = withDefs(newGame({ first: A }), angelRite, plainRite, angel, ember, scriptedDef('cardinal-of-divine-rite'));
  s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, hand: [] } : p)) };
  for (let i = 0; i < 2; i++) [s] = addCard(s, A, 'test-cd-ember');
  return s;
}
function cast(s: GameState, slug: string): GameState {
  let card: string;
  [s, card] = addCard(s, A, slug);
  s = act(s, A, { type: 'activate', card });
  while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
  return s;
}

describe("'cardinal-of-divine-rite'", () => {
  it('an Angel card is not imbued while an opponent controls the Cardinal; other cards still are', () => {
    let s = game();
    [s] = place(s, B, scriptedDef('cardinal-of-divine-rite'));
    s = cast(s, 'test-cd-angel-rite');
    expect(s.stack.at(-1)?.imbued).toBeUndefined();
    const hand = player(s, A).hand.length;
    s = settle(s);
    expect(player(s, A).hand.length).toBe(hand);
    [s] = addCard(s, A, 'test-cd-ember');
    [s] = addCard(s, A, 'test-cd-ember');
    s = cast(s, 'test-cd-plain-rite');
    expect(s.stack.at(-1)?.imbued).toBe(true);
  });

  it('without it, the Angel card is imbued', () => {
    const s = cast(game(), 'test-cd-angel-rite');
    expect(s.stack.at(-1)?.imbued).toBe(true);
  });

  it('an imbued Angel activation whose object enters once the Cardinal is out: the object does not become imbued', () => {
    let s = cast(game(), 'test-cd-angel');
    expect(s.stack.at(-1)?.imbued).toBe(true);
    [s] = addObject(s, B, 'cardinal-of-divine-rite');
    s = settle(s);
    expect(objectOf(s, 'test-cd-angel').imbued).toBeFalsy();
  });
});
