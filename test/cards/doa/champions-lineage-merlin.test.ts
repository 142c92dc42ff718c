// Merlin, Memory Thief: rest to banish a card chosen from any graveyard; Floating Memory gives him a level counter.
import { describe, expect, it } from 'vitest';
import { classBonus, defineCard, reserve, staticAbility } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, player, resolveAll, useAbility, withDef } from './support.js';
import { championIs } from '../guardian-warrior-support.js';

const merlin = scriptedDef('merlin-memory-thief');
const card = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {}), ...extra });
const floating = card('test-floating', { keywords: ['floatingMemory'] });
const plain = card('test-plain');
// Floating Memory behind a Class Bonus, of the Mage class.
const mageBonus = card('test-mage-bonus', { classes: ['MAGE'], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });

function setup(): { s: GameState; cards: Record<string, string> } {
  let s = championIs(passUntil(newGame({ first: A }), atMain(A)), A, merlin);
  for (const d of [floating, plain, mageBonus]) s = withDef(s, d);
  const cards: Record<string, string> = {};
  [s, cards.mineFloating] = addCard(s, A, floating.slug, 'graveyard');
  [s, cards.theirPlain] = addCard(s, B, plain.slug, 'graveyard');
  [s, cards.mineBonus] = addCard(s, A, mageBonus.slug, 'graveyard');
  [s, cards.theirBonus] = addCard(s, B, mageBonus.slug, 'graveyard');
  return { s, cards };
}
function steal(s: GameState, card: string): GameState {
  s = useAbility(s, A, champion(s, A).id, 0);
  s = passUntil(s, (t) => t.pending?.kind === 'pickCard');
  return resolveAll(act(s, A, { type: 'chooseCard', card }));
}
const levelCounters = (s: GameState) => champion(s, A).counters.level ?? 0;

describe("'merlin-memory-thief'", () => {
  it('rest: any graveyard card may be chosen (not only his own), and it is banished', () => {
    const { s, cards } = setup();
    let t = useAbility(s, A, champion(s, A).id, 0);
    expect(champion(t, A).rested).toBe(true);
    t = passUntil(t, (u) => u.pending?.kind === 'pickCard');
    for (const c of Object.values(cards)) expect(legalActions(t, A)).toContainEqual({ type: 'chooseCard', card: c });
    t = resolveAll(act(t, A, { type: 'chooseCard', card: cards.theirPlain! }));
    expect(player(t, B).banishment).toContain(cards.theirPlain);
    expect(player(t, B).graveyard).not.toContain(cards.theirPlain);
    expect(levelCounters(t)).toBe(0);
  });

  it('a card with Floating Memory: a level counter on Merlin (+1 level)', () => {
    const { s, cards } = setup();
    const before = currentStat(s, champion(s, A), 'level');
    const t = steal(s, cards.mineFloating!);
    expect(player(t, A).banishment).toContain(cards.mineFloating);
    expect(levelCounters(t)).toBe(1);
    expect(currentStat(t, champion(t, A), 'level')).toBe((before ?? 0) + 1);
  });

  it("ruling: Floating Memory behind a Class Bonus counts only when the card's owner has that bonus", () => {
    const { s, cards } = setup();
    expect(levelCounters(steal(s, cards.mineBonus!))).toBe(1); // Alice's champion is a Mage
    expect(levelCounters(steal(s, cards.theirBonus!))).toBe(0); // Bob's is not
  });
});
