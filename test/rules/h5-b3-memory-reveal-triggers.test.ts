// "Whenever you reveal this card from your memory" ('glossary/game-terms.md#reveal'): a card in memory triggers
// each time its owner reveals it by an effect, whichever effect reveals it (src/engine/effects/memory-reveals.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, recover, reserve, triggered } from '../../src/cards/define.js';
import { A, edit, player } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, drive } from '../cards/amb/amb1-support.js';

const glowing = defineCard({ slug: 'test-glowing-b3', name: 'Test Glowing', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { abilities: [triggered({ on: 'revealedFromMemory' }, [recover(2)])], onResolve: [] });
const showAll = defineCard({ slug: 'test-show-all-b3', name: 'Test Show All', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'revealMemory' }] });
const showNone = defineCard({ slug: 'test-show-hand-b3', name: 'Test Show Hand', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'revealCards', from: ['hand'], filter: {}, count: 1 }] });

const damage = (s: ReturnType<typeof aliceAs>) => s.objects[player(s, A).champion!]!.damage;

describe("memory reveal triggers ('glossary/game-terms.md#reveal')", () => {
  it('revealing the whole memory triggers each such card once', () => {
    let s = edit(aliceAs({}), (t) => { t.objects[player(t, A).champion!]!.damage = 9; });
    [s] = addCards(s, A, glowing, 'memory', 2);
    [s] = activate(s, A, showAll);
    s = drive(s);
    expect(damage(s)).toBe(5);
  });

  it('a card revealed from the hand does not trigger', () => {
    let s = edit(aliceAs({}), (t) => { t.objects[player(t, A).champion!]!.damage = 9; });
    [s] = addCards(s, A, glowing, 'hand', 1);
    s = edit(s, (t) => { const p = player(t, A); p.hand = p.hand.slice(-1); });
    [s] = activate(s, A, showNone);
    s = drive(s, (t, legal) => (t.pending?.kind === 'revealCards' ? legal.find((a) => a.type === 'chooseTarget' && a.target !== null) : undefined));
    expect(damage(s)).toBe(9);
  });
});
