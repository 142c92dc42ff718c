// X = the cards loaded into the source object that fit a filter (glossary/game-terms.md#loaded), counted as the effect resolves.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, reserve } from '../../src/cards/define.js';
import { A, act, addCard, addObject, atMain, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const holder = defineCard({ slug: 'test-holder', name: 'test-holder', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [activated([], [{ op: 'scaled', x: { of: 'selfLoaded', filter: { subtype: 'AETHERCHARGE' } }, effect: { op: 'draw', who: 'you', count: 0 } }])] });
const charge = defineCard({ slug: 'test-charge', name: 'test-charge', types: ['ACTION'], subtypes: ['AETHERCHARGE'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });

describe('An amount counted from the cards loaded into the source (glossary/game-terms.md#loaded)', () => {
  it('only the loaded cards that fit count', () => {
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), holder), charge);
    const loaded: string[] = [];
    for (const slug of ['test-charge', 'test-charge', 'smoke-out']) { let c: string; [s, c] = addCard(s, A, slug, 'graveyard'); loaded.push(c); }
    s = edit(s, (t) => { player(t, A).graveyard = []; });
    let h: string;
    [s, h] = addObject(s, A, 'test-holder', { loaded });
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'activateAbility', object: h, index: 0 }), (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).hand.length).toBe(hand + 2);
  });
});
