// Regalia of the DOAp set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, game, inMaterialDeck, objectOf, passUntil, player, settle, withCards, withDef } from '../regalia-b-support.js';

const elemental = (e: Element) => defineCard({ slug: `test-${e.toLowerCase()}-card`, name: `test-${e}`, types: ['ACTION'], element: e, cost: reserve(1) }, {});

describe('prismatic-edge', () => {
  /** Bob's memory holds these element cards; Alice (of `classes`) materializes the Edge. */
  function enters(classes: string[], bobMemory: Element[]): GameState {
    let s = game({ classes, elements: ['CRUX'] });
    for (const e of new Set(bobMemory)) s = withDef(s, elemental(e));
    s = { ...s, players: s.players.map((p) => (p.id === B ? { ...p, memory: [] } : p)) };
    for (const e of bobMemory) [s] = addCard(s, B, `test-${e.toLowerCase()}-card`, 'memory');
    let card: string;
    [s, card] = inMaterialDeck(s, 'prismatic-edge');
    s = passUntil(passUntil(s, (t) => t.players[t.turnPlayer]!.id !== A), (t) => t.pending?.kind === 'materializePhase');
    s = withCards({ ...s, players: s.players.map((p) => (p.id === A ? { ...p, memory: [] } : p)) }, 3, A, 'memory');
    s = act(s, A, { type: 'materialize', card });
    return passUntil(s, (t) => t.pending?.kind === 'chooseObjects' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  }

  it("'prismatic-edge': a Warrior's On Enter: fire revealed, 3 damage to a chosen unit once (ruling); water, a card drawn; wind, each opponent banishes a random memory card", () => {
    let s = enters(['WARRIOR'], ['FIRE', 'FIRE', 'WATER', 'WIND']);
    expect(s.pending?.kind).toBe('chooseObjects');
    const foe = player(s, B).champion!;
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: foe } }); // any player's unit
    s = settle(s);
    expect(s.objects[foe]!.damage).toBe(3); // once, though two fire cards were revealed
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(player(s, B).memory).toHaveLength(3);
    expect(player(s, B).banishment).toHaveLength(1);
    expect(objectOf(s, 'prismatic-edge')).toBeDefined();
  });

  it("'prismatic-edge': nothing for elements not revealed; no trigger without the Class Bonus", () => {
    let s = enters(['WARRIOR'], ['WATER']);
    expect(s.pending).toBeNull();
    expect(player(s, B).memory).toHaveLength(1);
    expect(s.objects[player(s, B).champion!]!.damage).toBe(0);
    const handBefore = player(enters(['GUARDIAN'], ['WATER']), A).hand.length;
    s = enters(['GUARDIAN'], ['FIRE', 'WATER', 'WIND']);
    expect(s.pending).toBeNull();
    expect(player(s, A).hand.length).toBe(handBefore);
    expect(player(s, B).memory).toHaveLength(3);
  });
});
