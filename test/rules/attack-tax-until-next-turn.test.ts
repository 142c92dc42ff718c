// An attack tax that lasts "until the beginning of your next turn" (game-mechanics/game-mechanics-playing-cards/
// playing-cards-costs-and-memory.md#general-rules; the duration: src/engine/effects/durations.ts): it taxes the
// opponent's turn too and ends as its controller's next turn begins. Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, newGame, passUntil, withDef } from '../engine/helpers.js';
import { play } from '../cards/amb/scenario.js';

const spell = (effects: Effect[]): CardDef =>
  ({ ...defineCard({ slug: 'test-truce', name: 'test-truce', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects });
const brute = defineCard({ slug: 'test-brute', name: 'test-brute', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 2, life: 5 }, {});

/** The stage an attack declaration by `who`'s new ally at the opponent's champion reaches. */
function stage(s: GameState, who: PlayerId): string | undefined {
  let ally: string;
  [s, ally] = addObject(withDef(s, brute), who, brute.slug);
  s = act(s, who, { type: 'attack', attacker: ally });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, who, { type: 'chooseWeapon', weapon: null });
  s = act(s, who, { type: 'chooseAttackTarget', target: champion(s, who === A ? B : A).id });
  return s.pending?.kind === 'attackDeclaration' ? s.pending.draft.stage : s.combat ? 'declared' : undefined;
}

describe('Attack tax until your next turn (playing-cards-costs-and-memory.md#general-rules)', () => {
  it('the opponent pays it on their turn; it is gone once its controller\'s next turn begins', () => {
    let s = play(newGame({ first: A }), A, spell([{ op: 'attackTax', amount: 1, duration: 'untilYourNextTurn' }]));
    s = passUntil(s, atMain(B));
    expect(stage(s, B)).toBe('payment');
    s = passUntil(s, atMain(A));
    expect(stage(s, A)).toBe('declared');
    // The plain tax ends with the turn.
    let t = play(newGame({ first: A }), A, spell([{ op: 'attackTax', amount: 1 }]));
    t = passUntil(t, atMain(B));
    expect(stage(t, B)).toBe('declared');
  });
});
