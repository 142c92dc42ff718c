// h5-b2 mechanics with cards of our own: a dead object's On Death moving its own card out of the graveyard
// (glossary/game-terms.md#dies), a resolving card banishing itself
// (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules), a target that is
// an ally or any object with a supertype (game-mechanics/game-mechanics-objects-and-targeting.md#target),
// and a player banishing their whole graveyard (glossary/game-terms.md#banish).
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, onDeath, reserve, target, targetAlly, targetUnit, triggered } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { cardCounters } from '../../src/engine/effects/counters.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const spell = (slug: string, onResolve: CardDef['onResolve'], targets?: CardDef['targets']): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve, ...(targets ? { targets } : {}) });
const ally = (slug: string, abilities: CardDef['abilities']): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities });
const kill = spell('test-kill', [dealDamage(target(0), 5)], [targetUnit()]);
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, def: CardDef, targets: { kind: 'object' | 'player'; id: string }[]): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card });
  for (const t of targets) s = act(s, A, { type: 'chooseTarget', target: t });
  return settle(payReserve(s, A));
}
const start = () => passUntil(newGame({ first: A }), atMain(A));

describe('On Death moving its own card (glossary/game-terms.md#dies)', () => {
  it('as an omen: from the graveyard to banishment with an omen counter', () => {
    const d = ally('test-omen-ally', [triggered(onDeath(), [{ op: 'eventCardTo', to: 'omen' }])]);
    let s = start();
    let o: string;
    [s, o] = addObject(withDef(s, d), A, d.slug);
    const card = s.objects[o]!.card!;
    s = cast(s, kill, [{ kind: 'object', id: o }]);
    expect(player(s, A).banishment).toContain(card);
    expect(cardCounters(s, card).omen).toBe(1);
  });
  it('to the field: a new object under its owner, ephemeral; nothing when the card has left the graveyard', () => {
    const d = ally('test-back-ally', [triggered(onDeath(), [{ op: 'eventCardTo', to: 'field', ephemeral: true }])]);
    let s = start();
    let o: string;
    [s, o] = addObject(withDef(s, d), A, d.slug);
    const card = s.objects[o]!.card!;
    const t = cast(s, kill, [{ kind: 'object', id: o }]);
    const back = t.field.map((id) => t.objects[id]!).find((x) => x.card === card)!;
    expect(back.ephemeral).toBe(true);
    const gone = cast(s, spell('test-kill-shuffle', [{ op: 'destroy', subject: target(0) }, { op: 'shuffleGraveyardIntoDeck' }], [targetUnit()]), [{ kind: 'object', id: o }]);
    expect(gone.field.some((id) => gone.objects[id]!.card === card)).toBe(false);
  });
});

describe('a resolving card banishing itself (playing-cards-resolution.md#general-rules)', () => {
  it('goes to banishment, not to the graveyard, after its other effects', () => {
    let s = start();
    const d = spell('test-self-banish', [{ op: 'draw', who: 'you', count: 1 }, { op: 'banishThisCard' }]);
    const hand = player(s, A).hand.length;
    s = cast(s, d, []);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === d.slug)).toBe(true);
    expect(player(s, A).graveyard.some((c) => s.cards[c]!.def === d.slug)).toBe(false);
  });
});

describe('"target ally or regalia" (game-mechanics-objects-and-targeting.md#target)', () => {
  it('offers allies and regalia objects only', () => {
    const d = spell('test-ally-or-regalia', [{ op: 'destroy', subject: target(0) }], [targetAlly({ orSupertype: 'REGALIA' })]);
    let s = start();
    const sword = defineCard({ slug: 'test-regalia-sword', name: 'Sword', types: ['WEAPON'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 }, power: 1, durability: 1 }, {});
    const item = defineCard({ slug: 'test-plain-item', name: 'Item', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {});
    let a: string, w: string, i: string;
    [s, a] = addObject(withDef(s, ally('test-plain-ally', [])), B, 'test-plain-ally');
    [s, w] = addObject(withDef(s, sword), B, sword.slug);
    [s, i] = addObject(withDef(s, item), B, item.slug);
    let card: string;
    [s, card] = addCard(withDef(s, d), A, d.slug);
    s = act(s, A, { type: 'activate', card });
    const ids = legalActions(s, A).flatMap((x) => (x.type === 'chooseTarget' && x.target?.kind === 'object' ? [x.target.id] : []));
    expect(ids).toContain(a);
    expect(ids).toContain(w);
    expect(ids).not.toContain(i);
    expect(ids).not.toContain(player(s, B).champion);
  });
});

describe('a player banishing their whole graveyard (glossary/game-terms.md#banish)', () => {
  it('banishes every card with no choice', () => {
    let s = start();
    for (let n = 0; n < 3; n++) [s] = addCard(s, B, 'smoke-out', 'graveyard');
    s = cast(s, spell('test-banish-grave', [{ op: 'banishFromOwnGraveyard', who: { ref: 'target', index: 0 }, count: 0, all: true }], [{ kind: 'player' }]), [{ kind: 'player', id: B }]);
    expect(player(s, B).graveyard).toHaveLength(0);
    expect(player(s, B).banishment.length).toBeGreaterThanOrEqual(3);
  });
});
