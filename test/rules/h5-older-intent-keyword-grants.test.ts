// What an intent card gives its attack: a keyword it gained in the intent (src/engine/flow/attack-keywords.ts), and its own
// "this attack can't be intercepted" (src/engine/effects/intent-intercept-ban.ts).
import { describe, expect, it } from 'vitest';
import { cant, defineCard, onAttack, reserve, staticAbility, triggered } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, edit, newGame, passUntil, withDef } from '../engine/helpers.js';
import { activateFromHand } from '../cards/doa/support.js';
import { drive } from '../cards/doa/h5-older-helpers.js';

const strike = (slug: string, grants: boolean) => defineCard(
  { slug, name: slug, types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 },
  {
    keywordValues: { critical: 2 },
    abilities: grants ? [triggered(onAttack(), [{ op: 'intentCardsGain', filter: { name: slug }, abilities: [staticAbility({ kind: 'keyword', keyword: 'critical' })] }])] : [],
  },
);

function criticalAsked(slug: string, grants: boolean): number {
  const def = strike(slug, grants);
  let s: GameState = withDef(passUntil(newGame({ first: A }), atMain(B)), def);
  [s] = activateFromHand(s, B, def);
  s = drive(s, [], [], (u) => u.pending?.kind === 'attackDeclaration');
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  s = drive(s, [], [], (u) => u.pending?.kind === 'critical' || !u.combat);
  return s.pending?.kind === 'critical' ? (s.pending as { count: number }).count : 0;
}

describe('keywords gained by intent cards', () => {
  it('an attack card that gains critical in the intent makes a critical attack, with its own number (game-mechanics/game-mechanics-game-zones/game-zones-intent.md#general-rules)', () => {
    expect(criticalAsked('test-gaining-strike', true)).toBe(2);
    expect(criticalAsked('test-plain-strike', false)).toBe(0);
  });
});

describe("an attack card's own intercept ban", () => {
  it("no intercept is offered against its attack; without it an awake ally with intercept may take it (glossary/keywords-and-abilities.md#intercept)", () => {
    const asked = (ban: boolean) => {
      const def = defineCard({ slug: `test-strike-${ban}`, name: 'Test Strike', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 },
        { abilities: ban ? [staticAbility(cant('beIntercepted'))] : [] });
      let s: GameState = withDef(passUntil(newGame({ first: A }), atMain(B)), def);
      let guard: string;
      [s, guard] = addObject(s, A, 'trusty-steed');
      s = edit(s, (t) => { t.defs['trusty-steed']!.keywords = ['intercept']; });
      [s] = activateFromHand(s, B, def);
      s = drive(s, [], [], (u) => u.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      return [...s.stack, ...s.pendingTriggers].some((i) => i.builtin === 'intercept' && i.source === guard);
    };
    expect(asked(true)).toBe(false);
    expect(asked(false)).toBe(true);
  });
});
