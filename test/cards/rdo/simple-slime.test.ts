// Simple Slime: a static prohibition on attacking (src/engine/effects/permissions.ts) and static prevention of 3.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { defineCard, dealDamage, reserve, target, targetAlly } from '../../../src/cards/define.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, refuse, withDef } from '../../engine/helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const simpleSlime = scriptedDef('simple-slime');

describe('simple-slime', () => {
  it("'simple-slime' can't attack even with power (permission.md#general-rules), and prevents 3 of each damage dealt to it", () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), simpleSlime);
    let slime: string;
    [s, slime] = addObject(s, B, 'simple-slime', { counters: { buff: 3 } });
    expect(legalActions(s, B).some((a) => a.type === 'attack' && a.attacker === slime)).toBe(false);
    refuse(s, B, { type: 'attack', attacker: slime }, 'game-mechanics/game-mechanics-miscellaneous-topics/permission.md#general-rules');
    // The same ally without the prohibition could attack with that buff.
    const plain = { ...simpleSlime, slug: 'test-plain-slime', abilities: [] };
    let other: string;
    [s, other] = addObject(withDef(s, plain), B, plain.slug, { counters: { buff: 3 } });
    expect(legalActions(s, B)).toContainEqual({ type: 'attack', attacker: other });
    // 4 damage from an effect: 3 of it is prevented.
    const bolt = defineCard({ slug: 'test-bolt-4', name: 'Test Bolt 4', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
      targets: [targetAlly()], onResolve: [dealDamage(target(0), 4)],
    });
    let card: string;
    [s, card] = addCard(withDef(s, bolt), B, bolt.slug);
    s = act(s, B, { type: 'activate', card });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: slime } });
    s = passUntil(s, (x) => x.stack.length === 0 && !x.pending);
    expect(s.objects[slime]!.damage).toBe(1);
  });
});
