// h6-c2: Golden Checkmate (Command Chessman; with Alice, 2 less per Chessman rank you control, and On Hit you win at your next recollection phase).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { act, addCard, atMain, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { as, fill, place } from '../doa/round2-helpers.js';
import { ALL, ally, asNamed } from '../ptm/ptm-support.js';
import { aliceSecondTurn, champ } from './rdo-1-support.js';
import { A, B } from './h6-c2-support.js';

const piece = (rank: string, life = 5) => ally(`test-c2-${rank.toLowerCase()}`, ['CHESSMAN', rank, 'HUMAN'], 2, life);

/** Activate the Command card performed by `performer`; returns the state and how many cards it cost. */
function command(s: GameState, who: PlayerId, def: CardDef, performer: string): [GameState, number] {
  let card: string;
  [s, card] = addCard(withDef(fill(s, who, 15), def), who, def.slug);
  const before = player(s, who).hand.length - 1;
  s = act(s, who, { type: 'activate', card });
  for (let i = 0; i < 30 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    s = act(s, who, legal.some((a) => a.type === 'chooseCommandAlly') ? { type: 'chooseCommandAlly', object: performer } : legal.find((a) => a.type === 'chooseReserve')!);
  }
  return [s, before - player(s, who).hand.length];
}

describe("'golden-checkmate'", () => {
  const def = scriptedDef('golden-checkmate');
  const board = (alice: boolean | string, ranks: string[]) => {
    let s = aliceSecondTurn(mainPhaseOf(A));
    s = alice ? asNamed(s, A, alice === true ? 'alice-distorted-queen' : alice, ...ALL) : as(s, A, 'cleric', ...ALL);
    const ids: string[] = [];
    for (const r of ranks) {
      let id: string;
      [s, id] = place(s, A, piece(r), { enteredTurn: 0 });
      ids.push(id);
    }
    return { s, ids };
  };
  it('[Alice Bonus] 2 less for each of Pawn, Rook, Knight, Bishop, Queen and King you control a unit of (not per unit)', () => {
    const cost = (alice: boolean | string, ranks: string[]) => { const { s, ids } = board(alice, ranks); return command(s, A, def, ids[0]!)[1]; };
    expect(cost(true, ['ROOK'])).toBe(13);
    expect(cost(true, ['ROOK', 'ROOK'])).toBe(13);
    expect(cost(true, ['ROOK', 'PAWN', 'KNIGHT'])).toBe(9);
    expect(cost(true, ['PAWN', 'ROOK', 'KNIGHT', 'BISHOP', 'QUEEN', 'KING'])).toBe(3);
    expect(cost(false, ['ROOK', 'PAWN', 'KNIGHT'])).toBe(15);
    // A champion is a unit too: Alice, Golden Queen is a Chessman Queen.
    expect(cost('alice-golden-queen', ['ROOK'])).toBe(11);
  });
  it('[Alice Bonus] On Hit: you win the game as your next recollection phase begins', () => {
    const run = (alice: boolean) => {
      const { s: board0, ids } = board(alice, ['ROOK']);
      let [s] = command(board0, A, def, ids[0]!);
      s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'chooseAttackTarget'));
      s = act(s, A, { type: 'chooseAttackTarget', target: champ(s, B) });
      s = passUntil(s, atMain(B));
      expect(s.result ?? null).toBeNull(); // not before then
      return passUntil(s, (t) => !!t.result || atMain(A)(t));
    };
    expect(run(true).result).toMatchObject({ kind: 'win', winner: A });
    expect(run(false).result ?? null).toBeNull();
  });
});
