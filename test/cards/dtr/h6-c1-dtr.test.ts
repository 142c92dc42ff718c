// h6-c1: Lucenia's Reign, an ability paid by discarding a Chessman Command card.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, act, addCard, edit, player, withDef } from '../../engine/helpers.js';
import { objectsOf, place, play, settle } from '../amb/scenario.js';
import { aliceAs, namedChampion } from '../amb/amb1-support.js';
import { currentStat } from '../../../src/engine/state/query.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const command = defineCard({ slug: 'h6c1-chess-command', name: 'Chess Command', types: ['ACTION'], subtypes: ['CHESSMAN', 'COMMAND'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });
const plainCommand = defineCard({ slug: 'h6c1-command', name: 'Plain Command', types: ['ACTION'], subtypes: ['COMMAND'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });
const filler = defineCard({ slug: 'h6c1-filler', name: 'Filler', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });
const rook = defineCard({ slug: 'h6c1-rook', name: 'Rook', types: ['ALLY'], subtypes: ['CHESSMAN', 'ROOK'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});

describe('h6-c1 dtr', () => {
  it("'lucenias-reign': On Enter draw into memory; (2) + discard a Chessman Command card: a Chessman ally you control gets +1 life, draw into memory", () => {
    let s = aliceAs({ classes: ['MAGE'], elements: EVERY });
    for (const d of [command, plainCommand, filler, rook]) s = withDef(s, d);
    const memory = player(s, A).memory.length;
    s = play(s, A, scriptedDef('lucenias-reign'));
    // Its reserve (2) went to memory, and the draw.
    expect(player(s, A).memory.length).toBe(memory + 3);
    const after = player(s, A).memory.length;
    const reign = objectsOf(s, 'lucenias-reign')[0]!.id;
    let r: string;
    [s, r] = place(s, A, rook);
    s = edit(s, (t) => { player(t, A).hand = []; });
    let f1: string, cmd: string;
    [s, f1] = addCard(s, A, filler.slug);
    [s] = addCard(s, A, plainCommand.slug);
    const offered = (x: typeof s) => legalActions(x, A).some((a) => a.type === 'activateAbility' && a.object === reign);
    // A Command card that is not a Chessman card doesn't pay it.
    expect(offered(s)).toBe(false);
    [s, cmd] = addCard(s, A, command.slug);
    // Three cards: the Chessman Command card must be the discard, never part of the (2).
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === reign)!);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: r } });
    expect(legalActions(s, A).some((a) => a.type === 'chooseReserve' && a.card === cmd)).toBe(false);
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = act(s, A, { type: 'chooseCostPart', id: cmd });
    s = settle(s);
    expect(player(s, A).graveyard).toContain(cmd);
    expect(player(s, A).memory).toContain(f1);
    expect(currentStat(s, s.objects[r]!, 'life')).toBe(3);
    expect(player(s, A).memory.length).toBe(after + 2 + 1);
  });

  it("'brusque-neige': sacrificing an ally pays instead of (2); allies enter rested this turn; with Ciel at level 2+ it is banished as an omen", () => {
    const ciel = (level: number) => namedChampion(aliceAs({ elements: EVERY }), A, 'Ciel', ['GUARDIAN'], level);
    const run = (s: typeof rook extends never ? never : ReturnType<typeof ciel>) => {
      s = withDef(withDef(s, rook), scriptedDef('brusque-neige'));
      s = edit(s, (t) => { player(t, A).hand = []; });
      let r: string, card: string;
      [s, r] = place(s, A, rook);
      [s, card] = addCard(s, A, 'brusque-neige');
      s = act(s, A, { type: 'activate', card });
      s = act(s, A, { type: 'declareAltCost', use: true });
      s = settle(act(s, A, { type: 'chooseCostPart', id: r }));
      return { s, r, card };
    };
    let { s, r, card } = run(ciel(2));
    expect(s.field).not.toContain(r);
    // Ruling: a banished card with an omen counter is an omen.
    expect(player(s, A).banishment).toContain(card);
    expect(s.cardCounters?.[card]?.omen).toBe(1);
    // An ally entering now enters rested.
    const pawn = defineCard({ slug: 'h6c1-pawn0', name: 'Pawn', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
    let r2: string;
    [s, r2] = addCard(withDef(s, pawn), A, pawn.slug);
    s = settle(act(s, A, { type: 'activate', card: r2 }));
    expect(Object.values(s.objects).find((o) => o.card === r2)?.rested).toBe(true);
    // Level 1: it goes to the graveyard.
    ({ s, card } = run(ciel(1)));
    expect(player(s, A).graveyard).toContain(card);
  });
});
