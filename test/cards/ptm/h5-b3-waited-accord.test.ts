// h5-b3: waited-accord (revealCards from the material deck; a gained first-each-turn cost modifier).
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, payReserve, player } from '../../engine/helpers.js';
import { activate, objectsOf } from '../amb/scenario.js';
import { addCards, aliceAs, costNow, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const exia = defineCard({ slug: 'test-exia-b3', name: 'Test Exia', types: ['ACTION'], element: 'EXIA', cost: reserve(1) }, { onResolve: [] });
const regal = defineCard({ slug: 'test-regal-b3', name: 'Test Regal', types: ['ITEM'], supertypes: ['REGALIA'], element: 'EXIA', cost: { kind: 'memory', value: 0 } }, { abilities: [] });
const plain = defineCard({ slug: 'test-plain-b3w', name: 'Test Plain', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });

const revealAll = (s: GameState, legal: Action[]): Action | undefined =>
  s.pending?.kind === 'revealCards' ? legal.find((a) => a.type === 'chooseTarget' && a.target !== null) : undefined;

describe("'waited-accord'", () => {
  it('revealing three advanced cards of the material deck: the first advanced card each player activates each turn costs 2 more', () => {
    let s = aliceAs({});
    [s] = addCards(s, A, regal, 'materialDeck', 3);
    [s] = activate(s, A, def('waited-accord'));
    s = drive(s, revealAll);
    expect(objectsOf(s, 'waited-accord')).toHaveLength(1);
    expect(costNow(s, A, exia)).toBe(3);
    expect(costNow(s, B, exia)).toBe(3);
    expect(costNow(s, A, plain)).toBe(1);
    [s] = activate(s, A, exia);
    s = drive(s);
    expect(costNow(s, A, exia)).toBe(1); // only the first
    expect(costNow(s, B, exia)).toBe(3);
  });

  it('declined (or fewer than three): no cost change; [Level 2+] sacrifice it to draw', () => {
    let s = aliceAs({ level: 2 });
    [s] = addCards(s, A, regal, 'materialDeck', 2);
    [s] = activate(s, A, def('waited-accord'));
    s = drive(s, revealAll);
    expect(costNow(s, A, exia)).toBe(1);
    const accord = objectsOf(s, 'waited-accord')[0]!;
    const deck = player(s, A).mainDeck.length;
    s = drive(payReserve(act(s, A, { type: 'activateAbility', object: accord.id, index: 1 }), A));
    expect(objectsOf(s, 'waited-accord')).toHaveLength(0);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    let low = aliceAs({ level: 1 });
    [low] = activate(low, A, def('waited-accord'));
    low = drive(low);
    const mine = objectsOf(low, 'waited-accord')[0]!;
    expect(legalActions(low, A).some((a) => a.type === 'activateAbility' && a.object === mine.id)).toBe(false);
  });
});
