// A card banished by a source's ability, returned by its On Leave (glossary/game-terms.md#banish;
// game-mechanics-card-and-object-information.md#last-known-information): if the source left before its On Enter
// resolved, its On Leave came first and found nothing: the card stays banished.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, onEnter, onLeave, reserve, target, triggered } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const jail = defineCard({ slug: 'test-jail', name: 'test-jail', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [
    triggered(onEnter(), [{ op: 'banishRemembered', subject: target(0) }], { targets: [{ kind: 'object', nonChampion: true, controller: 'opponent' }] }),
    triggered(onLeave(), [{ op: 'returnRemembered' }]),
  ],
});
const body = defineCard({ slug: 'test-body', name: 'test-body', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, {});
const smash = defineCard({ slug: 'test-smash', name: 'test-smash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [destroy(target(0))], targets: [{ kind: 'object', nonChampion: true }] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

function smashIt(s: GameState, id: string): GameState {
  let c: string;
  [s, c] = addCard(s, A, 'test-smash');
  s = act(s, A, { type: 'activate', card: c });
  return payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id } }), A);
}

describe('Returning the card a source banished (glossary/game-terms.md#banish)', () => {
  it('returned by the On Leave, unrested unless told', () => {
    let s = [jail, body, smash].reduce((t, d) => withDef(t, d), passUntil(newGame({ first: A }), atMain(B)));
    s = passUntil(s, atMain(A));
    let ally: string, j: string;
    [s, ally] = addObject(s, B, 'test-body');
    const card = s.objects[ally]!.card!;
    let c: string;
    [s, c] = addCard(s, A, 'test-jail');
    s = passUntil(act(s, A, { type: 'activate', card: c }), (t) => t.pending?.kind === 'triggerTargets' || settled(t));
    s = passUntil(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } }), settled);
    expect(player(s, B).banishment).toContain(card);
    j = Object.values(s.objects).find((o) => o.def === 'test-jail')!.id;
    s = passUntil(smashIt(s, j), settled);
    const back = Object.values(s.objects).find((o) => o.card === card)!;
    expect(back.controller).toBe(B);
    expect(back.rested).toBe(false);
  });

  it('the source gone before its On Enter resolved: the card stays banished', () => {
    let s = [jail, body, smash].reduce((t, d) => withDef(t, d), passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)));
    let ally: string;
    [s, ally] = addObject(s, B, 'test-body');
    const card = s.objects[ally]!.card!;
    let c: string;
    [s, c] = addCard(s, A, 'test-jail');
    s = passUntil(act(s, A, { type: 'activate', card: c }), (t) => t.pending?.kind === 'triggerTargets' || settled(t));
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    const j = Object.values(s.objects).find((o) => o.def === 'test-jail')!.id;
    // With the On Enter on the stack, the jail is destroyed: its On Leave resolves first.
    s = passUntil(smashIt(s, j), settled);
    expect(s.objects[j]).toBeUndefined();
    expect(player(s, B).banishment).toContain(card);
    expect(Object.values(s.objects).some((o) => o.card === card)).toBe(false);
  });
});
