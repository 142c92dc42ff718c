// Double-faced cards and Transform, tokens and Summon, and Generate
// (double-faced-cards.md, game-mechanics-tokens.md, glossary/game-terms.md).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  copyObject, defineCard, draw, generate, memory, onLeave, reserve, summonToken, target, targetAlly, transform, triggered,
} from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { IndexCardSchema } from '../../src/cards/index-schema.js';
import { toBackFaceDef, toCardDef } from '../../src/cards/runtime.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, edit, newGame, passUntil, player } from '../engine/helpers.js';
import { allyDef, cast, resolveAll, spell } from './copy-helpers.js';

// A double-faced pair in the manner of the Fatestones: a regalia item (memory cost) whose flip side is an ally.
const stone: CardDef = { ...defineCard({ slug: 'test-stone', name: 'Test Stone', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(2) }, {}), back: 'test-beast' };
const beast: CardDef = {
  ...defineCard({ slug: 'test-beast', name: 'Test Beast', types: ['ALLY'], element: 'NORM', cost: memory(2), power: 4, life: 5 }, {
    abilities: [triggered(onLeave(), [draw(1)])],
  }),
  front: 'test-stone',
};

function start(): GameState {
  return edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
    t.defs['test-stone'] = stone;
    t.defs['test-beast'] = beast;
  });
}

const flip = () => spell([transform(target(0))], [{ kind: 'object', controller: 'any' }]);

function transformed(s: GameState, id: string): GameState {
  [s] = cast(s, A, flip(), [{ kind: 'object', id }]);
  return resolveAll(s);
}

describe('Double-faced cards and Transform', () => {
  it('Transform (glossary/game-terms.md#transform): the object flips to its other side and stays the same object, with its counters and damage', () => {
    let s = start();
    let o: string;
    [s, o] = addObject(s, A, 'test-stone', { counters: { buff: 1 } });
    const before = s.objects[o]!;
    s = transformed(s, o);
    const after = s.objects[o]!;
    expect(after).toMatchObject({ id: o, def: 'test-beast', card: before.card, counters: { buff: 1 } });
    // Its static abilities get a new timestamp.
    expect(after.timestamp).toBeGreaterThan(before.timestamp);
    s = edit(s, (t) => { t.objects[o]!.damage = 2; });
    s = transformed(s, o);
    expect(s.objects[o]).toMatchObject({ id: o, def: 'test-stone', damage: 2, counters: { buff: 1 } });
  });

  it('Double-faced cards (double-faced-cards.md#double-faced-cards): off the field only the default side counts, and zone moves follow the default side', () => {
    let s = start();
    let o: string;
    [s, o] = addObject(s, A, 'test-stone');
    const card = s.objects[o]!.card!;
    s = transformed(s, o);
    // Destroyed as the ally: the card is a regalia by its default side, so it is banished, not put in the graveyard.
    const hand = player(s, A).hand.length;
    [s] = cast(s, A, spell([{ op: 'destroy', subject: target(0) }], [targetAlly()]), [{ kind: 'object', id: o }]);
    s = resolveAll(s);
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(s.cards[card]!.def).toBe('test-stone');
    // Last-known information: the flip side's On Leave ability triggered as it left.
    expect(player(s, A).hand.length).toBe(hand + 1);
    // Returned to hand as the ally: the default side is a regalia, so the card goes to the material deck.
    [s, o] = addObject(s, A, 'test-stone');
    const card2 = s.objects[o]!.card!;
    s = transformed(s, o);
    [s] = cast(s, A, spell([{ op: 'returnToHand', subject: target(0) }], [targetAlly()]), [{ kind: 'object', id: o }]);
    s = resolveAll(s);
    expect(player(s, A).materialDeck).toContain(card2);
    expect(player(s, A).hand).not.toContain(card2);
  });

  it('Transform (glossary/game-terms.md#transform): a card with no other side does not transform; nothing happens', () => {
    let s = edit(start(), (t) => { t.defs['test-single'] = allyDef('test-single', 1, 1); });
    let o: string;
    [s, o] = addObject(s, A, 'test-single');
    const before = s.objects[o]!;
    s = transformed(s, o);
    expect(s.objects[o]).toEqual(before);
  });

  it('Double-faced cards (double-faced-cards.md#double-faced-cards): a copy of a transformed card has the face-up side only and cannot transform', () => {
    let s = start();
    let o: string;
    [s, o] = addObject(s, A, 'test-stone');
    s = transformed(s, o);
    [s] = cast(s, A, spell([copyObject(target(0))], [targetAlly()]), [{ kind: 'object', id: o }]);
    s = resolveAll(s);
    const copy = Object.values(s.objects).find((x) => x.id !== o && x.def === 'test-beast')!;
    expect(copy).toMatchObject({ card: null, copy: true });
    s = transformed(s, copy.id);
    expect(s.objects[copy.id]!.def).toBe('test-beast');
    // The original still transforms back.
    s = transformed(s, o);
    expect(s.objects[o]!.def).toBe('test-stone');
  });

  const indexFile = fileURLToPath(new URL('../../../shared/data/cards/index-cards.json', import.meta.url));
  it.skipIf(!existsSync(indexFile))('Double-faced cards (double-faced-cards.md#double-faced-cards): an Index flip printing gives the default side a linked flip side', () => {
    const raw = (JSON.parse(readFileSync(indexFile, 'utf8')) as { slug: string }[]).find((c) => c.slug === 'coiled-fatestone')!;
    const card = IndexCardSchema.parse(raw);
    const front = toCardDef(card, null);
    const back = toBackFaceDef(card, null)!;
    expect(front).toMatchObject({ slug: 'coiled-fatestone', types: ['ITEM'], back: 'serpentine-judicator' });
    expect(back).toMatchObject({ slug: 'serpentine-judicator', types: ['ALLY'], power: 3, life: 3, front: 'coiled-fatestone' });
    expect(toBackFaceDef(IndexCardSchema.parse((JSON.parse(readFileSync(indexFile, 'utf8')) as { slug: string }[]).find((c) => c.slug === 'rai-spellcrafter')!), null)).toBeNull();
  });
});

