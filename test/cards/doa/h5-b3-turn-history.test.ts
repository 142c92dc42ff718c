// h5-b3: "if your champion has attacked / leveled up this turn" (src/engine/effects/turn-history.ts).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, edit, player } from '../../engine/helpers.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { activate, place } from '../amb/scenario.js';
import { acceptAll, asJin, bobAs, costNow, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const slash = defineCard({ slug: 'test-slash-b3', name: 'Test Slash', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 }, {});
const ally = defineCard({ slug: 'test-ally-b3t', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 2, life: 2 }, { abilities: [] });

/** Bob's champion attacks Alice's champion with a Test Slash, and the attack ends. */
function championAttacks(s: GameState): GameState {
  [s] = activate(s, B, slash);
  return drive(s);
}

describe('h5-b3 turn history', () => {
  it("'inspiring-call': costs 2 less once your champion attacked this turn; allies you control get +1 power; draw into memory", () => {
    let s = bobAs({});
    expect(costNow(s, B, def('inspiring-call'))).toBe(3);
    let mine: string;
    [s, mine] = place(s, B, ally);
    s = championAttacks(s);
    expect(champion(s, A).damage).toBe(1);
    expect(costNow(s, B, def('inspiring-call'))).toBe(1);
    const deck = player(s, B).mainDeck.length;
    [s] = activate(s, B, def('inspiring-call'));
    s = drive(s);
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(3);
    expect(player(s, B).mainDeck.length).toBe(deck - 1);
    // An ally attacking is not the champion attacking.
    let t = bobAs({});
    let attacker: string;
    [t, attacker] = place(t, B, ally, { enteredTurn: 0 });
    t = drive(t, (u, legal) => (u.combat ? undefined : legal.find((a) => a.type === 'attack' && a.attacker === attacker) ?? legal.find((a) => a.type === 'chooseAttackTarget')));
    expect(costNow(t, B, def('inspiring-call'))).toBe(3);
  });

  it("'tactful-sergeant': on enter, draws into memory only if your champion attacked this turn", () => {
    const run = (attacked: boolean) => {
      let s = bobAs({});
      if (attacked) s = championAttacks(s);
      const deck = player(s, B).mainDeck.length;
      [s] = activate(s, B, def('tactful-sergeant'));
      s = drive(s);
      return deck - player(s, B).mainDeck.length;
    };
    expect(run(true)).toBe(1);
    expect(run(false)).toBe(0);
  });

  it("'pierce-the-heavens': with Jin leveled up this turn, +2 power and unblockable", () => {
    const run = (jin: boolean, leveled: boolean) => {
      let s = bobAs({});
      if (jin) s = asJin(s, B);
      if (leveled) s = edit(s, (t) => { t.leveledUpThisTurn = [B]; });
      [s] = place(s, A, defineCard({ slug: 'test-guard-b3', name: 'Test Guard', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 9 }, { keywords: ['intercept'], abilities: [] }));
      [s] = activate(s, B, def('pierce-the-heavens'));
      s = drive(s, acceptAll); // the guard intercepts whenever it may
      return champion(s, A).damage;
    };
    expect(run(true, true)).toBe(5); // 3 + 2, and the guard could not intercept
    expect(run(true, false)).toBe(0); // intercepted
    expect(run(false, true)).toBe(0);
  });
});
