// Ranged N as an ability (glossary/keywords-and-abilities.md#ranged): instances add up, including an
// Inherited Effect of a card in the champion's lineage (glossary/keywords-and-abilities.md#inherited-effect).
import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const champ = (slug: string, level: number, script: Parameters<typeof defineCard>[1]) =>
  defineCard({ slug, name: `Archer, ${slug}`, types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: level }, level, life: 30, power: 1 }, script);
const lower = champ('test-archer-one', 1, { abilities: [{ kind: 'static', effect: { kind: 'ranged', amount: 2 }, inherited: true }] });
const upper = champ('test-archer-two', 2, { keywordValues: { ranged: 1 } });

/** Bob's champion is `top` with `below` in its lineage, distant or not; it attacks Alice's champion. Returns the damage dealt. */
function shot(distant: boolean, withInherited: boolean): number {
  let s: GameState = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), lower), upper);
  let card: string;
  [s, card] = addCard(s, B, lower.slug, 'banishment');
  s = edit(s, (t) => {
    const p = player(t, B);
    p.banishment = p.banishment.filter((c) => c !== card);
    const o = t.objects[p.champion!]!;
    o.def = upper.slug;
    if (withInherited) o.lineage = [...o.lineage, card];
    o.distant = distant;
    t.objects[player(t, A).champion!]!.rested = false;
  });
  s = act(s, B, { type: 'attack', attacker: player(s, B).champion! });
  s = act(s, B, { type: 'chooseAttackTarget', target: player(s, A).champion! });
  s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending);
  return s.objects[player(s, A).champion!]!.damage;
}

describe('Ranged N (glossary/keywords-and-abilities.md#ranged)', () => {
  it('an inherited Ranged adds to the printed one while the unit is distant (glossary/keywords-and-abilities.md#ranged, #inherited-effect)', () => {
    expect(shot(false, true)).toBe(1);
    expect(shot(true, false)).toBe(1 + 1);
    expect(shot(true, true)).toBe(1 + 1 + 2);
  });
});
