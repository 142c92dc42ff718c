// h6-c1: a card's own alternative cost, paid instead of its reserve cost
// (rules/game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules: 1.3 declared with the
// costs, before targets; 1.8 paid with the other costs), which leaves aside every change to the reserve cost.
import { describe, expect, it } from 'vitest';
import { classBonus, defineCard, draw, reserve, staticAbility } from '../../src/cards/define.js';
import type { AlternativeCost, CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, champion, edit, newGame, player, refuse, withDef } from '../engine/helpers.js';
import { asChampion } from '../cards/amb/scenario.js';

const spell = (slug: string, cost: number, pay: AlternativeCost, extra: Partial<Parameters<typeof defineCard>[1]> = {}, conditioned = false): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], classes: ['CLERIC'], element: 'NORM', cost: reserve(cost) },
    { abilities: [staticAbility({ kind: 'alternativeCost', pay }, conditioned ? classBonus() : undefined)], onResolve: [draw(1)], ...extra });
const token = defineCard({ slug: 'h6c1-token', name: 'Token', types: ['ALLY', 'TOKEN'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const floater = defineCard({ slug: 'h6c1-floater', name: 'Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { keywords: ['floatingMemory'], onResolve: [] });
// "Cards you activate cost 1 more": the alternative cost ignores it.
const tax = defineCard({ slug: 'h6c1-tax', name: 'Tax', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility({ kind: 'costModifier', affects: 'cardsYouActivate', amount: 1 })] });

function withHand(s: GameState, n: number): GameState {
  s = edit(s, (t) => { player(t, A).hand = []; });
  for (let i = 0; i < n; i++) [s] = addCard(withDef(s, floater), A, floater.slug);
  return s;
}

describe('h6-c1 alternative costs', () => {
  it('is declared before targets; paying it pays no reserve, whatever changes the reserve cost', () => {
    const card = spell('h6c1-alt-counters', 5, { kind: 'removeChampionCounters', counter: 'preparation', count: 3 }, { targets: [{ kind: 'player' }] });
    let s = withHand(withDef(newGame({ first: A }), card), 0);
    [s] = addObject(withDef(s, tax), A, tax.slug);
    s = edit(s, (t) => { t.objects[champion(t, A).id]!.counters.preparation = 3; });
    let id: string;
    [s, id] = addCard(s, A, card.slug);
    s = act(s, A, { type: 'activate', card: id });
    // No card in hand: only the alternative cost can pay it.
    expect(legalActions(s, A).filter((a) => a.type === 'declareAltCost')).toEqual([{ type: 'declareAltCost', use: true }]);
    refuse(s, A, { type: 'declareAltCost', use: false }, 'parts-of-a-card-cost.md');
    s = act(s, A, { type: 'declareAltCost', use: true });
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage).toBe('targets');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: A } });
    expect(s.pending).toBeNull();
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    expect(s.stack.at(-1)?.card).toBe(id);
  });

  it('can be declined to pay the reserve cost instead', () => {
    const card = spell('h6c1-alt-sac', 1, { kind: 'sacrifice', count: 2, filter: { type: 'TOKEN' } });
    let s = withHand(withDef(withDef(newGame({ first: A }), card), token), 1);
    let t1: string, t2: string;
    [s, t1] = addObject(s, A, token.slug);
    [s, t2] = addObject(s, A, token.slug);
    let id: string;
    [s, id] = addCard(s, A, card.slug);
    let declined = act(act(s, A, { type: 'activate', card: id }), A, { type: 'declareAltCost', use: false });
    expect(declined.pending?.kind === 'activation' && declined.pending.draft.stage).toBe('reserve');
    declined = act(declined, A, legalActions(declined, A).find((a) => a.type === 'chooseReserve')!);
    expect(declined.field).toEqual(expect.arrayContaining([t1, t2]));
    // Paid: both tokens are sacrificed, the hand card stays.
    let paid = act(act(s, A, { type: 'activate', card: id }), A, { type: 'declareAltCost', use: true });
    expect(legalActions(paid, A).filter((a) => a.type === 'chooseCostPart')).toHaveLength(2);
    paid = act(act(paid, A, { type: 'chooseCostPart', id: t1 }), A, { type: 'chooseCostPart', id: t2 });
    expect(paid.field).not.toContain(t1);
    expect(paid.field).not.toContain(t2);
    expect(player(paid, A).hand).toHaveLength(1);
  });

  it('is offered only while it can be paid and its condition holds', () => {
    const rest = spell('h6c1-alt-rest', 3, { kind: 'rest', count: 2, filter: { subtype: 'FATESTONE' } });
    const stone = defineCard({ slug: 'h6c1-stone', name: 'Stone', types: ['ITEM'], subtypes: ['FATESTONE'], element: 'NORM', cost: reserve(1) }, {});
    let s = withHand(withDef(withDef(newGame({ first: A }), rest), stone), 0);
    let a: string, b: string;
    [s, a] = addObject(s, A, stone.slug);
    [s, b] = addObject(s, A, stone.slug, { rested: true });
    let id: string;
    [s, id] = addCard(s, A, rest.slug);
    // One awake Fatestone is not enough; no cards to pay (3) either.
    refuse(s, A, { type: 'activate', card: id }, 'parts-of-a-card-cost.md');
    s = edit(s, (t) => { t.objects[b]!.rested = false; });
    s = act(act(s, A, { type: 'activate', card: id }), A, { type: 'declareAltCost', use: true });
    s = act(act(s, A, { type: 'chooseCostPart', id: a }), A, { type: 'chooseCostPart', id: b });
    expect(s.objects[a]!.rested && s.objects[b]!.rested).toBe(true);
    // A class-conditioned one: not without the class.
    const gy = spell('h6c1-alt-gy', 2, { kind: 'banishFromGraveyard', count: 1, floatingMemory: true }, {}, true);
    let t = withHand(withDef(newGame({ first: A }), gy), 2);
    [t] = addCard(withDef(t, floater), A, floater.slug, 'graveyard');
    let g: string;
    [t, g] = addCard(t, A, gy.slug);
    expect(legalActions(act(t, A, { type: 'activate', card: g }), A).some((x) => x.type === 'declareAltCost')).toBe(false);
    const cleric = asChampion(t, A, { classes: ['CLERIC'] });
    expect(legalActions(act(cleric, A, { type: 'activate', card: g }), A).filter((x) => x.type === 'declareAltCost')).toHaveLength(2);
  });
});
