// Regalia of the ALC set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { dealDamage, defineCard, reserve, target, targetAlly } from '../../../src/cards/define.js';
import {
  A, B, act, addCard, addObject, game, attackTurn, declareAttack, idle, inMaterialDeck, inZone, loadFiller, objectOf, onField, passUntil, player, settle, unit, withCards, withDef,
} from '../regalia-b-support.js';

describe('seekers-rifle', () => {
  const victim = unit('test-victim', { life: 1 });
  function killWithRifle(classes: string[], reserveCards: number): [GameState, string] {
    let s = withDef(attackTurn({ classes }), victim);
    let rifle: string, v: string;
    [s, rifle] = onField(s, 'seekers-rifle', { counters: { durability: 2 } });
    s = loadFiller(s, rifle);
    [s] = inMaterialDeck(s, 'plated-bullet');
    [s] = inMaterialDeck(s, 'steel-slug');
    s = withCards(s, reserveCards);
    [s, v] = addObject(s, B, victim.slug);
    s = declareAttack(s, v, rifle);
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo' || idle(t));
    return [s, rifle];
  }

  it("'seekers-rifle': after a kill, paying (2) lets a Bullet of the material deck be materialized", () => {
    let [s] = killWithRifle(['RANGER'], 3);
    expect(s.pending?.kind).toBe('payToDo');
    for (let i = 0; i < 2; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = passUntil(s, (t) => t.pending?.kind === 'search');
    const bullet = player(s, A).materialDeck.find((c) => s.cards[c]!.def === 'plated-bullet')!;
    const options = legalActions(s, A).filter((a) => a.type === 'searchChoice');
    expect(options).toContainEqual({ type: 'searchChoice', card: bullet });
    s = settle(act(s, A, { type: 'searchChoice', card: bullet }));
    expect(objectOf(s, 'plated-bullet')?.controller).toBe(A);
    expect(inZone(s, A, 'materialDeck', 'plated-bullet')).toBe(0);
  });

  it("'seekers-rifle': declining to pay materializes nothing", () => {
    let [s] = killWithRifle(['RANGER'], 3);
    s = settle(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(objectOf(s, 'plated-bullet')).toBeUndefined();
  });

  it("'seekers-rifle': with the Class Bonus it has true sight and spellshroud; not otherwise", () => {
    for (const [classes, has] of [[['RANGER'], true], [['WARRIOR'], false]] as const) {
      let s = attackTurn({ classes: [...classes] });
      [s] = onField(s, 'seekers-rifle', { counters: { durability: 2 } });
      const o = objectOf(s, 'seekers-rifle')!;
      expect(hasKeyword(s, o, 'trueSight')).toBe(has);
      expect(hasKeyword(s, o, 'spellshroud')).toBe(has);
    }
  });
});

describe('navigation-compass', () => {
  const domain = defineCard({ slug: 'test-domain', name: 'test-domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(1) }, {});

  it("'navigation-compass': rest it and discard a domain card from hand: draw a card into your memory", () => {
    let s = withCards(withDef(game({ classes: ['RANGER'] }), domain), 2);
    let o: string, dom: string;
    [s, o] = onField(s, 'navigation-compass');
    // No domain card in hand: the ability can't be activated.
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === o)).toBe(false);
    [s, dom] = addCard(s, A, domain.slug);
    s = act(s, A, { type: 'activateAbility', object: o, index: 1 });
    // Only the domain card pays the discard.
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: dom }]);
    s = act(s, A, { type: 'chooseCostPart', id: dom });
    expect(s.objects[o]!.rested).toBe(true);
    expect(player(s, A).graveyard).toContain(dom);
    s = settle(s);
    expect(player(s, A).memory).toHaveLength(1);
    expect(player(s, A).hand).toHaveLength(2); // the fillers stay
  });

  it("'navigation-compass': with the Class Bonus it costs 1 less to materialize (0 instead of 1)", () => {
    for (const [classes, can] of [[['RANGER'], true], [['WARRIOR'], false]] as const) {
      let s = game({ classes: [...classes] });
      let card: string;
      [s, card] = inMaterialDeck(s, 'navigation-compass');
      s = passUntil(passUntil(s, (t) => t.players[t.turnPlayer]!.id !== A), (t) => t.pending?.kind === 'materializePhase');
      s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, memory: [] } : p)) };
      expect(legalActions(s, A).some((a) => a.type === 'materialize' && a.card === card)).toBe(can);
    }
  });
});

describe('synthetic-core', () => {
  const bot = defineCard({ slug: 'test-bot', name: 'test-bot', types: ['ALLY'], subtypes: ['AUTOMATON'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
  const drone = defineCard({ slug: 'test-drone', name: 'test-drone', types: ['TOKEN', 'ALLY'], subtypes: ['AUTOMATON'], element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {});
  const zap = defineCard({ slug: 'test-zap', name: 'test-zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    targets: [targetAlly()], onResolve: [dealDamage(target(0), 9)],
  });

  /** Alice controls the Core; `victim` (a card-backed object unless a token) dies to a zap. */
  function kill(slug: string, owner = A): { s: GameState; card: string | null; core: string } {
    let s = withDef(withDef(withDef(game({ classes: ['WARRIOR'] }), bot), drone), zap);
    let core: string, v: string, z: string;
    [s, core] = onField(s, 'synthetic-core');
    [s, v] = addObject(s, owner, slug);
    if (slug === drone.slug) s = { ...s, objects: { ...s.objects, [v]: { ...s.objects[v]!, card: null } } };
    const card = s.objects[v]!.card;
    [s, z] = addCard(s, A, zap.slug);
    s = act(s, A, { type: 'activate', card: z });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: v } });
    s = passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    return { s, card, core };
  }

  it("'synthetic-core': when a non-token Automaton ally of yours dies, you may banish it to return that ally to your memory", () => {
    let { s, card, core } = kill(bot.slug);
    expect(s.pending?.kind).toBe('may');
    s = settle(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(s.objects[core]).toBeUndefined();
    expect(player(s, A).memory).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    ({ s, card, core } = kill(bot.slug));
    s = settle(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(s.objects[core]).toBeDefined();
    expect(player(s, A).graveyard).toContain(card);
  });

  it("'synthetic-core': not for a token Automaton, nor for an opponent's Automaton", () => {
    let { s } = kill(drone.slug);
    expect(s.pending?.kind).not.toBe('may');
    ({ s } = kill(bot.slug, B));
    expect(s.pending?.kind).not.toBe('may');
  });
});
