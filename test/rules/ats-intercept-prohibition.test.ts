// A prohibition on intercepting attacks by units with a keyword (glossary/keywords-and-abilities.md#intercept,
// game-mechanics/game-mechanics-miscellaneous-topics/permission.md). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, prohibit, reserve, cant, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, newGame, passUntil, withDef } from '../engine/helpers.js';

const unit = (slug: string, keywords: CardDef['keywords']) =>
  defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, { keywords });
const charm = defineCard({ slug: 'test-charm', name: 'test-charm', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [staticAbility(cant('beIntercepted', { set: { affects: 'yourUnits' }, withKeyword: 'stealth' }))] });

function intercepted(s: GameState, attacker: string): boolean {
  s = act(s, A, { type: 'attack', attacker });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
  s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
  return s.pendingTriggers.some((t) => t.builtin === 'intercept') || s.stack.some((i) => i.builtin === 'intercept');
}

describe('Intercept prohibitions', () => {
  it('intercept (keywords-and-abilities.md#intercept) and permission.md: units of the set with the keyword can\'t be intercepted; others can', () => {
    let s = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
    for (const d of [unit('test-guard', ['intercept']), unit('test-shade', ['stealth']), unit('test-brute', []), charm]) s = withDef(s, d);
    let shade: string, brute: string;
    [s] = addObject(s, B, 'test-guard');
    [s, shade] = addObject(s, A, 'test-shade', { enteredTurn: 0 });
    [s, brute] = addObject(s, A, 'test-brute', { enteredTurn: 0 });
    expect(intercepted(s, shade)).toBe(true);
    [s] = addObject(s, A, 'test-charm');
    expect(intercepted(s, shade)).toBe(false);
    expect(intercepted(s, brute)).toBe(true);
    expect(prohibit('beIntercepted', { withKeyword: 'stealth' })).toMatchObject({ op: 'permission', permission: { mode: 'cant', action: 'beIntercepted', withKeyword: 'stealth' } });
  });
});
