// Mordred, Flawless Blade: attack cards in your graveyard have floating memory.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { cardHasKeyword, cardDef, floatingMemoryCards } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, legal, passUntil, player, toMaterialize, withDef } from './support.js';
import { championIs } from '../guardian-warrior-support.js';

const slash = defineCard({ slug: 'test-slash', name: 'Test Slash', types: ['ATTACK'], element: 'NORM', cost: reserve(1), power: 1 }, {});
const spell = defineCard({ slug: 'test-spell', name: 'Test Spell', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, {});

describe("'mordred-flawless-blade'", () => {
  const mordred = scriptedDef('mordred-flawless-blade');
  const runestone = scriptedDef('bellonas-runestone'); // memory cost 1

  it('attack cards in your graveyard have floating memory and pay for a memory cost', () => {
    let slashCard = '', spellCard = '', theirs = '';
    const setup = (top: typeof mordred) => toMaterialize(runestone, 0, (t) => {
      let u = withDef(withDef(championIs(t, A, top), slash), spell);
      [u, slashCard] = addCard(u, A, slash.slug, 'graveyard');
      [u, spellCard] = addCard(u, A, spell.slug, 'graveyard');
      [u, theirs] = addCard(u, B, slash.slug, 'graveyard');
      return u;
    });
    const [s, card] = setup(mordred);
    expect(cardHasKeyword(s, A, cardDef(s, slashCard), 'floatingMemory')).toBe(true);
    expect(cardHasKeyword(s, A, cardDef(s, spellCard), 'floatingMemory')).toBe(false);
    expect(cardHasKeyword(s, B, cardDef(s, theirs), 'floatingMemory')).toBe(false);
    expect(legal(s, A)).toContainEqual({ type: 'materialize', card });
    let t = act(s, A, { type: 'materialize', card });
    t = passUntil(t, (u) => u.pending?.kind !== 'activation' || legal(u, A).some((a) => a.type === 'chooseFloating'));
    if (legal(t, A).some((a) => a.type === 'chooseFloating')) t = act(t, A, { type: 'chooseFloating', card: slashCard });
    t = passUntil(t, (u) => u.stack.length === 0 && !u.pending && u.pendingTriggers.length === 0);
    expect(player(t, A).banishment).toContain(slashCard);
    expect(Object.values(t.objects).some((o) => o.card === card)).toBe(true);
    const [other, otherCard] = setup(scriptedDef('jin-undying-resolve'));
    expect(legal(other, A)).not.toContainEqual({ type: 'materialize', card: otherCard });
  });

  it('ruling: a card that already has floating memory still pays for only 1 of a cost', () => {
    const floaty = defineCard({ slug: 'test-floaty', name: 'Test Floaty', types: ['ATTACK'], element: 'NORM', cost: reserve(1), power: 1 }, { keywords: ['floatingMemory'] });
    let card = '';
    const [s] = toMaterialize(runestone, 0, (t) => {
      let u = withDef(championIs(t, A, mordred), floaty);
      [u, card] = addCard(u, A, floaty.slug, 'graveyard');
      return u;
    });
    expect(floatingMemoryCards(s, A)).toEqual([card]);
  });
});
