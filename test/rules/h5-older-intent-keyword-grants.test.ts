// A keyword an intent card gains while it is in the intent counts for its attack (src/engine/flow/attack-keywords.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, onAttack, reserve, staticAbility, triggered } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, atMain, champion, newGame, passUntil, withDef } from '../engine/helpers.js';
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
