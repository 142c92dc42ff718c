// h6-lin: cards put on the bottom of a champion's lineage from hand and memory (effects/lineage-from-zones.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, yourChampion } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, champion, edit, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, drive } from '../amb/amb1-support.js';

const UM = [...ALL, 'UMBRA' as const];
const hex = defineCard({ slug: 'test-h6i-hex', name: 'Test Hex', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1) }, {});
const plain = defineCard({ slug: 'test-h6i-plain', name: 'Test Plain', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});
const away = defineCard({ slug: 'test-h6i-away', name: 'Test Away', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'becomeDistant', subject: yourChampion() }] });

describe("'perilous-mend'", () => {
  const mend = scriptedDef('perilous-mend');

  function cast(cls: string, distant = false): { s: GameState; inHand: string[]; inMemory: string[]; other: string } {
    let s = edit(aliceAs({ classes: [cls], elements: UM }), (t) => { t.objects[player(t, A).champion!]!.damage = 12; });
    let inHand: string[], inMemory: string[], other: string[];
    [s, inHand] = addCards(s, A, hex, 'hand', 2);
    [s, inMemory] = addCards(s, A, hex, 'memory', 1);
    [s, other] = addCards(s, A, plain, 'hand', 1);
    if (distant) { [s] = activate(s, A, away); s = drive(s); }
    // Pay with the plain cards only: give Alice enough of them.
    [s] = addCards(s, A, plain, 'hand', 3);
    [s] = activate(s, A, mend);
    for (let i = 0; i < 10 && s.pending?.kind !== 'cardsIntoLineage' && (s.stack.length > 0 || s.pending); i++) s = act(s, s.pending ? A : (legalActions(s, A).some((a) => a.type === 'pass') ? A : 'bob'), { type: 'pass' });
    return { s, inHand: inHand.filter((c) => player(s, A).hand.includes(c)), inMemory: [...inMemory, ...inHand.filter((c) => player(s, A).memory.includes(c))], other: other[0]! };
  }

  it('class bonus: any Curse cards from hand and/or memory go on the bottom of your lineage in the order picked; recover 3 per card', () => {
    let { s, inHand, inMemory, other } = cast('RANGER');
    expect(s.pending?.kind).toBe('cardsIntoLineage');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseCard' ? [a.card] : []));
    expect(offered.sort()).toEqual([...inHand, ...inMemory].sort());
    expect(offered).not.toContain(other);
    const [first, second] = [...inMemory, ...inHand];
    s = act(s, A, { type: 'chooseCard', card: first! });
    s = act(s, A, { type: 'chooseCard', card: second! });
    s = drive(act(s, A, { type: 'chooseTarget', target: null }));
    // The later one is under the earlier one: bottom first.
    expect(champion(s, A).lineage.slice(0, 2)).toEqual([second, first]);
    expect(player(s, A).hand).not.toContain(second);
    expect(player(s, A).memory).not.toContain(first);
    expect(champion(s, A).damage).toBe(12 - 6);
  });

  it('putting none recovers nothing', () => {
    let { s } = cast('RANGER');
    const lineage = champion(s, A).lineage.length;
    s = drive(act(s, A, { type: 'chooseTarget', target: null }));
    expect(champion(s, A).lineage.length).toBe(lineage);
    expect(champion(s, A).damage).toBe(12);
  });

  it('without the class bonus nothing happens', () => {
    const { s } = cast('WARRIOR', true);
    expect(s.pending?.kind).not.toBe('cardsIntoLineage');
    expect(champion(drive(s), A).damage).toBe(12);
  });

  it('class bonus: a distant champion draws a card too', () => {
    const near = cast('RANGER');
    const far = cast('RANGER', true);
    const drawn = (x: { s: GameState }) => { const deck = player(x.s, A).mainDeck.length; return deck - player(drive(act(x.s, A, { type: 'chooseTarget', target: null })), A).mainDeck.length; };
    expect(drawn(near)).toBe(0);
    expect(drawn(far)).toBe(1);
  });
});
