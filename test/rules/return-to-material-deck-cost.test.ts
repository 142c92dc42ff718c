// "Return this to your material deck" as the cost of an activated ability: paid as the ability is
// activated, before it resolves (game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md#general-rules).
// A card of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw } from '../../src/cards/define.js';
import { memory } from '../../src/cards/define.js';
import { A, act, addObject, atMain, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const relic = defineCard({ slug: 'test-homing-relic', name: 'test-homing-relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([{ kind: 'returnSelfToMaterialDeck' }], [draw(1)])],
});

describe('returning the source to its material deck as a cost (abilities-activated-abilities.md#general-rules)', () => {
  it('the object leaves for its owner\'s material deck as the ability is activated; the ability still resolves', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    let o: string;
    [s, o] = addObject(withDef(s, relic), A, relic.slug);
    const card = s.objects[o]!.card!;
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(s.objects[o]).toBeUndefined();
    expect(player(s, A).materialDeck).toContain(card);
    expect(s.stack).toHaveLength(1);
    const hand = player(s, A).hand.length;
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });
});
