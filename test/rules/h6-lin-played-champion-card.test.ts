// Whether a champion's top card was played ('glossary/game-terms.md#play-played': activated or materialized): a champion
// materialized onto the lineage was played; one put on top by a level up through an effect ('glossary/game-terms.md#level-up')
// was not, nor was the champion a player starts with (src/engine/effects/played-champion-card.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, withDef } from '../engine/helpers.js';
import { topCardPlayed } from '../../src/engine/effects/played-champion-card.js';
import { activate } from '../cards/amb/scenario.js';
import { drive } from '../cards/amb/amb1-support.js';

const champ = (slug: string, level: number) =>
  defineCard({ slug, name: slug, types: ['CHAMPION'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: memory(0), level, life: 30 }, {});
const one = champ('test-h6p-one', 1);
const two = champ('test-h6p-two', 2);
const rise = defineCard({ slug: 'test-h6p-rise', name: 'Test Rise', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'levelUp' }] });

function materialized(): GameState {
  let s = withDef(withDef(withDef(newGame({ first: A }), one), two), rise);
  s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === B);
  let card: string;
  [s, card] = addCard(s, B, one.slug, 'materialDeck');
  s = act(s, B, { type: 'materialize', card });
  return passUntil(s, atMain(B));
}

describe("a champion's top card played or not ('glossary/game-terms.md#play-played')", () => {
  it('the champion a player starts with was not played', () => {
    expect(topCardPlayed(champion(newGame({ first: A }), B))).toBe(false);
  });

  it('a champion card materialized onto the lineage was played', () => {
    expect(topCardPlayed(champion(materialized(), B))).toBe(true);
  });

  it("a level up by an effect puts an unplayed card on top ('glossary/game-terms.md#level-up')", () => {
    let s = materialized();
    let card: string;
    [s, card] = addCard(s, B, two.slug, 'materialDeck');
    [s] = activate(s, B, rise);
    s = drive(s, (t, legal) => (t.pending?.kind === 'levelUpChoice' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === card) : undefined));
    expect(champion(s, B).card).toBe(card);
    expect(topCardPlayed(champion(s, B))).toBe(false);
  });
});
