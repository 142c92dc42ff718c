// Activating a card from the material deck by the card's own permission
// (game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules, 1.9.1-1.9.3;
// game-mechanics/game-mechanics-game-zones/game-zones-material-deck.md#general-rules: a private zone).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { CardDef, StaticEffect } from '../../src/cards/vocabulary.js';
import { legalActions, view } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const ACTIVATION = 'playing-cards-card-activation.md#general-rules';

const regalia = (slug: string, cost: number, way: StaticEffect | null, extra: Partial<CardDef> = {}): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(cost) },
    { abilities: way ? [{ kind: 'static', effect: way }] : [] }),
  ...extra,
});
const filler = defineCard({ slug: 'test-filler', name: 'test-filler', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});

/** Alice at her main phase with an empty hand and memory, `n` filler cards in hand. */
function start(n = 0): GameState {
  let s = edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { t.players[0]!.hand = []; t.players[0]!.memory = []; });
  s = withDef(s, filler);
  for (let i = 0; i < n; i++) [s] = addCard(s, A, 'test-filler');
  return s;
}

const offered = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activateFromMaterialDeck' && a.card === card);
const settle = (s: GameState) => passUntil(s, (t) => atMain(A)(t) && t.stack.length === 0 && t.pendingTriggers.length === 0);
const onField = (s: GameState, slug: string) => Object.values(s.objects).find((o) => o.def === slug);

