// h6-trg: "until the end of your next turn" (effects/next-turn-end.ts): an effect lasts as long as its text says
// (rules/game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, yourChampion } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { currentPower } from '../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const DURATION = 'rules/game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#general-rules';
const pump: CardDef = { ...defineCard({ slug: 'test-h6-next-turn-pump', name: 'Pump', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  onResolve: [{ op: 'modifyStat', subject: yourChampion(), stat: 'power', amount: 3, duration: 'untilEndOfYourNextTurn' }] };
const whose = (s: GameState) => s.players[s.turnPlayer]!.id;
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, who: string): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, pump), who, pump.slug);
  return settle(payReserve(act(s, who, { type: 'activate', card: c }), who));
}
const power = (s: GameState, who: string) => currentPower(s, champion(s, who));

describe('Until the end of your next turn', () => {
  it(`${DURATION}: made in your own turn, it lasts through the opponent's turn and your whole next turn`, () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    const base = power(s, A);
    s = cast(s, A);
    expect(power(s, A)).toBe(base + 3);
    s = passUntil(s, atMain(B));
    expect(power(s, A)).toBe(base + 3);
    s = passUntil(s, (t) => whose(t) === A && t.phase === 'end');
    expect(power(s, A)).toBe(base + 3);
    s = passUntil(s, (t) => whose(t) === B);
    expect(power(s, A)).toBe(base);
  });

  it(`${DURATION}: made in an opponent's turn, it ends with your next turn, the one right after`, () => {
    let s = passUntil(newGame({ first: A }), (t) => t.phase === 'recollection' && whose(t) === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    const base = power(s, A);
    s = cast(s, A);
    expect(power(s, A)).toBe(base + 3);
    s = passUntil(s, (t) => whose(t) === A && t.phase === 'end');
    expect(power(s, A)).toBe(base + 3);
    s = passUntil(s, (t) => whose(t) === B);
    expect(power(s, A)).toBe(base);
  });
});
