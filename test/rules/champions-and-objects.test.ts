import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

function toMaterialize(extraMemory = 1): GameState {
  let s = passUntil(newGame({ first: A }), atMain(B));
  for (let i = 0; i < extraMemory; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  return passUntil(s, (t) => t.pending?.kind === 'materializePhase');
}
const materialCard = (s: GameState, slug: string) => player(s, A).materialDeck.find((c) => s.cards[c]!.def === slug)!;

describe('Champions (general-rules/general-rules-card-types/card-types-champion.md#general-rules)', () => {
  it('levels up by putting the new card on top of the lineage: same object, keeps rested state and damage, On Enter of the new card', () => {
    let s = toMaterialize(1);
    const before = champion(s, A);
    s = edit(s, (t) => { t.objects[before.id]!.rested = true; t.objects[before.id]!.damage = 4; });
    const rai = materialCard(s, 'rai-spellcrafter');
    s = act(s, A, { type: 'materialize', card: rai });
    expect(s.stack[0]!.kind).toBe('materialization');
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.stack.some(() => true) && t.phase !== 'materialize');
    const after = champion(s, A);
    expect(after.id).toBe(before.id);
    expect(after.card).toBe(rai);
    expect(after.lineage).toEqual([before.card]);
    expect(after.rested).toBe(true);
    expect(after.damage).toBe(4);
    expect(after.counters.enlighten).toBe(2); // Rai's On Enter
    expect(s.defs[after.def]!.life).toBe(19);
  });

  it('level 0 champions cannot be materialized, and a champion must be exactly one level higher', () => {
    let s = toMaterialize(3);
    const tristan = materialCard(s, 'tristan-grim-stalker'); // level 2 onto level 0
    refuse(s, A, { type: 'materialize', card: tristan }, 'card-types-champion.md');
    let spirit: string;
    [s, spirit] = addCard(s, A, 'spirit-of-water', 'materialDeck');
    refuse(s, A, { type: 'materialize', card: spirit }, 'card-types-champion.md');
  });

  it('only one materialization per materialize phase (game-mechanics/game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules)', () => {
    let s = toMaterialize(1);
    s = act(s, A, { type: 'materialize', card: materialCard(s, 'training-sword') });
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.phase).not.toBe('materialize');
    expect(legalActions(s, A).some((a) => a.type === 'materialize')).toBe(false);
  });

  it('a champion with a lineage requirement levels only from a champion of that name (glossary/keywords-and-abilities.md#lineage-keyword)', () => {
    const heir = defineCard({ slug: 'test-heir', name: 'Tristan, Heir', types: ['CHAMPION'], classes: ['ASSASSIN'], element: 'NORM', cost: memory(0), level: 1, life: 20 }, { lineage: 'Tristan' });
    let s = withDef(toMaterialize(0), heir);
    let card: string;
    [s, card] = addCard(s, A, 'test-heir', 'materialDeck');
    refuse(s, A, { type: 'materialize', card }, 'keywords-and-abilities.md#lineage-keyword');
  });

  it('champion cards go to banishment instead of the graveyard', () => {
    let s = newGame({ first: A });
    const champ = champion(s, B);
    s = edit(s, (t) => { t.objects[champ.id]!.damage = 14; });
    let smoke: string;
    [s, smoke] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activate', card: smoke });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champ.id } });
    s = payReserve(s, A);
    s = passUntil(s, (t) => !!t.result);
    expect(player(s, B).banishment).toContain(champ.card);
    expect(player(s, B).graveyard).not.toContain(champ.card);
    expect(s.result).toMatchObject({ kind: 'win', winner: A });
  });
});

describe('Elements (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element)', () => {
  it('a card can be played only if its element is enabled by the champion lineage (Norm always is)', () => {
    let s = newGame({ first: A, a: 'fire' });
    let water: string, norm: string;
    [s, water] = addCard(s, A, 'glacial-evocation');
    [s, norm] = addCard(s, A, 'woodland-squirrels');
    let target: string;
    [s, target] = addObject(s, B, 'giant-tortoise');
    refuse(s, A, { type: 'activate', card: water }, 'parts-of-a-card-element.md');
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: norm });
    expect(target).toBeTruthy();
  });
});

