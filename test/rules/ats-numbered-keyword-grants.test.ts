// A numbered keyword given by a static ability: "has pride N" (glossary/keywords-and-abilities.md#pride),
// applied in the ability layer (game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#general-rules).
import { describe, expect, it } from 'vitest';
import { characteristics, defineCard, loseAllAbilities, memory, objectSet, reserve, staticAbility } from '../../src/cards/define.js';
import { objDef } from '../../src/engine/state/query.js';
import { obeys } from '../../src/engine/flow/combat.js';
import { A, addObject, edit, newGame, player, withDef } from '../engine/helpers.js';

const crown = (slug: string, value: number) => defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [staticAbility(characteristics([{ kind: 'gainKeywordValue', keyword: 'pride', value }], objectSet('yourAllies')))] });
const hush = defineCard({ slug: 'test-hush', name: 'test-hush', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [staticAbility(characteristics([loseAllAbilities()], objectSet('yourAllies')))] });
const pup = defineCard({ slug: 'test-pup', name: 'test-pup', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, { keywordValues: { pride: 2 } });

describe('Numbered keywords from effects', () => {
  it('pride (keywords-and-abilities.md#pride): a granted pride; several instances: only the highest; lost with all abilities', () => {
    let s = newGame({ first: A });
    for (const d of [crown('test-crown-3', 3), crown('test-crown-1', 1), hush, pup]) s = withDef(s, d);
    let p: string;
    [s, p] = addObject(s, A, 'test-pup');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = 2; });
    expect(obeys(s, s.objects[p]!)).toBe(true);
    [s] = addObject(s, A, 'test-crown-1');
    expect(objDef(s, s.objects[p]!).keywordValues?.pride).toBe(2);
    [s] = addObject(s, A, 'test-crown-3');
    expect(objDef(s, s.objects[p]!).keywordValues?.pride).toBe(3);
    expect(obeys(s, s.objects[p]!)).toBe(false);
    [s] = addObject(s, A, 'test-hush'); // newer: the pride granted before it is lost, and the printed one too
    expect(objDef(s, s.objects[p]!).keywordValues?.pride).toBeUndefined();
  });
});
