// h6-lin: Heavenly Guide levels your champion up when an opponent's non-Spirit champion has a top card that wasn't played
// (effects/played-champion-card.ts, effects/level-up.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion } from './scenario.js';
import { ALL, addCards, drive } from './amb1-support.js';

const guide = scriptedDef('heavenly-guide');
const champ = (slug: string, level: number, cls = 'WARRIOR') =>
  defineCard({ slug, name: slug, types: ['CHAMPION'], subtypes: [cls], classes: [cls], element: 'NORM', cost: memory(0), level, life: 30 }, {});
const bobOne = champ('test-h6g-bob-one', 1);
const bobSpirit = champ('test-h6g-bob-spirit', 1, 'SPIRIT');
const aliceNext = (level: number) => champ(`test-h6g-alice-${level}`, level, 'CLERIC');

/** Bob (materializing `materialize` in his first materialize phase, or not), then Alice's second main phase. */
function board(bobDef: ReturnType<typeof champ>, materialize: boolean, aliceLevel = 2): { s: GameState; next: string } {
  let s = withDef(newGame({ first: A }), bobDef);
  s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === B);
  if (materialize) {
    let card: string;
    [s, card] = addCard(s, B, bobDef.slug, 'materialDeck');
    s = act(s, B, { type: 'materialize', card });
    s = passUntil(s, atMain(A));
    expect(champion(s, B).card).toBe(card);
  } else {
    s = asChampion(passUntil(s, atMain(A)), B, { classes: [bobDef.classes[0]!], elements: ['NORM'] });
  }
  s = asChampion(s, A, { classes: ['CLERIC'], elements: ALL, level: aliceLevel });
  let next: string[];
  [s, next] = addCards(s, A, aliceNext(aliceLevel + 1), 'materialDeck', 1);
  return { s, next: next[0]! };
}

const pickNext = (card: string) => (t: GameState, legal: Action[]): Action | undefined =>
  t.pending?.kind === 'levelUpChoice' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === card) : undefined;

describe("'heavenly-guide'", () => {
  it("level 2+: an opponent's non-Spirit champion whose top card was not played: your champion levels up, paying no memory (ruling)", () => {
    let { s, next } = board(bobOne, false);
    const mem = player(s, A).memory.length;
    [s] = activate(s, A, guide);
    const paid = player(s, A).memory.length - mem;
    s = drive(s, pickNext(next));
    expect(champion(s, A).card).toBe(next);
    expect(player(s, A).memory.length - mem).toBe(paid); // only the reserve paid for the guide
  });

  it('ruling: a champion materialized onto its lineage (played) does not count', () => {
    let { s, next } = board(bobOne, true);
    [s] = activate(s, A, guide);
    s = drive(s, pickNext(next));
    expect(champion(s, A).card).not.toBe(next);
    expect(player(s, A).materialDeck).toContain(next);
  });

  it('a Spirit champion does not count', () => {
    let { s, next } = board(bobSpirit, false);
    [s] = activate(s, A, guide);
    s = drive(s, pickNext(next));
    expect(champion(s, A).card).not.toBe(next);
  });

  it('below level 2 nothing happens', () => {
    let { s, next } = board(bobOne, false, 1);
    [s] = activate(s, A, guide);
    s = drive(s, pickNext(next));
    expect(player(s, A).materialDeck).toContain(next);
  });
});