describe('Activating a card from the material deck', () => {
  it('only a card whose own text allows it is offered; it goes on the stack as an activation, at slow speed, and resolves into an object', () => {
    let s = withDef(withDef(start(), regalia('test-free', 0, { kind: 'activateFromMaterialDeck' })), regalia('test-plain', 0, null));
    let free: string, plain: string;
    [s, free] = addCard(s, A, 'test-free', 'materialDeck');
    [s, plain] = addCard(s, A, 'test-plain', 'materialDeck');
    expect(offered(s, free)).toBe(true);
    expect(offered(s, plain)).toBe(false);
    refuse(s, A, { type: 'activateFromMaterialDeck', card: plain }, ACTIVATION);
    s = act(s, A, { type: 'activateFromMaterialDeck', card: free });
    expect(s.stack.at(-1)).toMatchObject({ kind: 'activation', card: free, from: 'materialDeck' });
    expect(player(s, A).materialDeck).not.toContain(free);
    s = settle(s);
    expect(onField(s, 'test-free')).toBeDefined();
    // Independent of materialization: the player had not materialized, and still may not be asked to.
    expect(player(s, A).materializedThisPhase).toBe(false);
  });

  it('it is slow: not offered to the player without the turn or with a card on the stack', () => {
    let s = withDef(start(), regalia('test-free', 0, { kind: 'activateFromMaterialDeck' }));
    let free: string;
    [s, free] = addCard(s, B, 'test-free', 'materialDeck');
    expect(legalActions(s, B).some((a) => a.type === 'activateFromMaterialDeck')).toBe(false);
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === B && t.phase === 'main' && t.players[t.turnPlayer]!.id === B);
    expect(legalActions(s, B).some((a) => a.type === 'activateFromMaterialDeck' && a.card === free)).toBe(true);
  });

  it('the memory cost is paid from memory; an extra reserve cost is paid from hand', () => {
    let s = withDef(start(3), regalia('test-costly', 1, { kind: 'activateFromMaterialDeck', costs: [{ kind: 'reserve', value: 2 }] }));
    let card: string;
    [s, card] = addCard(s, A, 'test-costly', 'materialDeck');
    expect(offered(s, card)).toBe(false); // no memory to pay 1 with
    [s] = addCard(s, A, 'test-filler', 'memory');
    expect(offered(s, card)).toBe(true);
    s = act(s, A, { type: 'activateFromMaterialDeck', card });
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(2);
    const hand = player(s, A).hand;
    s = act(s, A, { type: 'chooseReserve', card: hand[0]! });
    s = act(s, A, { type: 'chooseReserve', card: hand[1]! });
    expect(player(s, A).hand).toHaveLength(1);
    // The reserved cards went to memory; the one memory card was banished for the memory cost.
    expect(player(s, A).memory).toHaveLength(2);
    expect(player(s, A).banishment).toHaveLength(1);
    expect(s.stack.at(-1)?.card).toBe(card);
  });

  it('a condition on the permission: not offered while it does not hold', () => {
    let s = withDef(start(), defineCard({ slug: 'test-gated', name: 'test-gated', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
      { abilities: [{ kind: 'static', effect: { kind: 'activateFromMaterialDeck' }, condition: { kind: 'championCounters', counter: 'preparation', min: 2 } }] }));
    let card: string;
    [s, card] = addCard(s, A, 'test-gated', 'materialDeck');
    expect(offered(s, card)).toBe(false);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.preparation = 2; });
    expect(offered(s, card)).toBe(true);
  });

  it('extra costs: counters from the champion, a sacrificed object, banished graveyard cards, each chosen by the player', () => {
    const ally = defineCard({ slug: 'test-specter', name: 'test-specter', types: ['ALLY'], subtypes: ['SPECTER'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
    const fire = defineCard({ slug: 'test-fire', name: 'test-fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
    let s = withDef(withDef(withDef(start(), ally), fire), regalia('test-paid', 0, {
      kind: 'activateFromMaterialDeck',
      costs: [{ kind: 'removeChampionCounters', counter: 'preparation', count: 1 }, { kind: 'sacrifice', filter: { type: 'ALLY', subtype: 'SPECTER' } },
        { kind: 'banishFromGraveyard', count: 2, filter: { element: 'FIRE' } }],
    }));
    let card: string, spec: string, f1: string, f2: string;
    [s, card] = addCard(s, A, 'test-paid', 'materialDeck');
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.preparation = 1; });
    [s, spec] = addObject(s, A, 'test-specter');
    [s, f1] = addCard(s, A, 'test-fire', 'graveyard');
    expect(offered(s, card)).toBe(false); // one fire card is not enough
    [s, f2] = addCard(s, A, 'test-fire', 'graveyard');
    expect(offered(s, card)).toBe(true);
    s = act(s, A, { type: 'activateFromMaterialDeck', card });
    expect(legalActions(s, A)).toEqual([{ type: 'chooseCostPart', id: spec }, { type: 'cancel' }, { type: 'concede' }]);
    refuse(s, A, { type: 'chooseCostPart', id: f1 }, ACTIVATION);
    s = act(s, A, { type: 'chooseCostPart', id: spec });
    s = act(s, A, { type: 'chooseCostPart', id: f2 });
    s = act(s, A, { type: 'chooseCostPart', id: f1 });
    expect(s.stack.at(-1)?.card).toBe(card);
    expect(s.objects[spec]).toBeUndefined();
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([f1, f2]));
    expect(champion(s, A).counters.preparation).toBe(0);
  });

  it('cancelling leaves everything as it was, the card in the material deck', () => {
    let s = withDef(start(2), regalia('test-costly', 0, { kind: 'activateFromMaterialDeck', costs: [{ kind: 'reserve', value: 1 }] }));
    let card: string;
    [s, card] = addCard(s, A, 'test-costly', 'materialDeck');
    const before = s;
    s = act(s, A, { type: 'activateFromMaterialDeck', card });
    s = act(s, A, { type: 'cancel' });
    expect(player(s, A)).toEqual(player(before, A));
    expect(s.stack).toEqual([]);
  });

  it('entering ephemeral or rested, as the permission says', () => {
    let s = withDef(withDef(start(), regalia('test-eph', 0, { kind: 'activateFromMaterialDeck', enters: 'ephemeral' })),
      regalia('test-rest', 0, { kind: 'activateFromMaterialDeck', enters: 'rested' }));
    let e: string, r: string;
    [s, e] = addCard(s, A, 'test-eph', 'materialDeck');
    [s, r] = addCard(s, A, 'test-rest', 'materialDeck');
    s = settle(act(s, A, { type: 'activateFromMaterialDeck', card: e }));
    s = settle(act(s, A, { type: 'activateFromMaterialDeck', card: r }));
    expect(onField(s, 'test-eph')).toMatchObject({ ephemeral: true, rested: false });
    expect(onField(s, 'test-rest')?.rested).toBe(true);
  });

  it('hidden information: the opponent sees the activated card on the stack, never the other cards of the material deck', () => {
    let s = withDef(start(), regalia('test-free', 0, { kind: 'activateFromMaterialDeck' }));
    let card: string;
    [s, card] = addCard(s, A, 'test-free', 'materialDeck');
    s = act(s, A, { type: 'activateFromMaterialDeck', card });
    const theirs = view(s, B);
    const mine = theirs.players.find((p) => p.id === A)!;
    expect(mine.materialDeck).toBeNull();
    expect(mine.materialDeckCount).toBe(player(s, A).materialDeck.length);
    const text = JSON.stringify(theirs);
    expect(player(s, A).materialDeck.length).toBeGreaterThan(0);
    for (const c of player(s, A).materialDeck) expect(text).not.toContain(`"${c}"`);
    expect(JSON.stringify(view(s, 'public'))).toContain(card);
  });
});
