// "Loses pride" (glossary/keywords-and-abilities.md#pride): an effect takes the numbered keyword away in
// layer D, so the ally obeys whatever the champion's level; a newer gain of pride brings it back
// (src/engine/effects/lose-keyword-value.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { becomes, defineCard, reserve, target, targetAlly } from '../../src/cards/define.js';
import { B } from '../engine/helpers.js';
import { activate, place } from '../cards/amb/scenario.js';
import { bobAs, drive } from '../cards/amb/amb1-support.js';

const proud = defineCard({ slug: 'test-proud-ally', name: 'Test Proud Ally', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 2, life: 2 },
  { keywordValues: { pride: 3 }, abilities: [] });
const humble = defineCard({ slug: 'test-humble', name: 'Test Humble', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { targets: [targetAlly()], onResolve: [becomes(target(0), [{ kind: 'loseKeywordValue', keyword: 'pride' }], 'untilEndOfTurn')] });
const vain = defineCard({ slug: 'test-vain', name: 'Test Vain', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { targets: [targetAlly()], onResolve: [becomes(target(0), [{ kind: 'gainKeywordValue', keyword: 'pride', value: 2 }], 'untilEndOfTurn')] });

const canAttack = (s: GameState, id: string) => legalActions(s, B).some((a) => a.type === 'attack' && a.attacker === id);

describe("losing pride ('glossary/keywords-and-abilities.md#pride')", () => {
  it('a pride 3 ally under a level 1 champion obeys once it loses pride, until the effect ends', () => {
    let s = bobAs({ level: 1 });
    let ally: string;
    [s, ally] = place(s, B, proud, { enteredTurn: 0 });
    expect(canAttack(s, ally)).toBe(false);
    [s] = activate(s, B, humble, [{ kind: 'object', id: ally }]);
    s = drive(s);
    expect(canAttack(s, ally)).toBe(true);
  });

  it('a pride gained after the loss counts again (timestamp order in layer D)', () => {
    let s = bobAs({ level: 1 });
    let ally: string;
    [s, ally] = place(s, B, proud, { enteredTurn: 0 });
    [s] = activate(s, B, humble, [{ kind: 'object', id: ally }]);
    s = drive(s);
    [s] = activate(s, B, vain, [{ kind: 'object', id: ally }]);
    s = drive(s);
    expect(canAttack(s, ally)).toBe(false); // pride 2 now, champion level 1
    let s2 = bobAs({ level: 2 });
    [s2, ally] = place(s2, B, proud, { enteredTurn: 0 });
    [s2] = activate(s2, B, humble, [{ kind: 'object', id: ally }]);
    s2 = drive(s2);
    [s2] = activate(s2, B, vain, [{ kind: 'object', id: ally }]);
    s2 = drive(s2);
    expect(canAttack(s2, ally)).toBe(true); // only the gained pride 2 counts, not the printed 3
  });
});