describe('Tokens and Summon', () => {
  const token: CardDef = {
    ...defineCard({ slug: 'test-token', name: 'Test Token', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {
      abilities: [triggered(onLeave(), [draw(1)])],
    }),
  };

  it('Tokens (game-mechanics-tokens.md#general-rules): a summoned token is owned by the effect controller; moved off the field it ceases to exist, and its leave trigger still happens', () => {
    let s = edit(start(), (t) => { t.defs['test-token'] = token; });
    [s] = cast(s, A, spell([summonToken('test-token')]));
    s = resolveAll(s);
    const tok = Object.values(s.objects).find((o) => o.def === 'test-token')!;
    expect(tok).toMatchObject({ card: null, owner: A, controller: A });
    const zones = (t: GameState) => JSON.stringify(t.players.map((p) => [p.graveyard, p.banishment, p.materialDeck, p.memory]));
    const before = zones(s);
    const hand = player(s, A).hand.length;
    [s] = cast(s, A, spell([{ op: 'returnToHand', subject: target(0) }], [targetAlly()]), [{ kind: 'object', id: tok.id }]);
    s = resolveAll(s);
    expect(s.objects[tok.id]).toBeUndefined();
    // No card anywhere: only the spell went to the graveyard, and the hand grew only by the leave trigger's draw.
    expect(JSON.parse(zones(s))[0][0].length).toBe(JSON.parse(before)[0][0].length + 1);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it('Summon (glossary/game-terms.md#summon): copies of objects are tokens, and stay tokens when they transform or are copied', () => {
    let s = start();
    let o: string;
    [s, o] = addObject(s, B, 'test-stone');
    [s] = cast(s, A, spell([copyObject(target(0))], [{ kind: 'item' }]), [{ kind: 'object', id: o }]);
    s = resolveAll(s);
    const copy = Object.values(s.objects).find((x) => x.id !== o && x.def === 'test-stone')!;
    expect(copy).toMatchObject({ card: null, controller: A, owner: A });
    s = transformed(s, copy.id);
    expect(s.objects[copy.id]).toMatchObject({ card: null, def: 'test-stone' });
  });
});

describe('Generate', () => {
  it('Generate (glossary/game-terms.md#generate): a new card owned by the effect controller goes to the hand by default, or to the zone named', () => {
    let s = start();
    const cards = Object.keys(s.cards).length;
    const hand = player(s, A).hand.length;
    [s] = cast(s, A, spell([generate('blitz-mage'), generate('blitz-mage', 2, 'graveyard')]));
    s = resolveAll(s);
    expect(Object.keys(s.cards).length).toBe(cards + 1 + 3); // the spell itself, and three generated cards
    const generated = Object.keys(s.cards).filter((c) => c.startsWith('g'));
    expect(generated).toHaveLength(3);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(player(s, A).graveyard.filter((c) => generated.includes(c))).toHaveLength(2);
    for (const c of generated) expect(s.cards[c]).toEqual({ owner: A, def: 'blitz-mage' });
  });

  it('Generate (glossary/game-terms.md#generate): deckbuilding limits do not apply, the generated card can be played, and generating an unknown card fails', () => {
    let s = start();
    [s] = cast(s, A, spell([generate('blitz-mage', 5), generate('no-such-card')]));
    s = resolveAll(s);
    const generated = player(s, A).hand.filter((c) => c.startsWith('g'));
    expect(generated).toHaveLength(5);
    expect(Object.values(s.cards).some((c) => c.def === 'no-such-card')).toBe(false);
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: generated[0] });
    s = act(s, A, { type: 'activate', card: generated[0]! });
    expect(s.pending?.kind).toBe('activation');
  });
});
