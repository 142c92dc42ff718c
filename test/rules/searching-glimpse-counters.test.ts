import { describe, expect, it } from 'vitest';
import { defineCard, reserve, memory, triggered, onEnter, putCounters, target, targetAlly } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions, view } from '../../src/engine/index.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const action = (slug: string, extra: Partial<CardDef>): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), ...extra });

describe('Glimpse (glossary/game-terms.md#glimpse)', () => {
  it('looks at the top N cards and puts each on top (in the order chosen) or at the bottom', () => {
    let s = withDef(newGame({ first: A }), action('test-glimpse', { onResolve: [{ op: 'glimpse', count: 3 }] }));
    let card: string;
    [s, card] = addCard(s, A, 'test-glimpse');
    const [c1, c2, c3] = player(s, A).mainDeck.slice(0, 3) as [string, string, string];
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending!.player).toBe(A);
    expect(legalActions(s, A).filter((a) => a.type === 'glimpseChoice')).toHaveLength(6);
    // Bob sees none of it.
    expect(JSON.stringify(view(s, B))).not.toContain(`"${c1}"`);
    s = act(s, A, { type: 'glimpseChoice', card: c2, where: 'top' });
    s = act(s, A, { type: 'glimpseChoice', card: c1, where: 'bottom' });
    refuse(s, A, { type: 'glimpseChoice', card: c1, where: 'top' }, 'game-terms.md#glimpse');
    s = act(s, A, { type: 'glimpseChoice', card: c3, where: 'top' });
    const deck = player(s, A).mainDeck;
    expect(deck.slice(0, 2)).toEqual([c2, c3]);
    expect(deck[deck.length - 1]).toBe(c1);
    expect(s.pending).toBeNull();
  });

  it("Zander, Prepared Scout's On Enter glimpses 2, then puts a preparation counter on Zander", () => {
    let s = passUntil(newGame({ first: B, a: 'water', b: 'fire' }), atMain(A));
    [s] = addCard(s, A, 'smoke-out', 'memory');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === A);
    const zander = player(s, A).materialDeck.find((c) => s.cards[c]!.def === 'zander-prepared-scout')!;
    s = act(s, A, { type: 'materialize', card: zander });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    for (const a of legalActions(s, A).filter((x) => x.type === 'glimpseChoice' && x.where === 'bottom')) s = act(s, A, a);
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(champion(s, A).counters.preparation).toBe(1);
  });
});

describe('Searching (game-mechanics/game-mechanics-miscellaneous-topics/searching-and-finding.md#general-rules)', () => {
  it('finds a matching card in the deck, may fail to find in a private zone, and shuffles', () => {
    let s = withDef(newGame({ first: A }), action('test-search', { onResolve: [{ op: 'search', filter: { type: 'ATTACK' }, to: 'hand' }] }));
    let card: string;
    [s, card] = addCard(s, A, 'test-search');
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.pending?.kind === 'search');
    const options = legalActions(s, A).filter((a) => a.type === 'searchChoice');
    expect(options).toContainEqual({ type: 'searchChoice', card: null });
    const attacks = options.filter((a) => a.type === 'searchChoice' && a.card !== null);
    expect(attacks.length).toBeGreaterThan(0);
    for (const a of attacks) expect(s.defs[s.cards[(a as { card: string }).card]!.def]!.types).toContain('ATTACK');
    const pick = (attacks[0] as { card: string }).card;
    const rngBefore = JSON.stringify(s.rng);
    s = act(s, A, { type: 'searchChoice', card: pick });
    expect(player(s, A).hand).toContain(pick);
    expect(JSON.stringify(s.rng)).not.toBe(rngBefore); // the deck was shuffled
  });
});

describe('Buff and debuff counters (game-mechanics/game-mechanics-counters.md#buff)', () => {
  it('give +1 power and +1 life each, and annihilate one for one', () => {
    let s = newGame({ first: A });
    let u: string;
    [s, u] = addObject(s, A, 'impassioned-tutor', { counters: { buff: 2 } }); // 1/3
    expect(currentStat(s, s.objects[u]!, 'power')).toBe(3);
    expect(currentStat(s, s.objects[u]!, 'life')).toBe(5);
    s = withDef(s, action('test-debuff', { targets: [targetAlly()], onResolve: [putCounters(target(0), 'debuff', 3)] }));
    let card: string;
    [s, card] = addCard(s, A, 'test-debuff');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: u } });
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.objects[u]!.counters).toMatchObject({ buff: 0, debuff: 1 });
    expect(currentStat(s, s.objects[u]!, 'power')).toBe(0);
    // Counters never give a stat to an object without one.
    let item: string;
    [s, item] = addObject(s, A, 'hub-of-innovation', { counters: { buff: 1 } });
    expect(currentStat(s, s.objects[item]!, 'power')).toBeNull();
  });
});

describe('Bulwark (game-mechanics/game-mechanics-counters.md#bulwark, glossary/keywords-and-abilities.md#bulwark)', () => {
  it('an object with Bulwark enters with a bulwark counter that prevents the next combat damage', () => {
    const wall: CardDef = { ...defineCard({ slug: 'test-wall', name: 'Test Wall', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 2 }, {}), keywords: ['bulwark'] };
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), wall);
    let card: string, horse: string;
    [s, card] = addCard(s, A, 'test-wall');
    s = passUntil(s, atMain(A));
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.stack.length === 0);
    const w = Object.values(s.objects).find((o) => o.card === card)!;
    expect(w.counters.bulwark).toBe(1);
    s = passUntil(s, atMain(B));
    [s, horse] = addObject(s, B, 'ghostsight-mare');
    s = act(s, B, { type: 'attack', attacker: horse });
    s = act(s, B, { type: 'chooseAttackTarget', target: w.id });
    s = passUntil(s, (t) => !t.combat && t.phase === 'main');
    expect(s.objects[w.id]!.damage).toBe(0);
    expect(s.objects[w.id]!.counters.bulwark).toBe(0);
    void memory; void triggered; void onEnter; void payReserve;
  });
});
