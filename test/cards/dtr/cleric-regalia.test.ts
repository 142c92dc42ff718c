// Cleric regalia first printed in DTR.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion, edit, passUntil, player, resolveAll, toMaterialize } from '../doa/support.js';
import { place } from '../doa/round2-helpers.js';

const concoction = scriptedDef('suspicious-concoction');
/** An invented level 1 champion with no lineage requirement. */
const level1 = defineCard({ slug: 'test-level-one', name: 'Test Level One', types: ['CHAMPION'], subtypes: ['CLERIC'], classes: ['CLERIC'], element: 'NORM', cost: memory(1), level: 1, life: 20 }, {});

/** Alice materializes the level 1 champion (her champion levels up) and play goes on until a "may" or the end of it. */
function levelUp(prepare: (s: GameState) => GameState): GameState {
  let [s, card] = toMaterialize(level1, 1, prepare);
  s = act(s, A, { type: 'materialize', card });
  return passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
}
const damaged = (s: GameState, n: number) => edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = n; });

describe('suspicious-concoction', () => {
  it('when your champion levels up you may banish it: then draw a card into memory and recover 2', () => {
    let s = levelUp((t) => place(damaged(t, 3), A, concoction)[0]);
    expect(s.pending?.kind).toBe('may');
    const memory = player(s, A).memory.length;
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(Object.values(s.objects).some((o) => o.def === 'suspicious-concoction')).toBe(false);
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'suspicious-concoction')).toBe(true);
    expect(player(s, A).memory.length).toBe(memory + 1);
    expect(champion(s, A).damage).toBe(1);
  });

  it('declining keeps it and changes nothing; an opponent leveling up does not trigger it', () => {
    let s = levelUp((t) => place(damaged(t, 3), A, concoction)[0]);
    const memory = player(s, A).memory.length;
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(Object.values(s.objects).some((o) => o.def === 'suspicious-concoction')).toBe(true);
    expect(player(s, A).memory.length).toBe(memory);
    expect(champion(s, A).damage).toBe(3);
    const theirs = levelUp((t) => place(t, B, concoction)[0]);
    expect(theirs.pending).toBeNull();
    expect(Object.values(theirs.objects).some((o) => o.def === 'suspicious-concoction' && o.controller === B)).toBe(true);
  });
});
