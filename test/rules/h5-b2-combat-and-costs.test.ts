// h5-b2 mechanics with cards of our own: ending the combat phase
// (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-end-of-combat-step.md#general-rules:
// the stack is banished, the end-of-combat clean-up still puts the intent into the graveyard), and delevel and
// recover as an additional activation cost (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, activateFromHand, asClass, edit, mainPhaseOf, passUntil, player, resolveAll } from '../cards/doa/support.js';
import { attackWithCard, fill } from '../cards/doa/round2-helpers.js';
import { aliceSecondTurn, champ } from '../cards/rdo/rdo-1-support.js';
import { refuse } from '../engine/helpers.js';
import { addCard, addObject, withDef } from '../engine/helpers.js';

const has = (s: GameState, who: string) => !!s.opportunity && s.players[s.opportunity.player]!.id === who;
const spell = (slug: string, extra: Partial<CardDef>): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), ...extra,
});
const strike = defineCard({ slug: 'test-strike', name: 'Test Strike', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 4 }, {});
const halt = spell('test-halt', { onResolve: [{ op: 'endCombatPhase' }] });

describe('ending the combat phase (combat-phase-end-of-combat-step.md#general-rules)', () => {
  it('an attack card in the intent goes to the graveyard; no damage; the turn is back in its main phase', () => {
    let s = asClass(aliceSecondTurn(mainPhaseOf(A)), A, 'warrior');
    s = attackWithCard(s, A, strike, champ(s, B));
    s = passUntil(s, (t) => has(t, B) && t.stack.length === 0 && !t.pending);
    const card = s.combat!.intent[0]!;
    s = resolveAll(activateFromHand(s, B, halt)[0]);
    expect(s.combat).toBeNull();
    expect(s.phase).toBe('main');
    expect(player(s, A).graveyard).toContain(card);
    expect(s.objects[champ(s, B)]!.damage).toBe(0);
  });
});

describe('delevel and recover as an additional cost (parts-of-a-card-cost.md#parts-of-a-card-cost)', () => {
  const costly = spell('test-costly', { championCosts: { delevel: true, recover: 3 }, onResolve: [] });
  it('refuses the activation when the champion lacks the damage counters to remove', () => {
    let s = fill(mainPhaseOf(A), A, 2);
    let under: string, card: string;
    [s, under] = addCard(s, A, s.objects[champ(s, A)]!.def, 'materialDeck');
    s = edit(s, (t) => { player(t, A).materialDeck = player(t, A).materialDeck.filter((c) => c !== under); t.objects[champ(t, A)]!.lineage = [under]; t.objects[champ(t, A)]!.damage = 2; });
    [s, card] = addCard(withDef(s, costly), A, costly.slug);
    refuse(s, A, { type: 'activate', card }, 'parts-of-a-card-cost.md');
    s = edit(s, (t) => { t.objects[champ(t, A)]!.damage = 3; });
    s = activateFromHand(s, A, costly)[0];
    expect(s.objects[champ(s, A)]!.damage).toBe(0);
    expect(s.objects[champ(s, A)]!.lineage).toHaveLength(0);
  });
});

describe("a destroyed unit's last-known life (game-mechanics-card-and-object-information.md#last-known-information)", () => {
  const drain = spell('test-drain', { targets: [{ kind: 'ally' }], onResolve: [{ op: 'destroyThenRecoverLife', subject: { ref: 'target', index: 0 } }] });
  it('recovers the life it had with its buff counters; nothing when it was not destroyed (it stays: immortality)', () => {
    let s = edit(mainPhaseOf(A), (t) => { t.objects[champ(t, A)]!.damage = 9; });
    const tough = defineCard({ slug: 'test-tough', name: 'Tough', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
    const undying = defineCard({ slug: 'test-undying', name: 'Undying', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, { keywords: ['immortality'] });
    let a: string, b: string;
    [s, a] = addObject(withDef(s, tough), B, tough.slug, { counters: { buff: 2 } });
    [s, b] = addObject(withDef(s, undying), B, undying.slug);
    let t = resolveAll(activateFromHand(s, A, drain, [{ kind: 'object', id: a }])[0]);
    expect(t.objects[champ(t, A)]!.damage).toBe(5);
    t = resolveAll(activateFromHand(s, A, drain, [{ kind: 'object', id: b }])[0]);
    expect(t.field).toContain(b);
    expect(t.objects[champ(t, A)]!.damage).toBe(9);
  });
});

describe('returning a regalia you control as a cost (glossary/game-terms.md#regalia)', () => {
  it('an activated ability whose cost returns a regalia is not offered without one; paid, the regalia is in its material deck', () => {
    const relic = defineCard({ slug: 'test-relic', name: 'Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});
    const altar = defineCard({ slug: 'test-altar', name: 'Altar', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {
      abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'returnObjects', count: 1, filter: { supertype: 'REGALIA' } }], effects: [{ op: 'draw', who: 'you', count: 1 }] }],
    });
    let s = mainPhaseOf(A);
    let a: string, r: string;
    [s, a] = addObject(withDef(s, altar), A, altar.slug);
    expect(legalActions(s, A).some((x) => x.type === 'activateAbility' && x.object === a)).toBe(false);
    [s, r] = addObject(withDef(s, relic), A, relic.slug);
    const card = s.objects[r]!.card!;
    s = act(s, A, { type: 'activateAbility', object: a, index: 0 });
    s = act(s, A, { type: 'chooseCostPart', id: r } as Parameters<typeof act>[2]);
    s = resolveAll(s);
    expect(s.field).not.toContain(r);
    expect(player(s, A).materialDeck).toContain(card);
  });
});
