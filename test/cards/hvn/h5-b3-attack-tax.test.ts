// h5-b3: attack taxes by kind of attacker (effects/attack-tax.ts: attackers, allyAttackTax).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';

import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, atMain, champion, passUntil, player } from '../../engine/helpers.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { activate, place } from '../amb/scenario.js';
import { aliceAs, bobAs, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const ally = defineCard({ slug: 'test-ally-b3x', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, { abilities: [] });
const suited = defineCard({ slug: 'test-suited-b3x', name: 'Test Suited', types: ['ALLY'], subtypes: ['SUITED'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, { abilities: [] });
const slash = defineCard({ slug: 'test-slash-b3x', name: 'Test Slash', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 }, {});

/** Bob attacks Alice's champion with this ally; how many reserve cards the declaration took from his hand. */
function allyAttackPaid(s: GameState, attacker: string): number {
  s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  const hand = player(s, B).hand.length;
  let paid = 0;
  s = drive(s, (t, legal) => {
    const pay = legal.find((a) => a.type === 'chooseReserve');
    if (pay && t.pending?.kind === 'attackDeclaration') paid++;
    return pay;
  });
  expect(player(s, B).hand.length).toBe(hand - paid);
  return paid;
}
/** Bob's champion attacks with a Test Slash; the reserve its declaration took. */
function championAttackPaid(s: GameState): number {
  [s] = activate(s, B, slash);
  let paid = 0;
  s = drive(s, (t, legal) => {
    const pay = legal.find((a) => a.type === 'chooseReserve');
    if (pay && t.pending?.kind === 'attackDeclaration') paid++;
    return pay;
  });
  return paid;
}

describe('h5-b3 attack taxes', () => {
  it("'chibi-battle-of-red-cliffs': every player's attack declarations with allies cost (1) more; champions' don't", () => {
    let s = bobAs({});
    [s] = place(s, A, def('chibi-battle-of-red-cliffs'));
    let mine: string;
    [s, mine] = place(s, B, ally, { enteredTurn: 0 });
    expect(allyAttackPaid(s, mine)).toBe(1);
    expect(championAttackPaid(s)).toBe(0);
  });

  it("'torch-marshal': +1 power with a Guardian champion; attacking with it costs (2) more, other allies' attacks don't", () => {
    let s = bobAs({ classes: ['GUARDIAN'] });
    let torch: string, other: string;
    [s, torch] = place(s, B, def('torch-marshal'), { enteredTurn: 0 });
    [s, other] = place(s, B, ally, { enteredTurn: 0 });
    expect(currentStat(s, s.objects[torch]!, 'power')).toBe(4);
    expect(allyAttackPaid(s, torch)).toBe(2);
    expect(allyAttackPaid(s, other)).toBe(0);
    let t = bobAs({ classes: ['MAGE'] });
    [t, torch] = place(t, B, def('torch-marshal'));
    expect(currentStat(t, t.objects[torch]!, 'power')).toBe(3);
  });

  it("'suited-trickery': until Alice's next turn, attacks with champions cost (2) more; a draw into memory with a Suited ally", () => {
    let s = aliceAs({});
    [s] = place(s, A, suited);
    const deck = player(s, A).mainDeck.length;
    [s] = activate(s, A, def('suited-trickery'));
    s = drive(s);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    s = passUntil(s, atMain(B));
    let mine: string;
    [s, mine] = place(s, B, ally, { enteredTurn: 0 });
    expect(championAttackPaid(s)).toBe(2);
    expect(allyAttackPaid(s, mine)).toBe(0);
    s = passUntil(s, atMain(A));
    expect(s.attackTaxes ?? []).toEqual([]);
    let u = aliceAs({});
    const d2 = player(u, A).mainDeck.length;
    [u] = activate(u, A, def('suited-trickery'));
    u = drive(u);
    expect(player(u, A).mainDeck.length).toBe(d2);
  });
});
