// Banishing an object and returning its card to the field (glossary/game-terms.md#banish): the card comes back as a
// new object under its owner's control; a token banished this way ceases to exist and does not come back.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, target, targetAlly } from '../../src/cards/define.js';
import { A, B, act, addCard, addObject, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const blink = defineCard({ slug: 'test-blink', name: 'test-blink', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetAlly()], onResolve: [{ op: 'flicker', subject: target(0), rested: true }] });
const ally = defineCard({ slug: 'test-ally', name: 'test-ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});

function cast(tokenAlly: boolean) {
  let s = withDef(withDef(newGame({ first: A }), blink), ally);
  let id: string;
  if (tokenAlly) [s, id] = addObject(s, B, 'test-ally', { card: null });
  else {
    let card: string;
    [s, card] = addCard(s, B, 'test-ally', 'graveyard');
    s = { ...s, players: s.players.map((p) => (p.id === B ? { ...p, graveyard: [] } : p)) };
    [s, id] = addObject(s, B, 'test-ally', { card, controller: A });
  }
  let spell: string;
  [s, spell] = addCard(s, A, 'test-blink');
  s = payReserve(act(act(s, A, { type: 'activate', card: spell }), A, { type: 'chooseTarget', target: { kind: 'object', id } }), A);
  return { s: passUntil(s, (t) => t.stack.length === 0 && !t.pending), id };
}

describe('Banish, then return to the field (glossary/game-terms.md#banish)', () => {
  it("the card returns as a new object, rested, under its owner's control", () => {
    const { s, id } = cast(false);
    const back = s.field.map((f) => s.objects[f]!).find((o) => o.def === 'test-ally')!;
    expect(back.id).not.toBe(id);
    expect([back.controller, back.rested]).toEqual([B, true]);
    expect(player(s, B).banishment).toEqual([]);
  });

  it('a token does not come back', () => {
    const { s } = cast(true);
    expect(s.field.some((f) => s.objects[f]!.def === 'test-ally')).toBe(false);
  });
});
