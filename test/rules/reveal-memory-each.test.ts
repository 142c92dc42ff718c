// "Each player reveals their memory; if a [element] card was revealed, …" (glossary/game-terms.md#reveal):
// the names go to the public log and the condition reads every player's memory; "choose a unit" picks any
// player's unit (not a target); "each opponent banishes a card at random from their memory". Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, dealDamage, defineCard, ifThen, memory, reserve } from '../../src/cards/define.js';
import { A, B, act, addCard, addObject, game, passUntil, player, settle, withDef } from '../cards/regalia-b-support.js';

const lens = defineCard({ slug: 'test-lens', name: 'test-lens', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([], [
    { op: 'revealMemory', each: true },
    ifThen({ kind: 'anyMemoryHas', element: 'WIND' }, [{ op: 'banishRandomFromMemory', whose: 'opponents' }]),
    { op: 'chooseObjects', filter: { type: 'CHAMPION' }, count: 1, anyController: true, effects: [dealDamage({ ref: 'chosen' }, 2)] },
  ])],
});
const gust = defineCard({ slug: 'test-gust', name: 'test-gust', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});

describe("each player's memory revealed (glossary/game-terms.md#reveal)", () => {
  it('a wind card in any memory counts; the opponent banishes at random; any champion can be chosen', () => {
    let s = withDef(withDef(game(), lens), gust);
    s = { ...s, players: s.players.map((p) => ({ ...p, memory: [] })) };
    let o: string;
    [s, o] = addObject(s, A, lens.slug);
    [s] = addCard(s, A, gust.slug, 'memory'); // Alice's own wind card is revealed too
    [s] = addCard(s, B, gust.slug, 'memory');
    s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), (u) => u.pending?.kind === 'chooseObjects');
    s = settle(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: player(s, B).champion! } }));
    expect(player(s, B).memory).toHaveLength(0);
    expect(player(s, A).memory).toHaveLength(1); // only opponents banish
    expect(s.objects[player(s, B).champion!]!.damage).toBe(2);
    expect(s.log.some((l) => l.text.includes('reveals their memory') && l.player === B)).toBe(true);
  });
});
