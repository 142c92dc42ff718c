// An object remembers that it entered the field straight from a banishment (Suppress's return:
// glossary/game-terms.md#suppress, game-mechanics/game-mechanics-game-zones/game-zones-banishment.md#general-rules);
// an On Enter condition reads it. Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, ifThen, memory, onEnter, reserve, suppress, target, triggered } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const relic = defineCard({ slug: 'test-relic', name: 'test-relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [triggered(onEnter(), [ifThen({ kind: 'selfFromBanishment' }, [draw(2)])])] });
const hush: CardDef = { ...defineCard({ slug: 'test-hush', name: 'test-hush', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), targets: [{ kind: 'item' }], onResolve: [suppress(target(0))] };

describe('Entering from a banishment', () => {
  it('suppress (game-terms.md#suppress): the returning object entered from a banishment; its On Enter condition holds', () => {
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), relic), hush);
    let o: string, c: string;
    [s, o] = addObject(s, B, 'test-relic');
    expect(s.objects[o]!.fromBanishment).toBeUndefined();
    const card = s.objects[o]!.card!;
    [s, c] = addCard(s, A, 'test-hush');
    s = payReserve(act(act(s, A, { type: 'activate', card: c }), A, { type: 'chooseTarget', target: { kind: 'object', id: o } }), A);
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, B).banishment).toContain(card);
    const hand = player(s, B).hand.length;
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending && Object.values(t.objects).some((x) => x.card === card && x.fromBanishment));
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    expect(player(s, B).hand.length).toBe(hand + 2);
  });
});