describe('Allies (general-rules/general-rules-card-types/card-types-ally.md#general-rules)', () => {
  it('enter the field awake; Hindered allies enter rested (glossary/keywords-and-abilities.md#hindered)', () => {
    let s = newGame({ first: A, a: 'water' });
    let squirrels: string, rotund: string;
    [s, squirrels] = addCard(s, A, 'woodland-squirrels');
    [s, rotund] = addCard(s, A, 'rotund-squirrel');
    s = act(s, A, { type: 'activate', card: squirrels });
    s = passUntil(s, (t) => t.stack.length === 0);
    s = act(s, A, { type: 'activate', card: rotund });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.stack.length === 0);
    const objs = Object.values(s.objects).filter((o) => o.card === squirrels || o.card === rotund);
    expect(objs.find((o) => o.card === squirrels)!.rested).toBe(false);
    expect(objs.find((o) => o.card === rotund)!.rested).toBe(true);
  });
});

describe('Weapons (general-rules/general-rules-card-types/card-types-weapon.md#general-rules)', () => {
  it('enter with durability counters equal to their durability', () => {
    let s = toMaterialize(0);
    s = act(s, A, { type: 'materialize', card: materialCard(s, 'training-sword') });
    s = passUntil(s, (t) => t.stack.length === 0);
    const sword = Object.values(s.objects).find((o) => o.def === 'training-sword')!;
    expect(sword.counters.durability).toBe(2);
  });
});

describe('Regalia (general-rules/general-rules-card-types/card-types-supertypes.md#regalia)', () => {
  it('regalia are banished instead of going to the graveyard', () => {
    let s = newGame({ first: A });
    let crystal: string;
    [s, crystal] = addObject(s, A, 'crystal-of-empowerment');
    const card = s.objects[crystal]!.card!;
    const index = s.defs['crystal-of-empowerment']!.abilities.findIndex((a) => a.kind === 'activated');
    s = act(s, A, { type: 'activateAbility', object: crystal, index });
    expect(player(s, A).banishment).toContain(card);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(champion(s, A).counters.level ?? 0).toBe(0);
    expect(s.effects.some((e) => e.stat === 'level' && e.amount === 2)).toBe(true);
  });
});

describe('Unique (general-rules/general-rules-card-types/card-types-supertypes.md#unique)', () => {
  it('a player controlling two unique objects with the same name keeps one and sacrifices the rest', () => {
    const unique = defineCard({ slug: 'test-unique', name: 'Test Unique', types: ['ALLY'], supertypes: ['UNIQUE'], element: 'NORM', cost: memory(0), power: 1, life: 1 }, {});
    let s = withDef(newGame({ first: A }), unique);
    let one: string, two: string;
    [s, one] = addObject(s, A, 'test-unique');
    [s, two] = addObject(s, A, 'test-unique');
    s = act(s, A, { type: 'pass' }); // any action triggers the state-based checks
    expect(s.pending).toMatchObject({ kind: 'keepUnique', player: A });
    expect(legalActions(s, A).filter((a) => a.type === 'keepUnique')).toHaveLength(2);
    s = act(s, A, { type: 'keepUnique', object: two });
    expect(s.objects[one]).toBeUndefined();
    expect(s.objects[two]).toBeDefined();
  });
});

describe('Enlighten counters (game-mechanics/game-mechanics-counters.md#enlighten)', () => {
  it('grant the ability to remove three of them to draw a card', () => {
    let s = newGame({ first: A });
    const champ = champion(s, A);
    s = edit(s, (t) => { t.objects[champ.id]!.counters.enlighten = 2; });
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility')).toBe(false);
    s = edit(s, (t) => { t.objects[champ.id]!.counters.enlighten = 3; });
    const ability = legalActions(s, A).find((a) => a.type === 'activateAbility')!;
    const hand = player(s, A).hand.length;
    s = act(s, A, ability);
    expect(champion(s, A).counters.enlighten).toBe(0);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });
});

describe('Deleveling (general-rules/general-rules-card-types/card-types-champion.md#general-rules)', () => {
  it('returns the top champion card of the lineage to the material deck; the card beneath is the champion again', async () => {
    const { delevel } = await import('../../src/engine/play/effects.js');
    let s = toMaterialize(1);
    const rai = materialCard(s, 'rai-spellcrafter');
    s = act(s, A, { type: 'materialize', card: rai });
    s = passUntil(s, (t) => t.stack.length === 0 && t.phase !== 'materialize');
    const before = champion(s, A);
    expect(before.card).toBe(rai);
    const ctx = { s: JSON.parse(JSON.stringify(s)) as GameState, events: [] };
    expect(delevel(ctx, A)).toBe(true);
    const after = champion(ctx.s, A);
    expect(after.id).toBe(before.id);
    expect(after.card).toBe(before.lineage[0]);
    expect(after.lineage).toEqual([]);
    expect(player(ctx.s, A).materialDeck).toContain(rai);
    expect(delevel(ctx, A)).toBe(false); // a level 0 champion with no inner lineage cannot delevel
  });
});
