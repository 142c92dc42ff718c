// A trigger on an object's death remembers that object's card, so an effect can move the card from where
// it went (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information); a token has
// no card and "non-token" filters it out (game-mechanics/game-mechanics-tokens.md#general-rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, memory, reserve, target, targetAlly, triggered, whenever } from '../../src/cards/define.js';
import { A, act, addCard, addObject, atMain, newGame, passUntil, player, withDef } from '../engine/helpers.js';
import { settle } from '../cards/regalia-b-support.js';

const urn = defineCard({ slug: 'test-urn', name: 'test-urn', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [triggered(whenever('dies', { who: 'you', type: 'ALLY', nonToken: true }), [{ op: 'eventCardToMemory' }])],
});
const pal = defineCard({ slug: 'test-pal', name: 'test-pal', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const zap = defineCard({ slug: 'test-zap2', name: 'test-zap2', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetAlly()], onResolve: [dealDamage(target(0), 5)] });

function killPal(token: boolean) {
  let s = withDef(withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), urn), pal), zap);
  let v: string, z: string;
  [s] = addObject(s, A, urn.slug);
  [s, v] = addObject(s, A, pal.slug);
  if (token) s = { ...s, objects: { ...s.objects, [v]: { ...s.objects[v]!, card: null } } };
  const card = s.objects[v]!.card;
  [s, z] = addCard(s, A, zap.slug);
  s = settle(act(act(s, A, { type: 'activate', card: z }), A, { type: 'chooseTarget', target: { kind: 'object', id: v } }));
  return { s, card };
}

describe('the card of an object that died (card-and-object-information.md#last-known-information)', () => {
  it('a death trigger moves that card from the graveyard to memory; a token has no card and does not trigger a non-token watcher', () => {
    const { s, card } = killPal(false);
    expect(player(s, A).memory).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    const t = killPal(true);
    expect(t.s.stack).toHaveLength(0);
    expect(player(t.s, A).memory.filter((c) => t.s.cards[c]!.def === pal.slug)).toHaveLength(0);
  });
});
