// Guardian and Warrior champions and regalia (issue 13, guardian-warrior share): one test per card.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import {
  A, B, act, activateFromHand, addCard, addObject, asClass, atMain, champion, edit, enable, factsOnly, mainPhaseOf, passUntil, player, resolveAll, toMaterialize, withDef,
} from '../doa/support.js';
import { canUse, place, power } from '../doa/round2-helpers.js';
import { championIs, ping, testAlly } from '../guardian-warrior-support.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { defineCard, elementSetting, reserve, staticAbility, target, targetWeapon } from '../../../src/cards/define.js';
import { testChampion } from '../amb/scenario.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget } from '../../../src/engine/index.js';

/** Put these cards into `who`'s material deck; returns the card ids. */
function intoMaterialDeck(s: GameState, who: PlayerId, ...slugs: string[]): [GameState, string[]] {
  const ids: string[] = [];
  for (const slug of slugs) {
    let c: string;
    if (!s.defs[slug]) s = withDef(s, scriptedDef(slug));
    [s, c] = addCard(s, who, slug, 'materialDeck');
    ids.push(c);
  }
  return [s, ids];
}

const combatOver = (t: GameState) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending;

/** `who` attacks the opposing champion with their champion wielding `weapon` (no responses). */
function swing(s: GameState, who: PlayerId, weapon: string | null): GameState {
  const foe = who === A ? B : A;
  s = act(s, who, { type: 'attack', attacker: champion(s, who).id });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, who, { type: 'chooseWeapon', weapon });
  return act(s, who, { type: 'chooseAttackTarget', target: champion(s, foe).id });
}

/** Bob's recollection phase with Alice holding Opportunity (Bob passed first). */
function inBobsRecollection(s: GameState): GameState {
  return passUntil(s, (t) => t.phase === 'recollection' && t.players[t.turnPlayer]!.id === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
}

/** Alice's item `slug` is placed, then used in Bob's recollection phase; returns the state at Bob's main phase. */
function ringInBobsRecollection(slug: string): [GameState, string] {
  let s = mainPhaseOf(A);
  let ring: string;
  [s, ring] = place(s, A, scriptedDef(slug));
  expect(canUse(s, A, ring, 0)).toBe(false); // not in Alice's own turn
  s = inBobsRecollection(s);
  expect(canUse(s, A, ring, 0)).toBe(true);
  s = resolveAll(act(s, A, { type: 'activateAbility', object: ring, index: 0 }));
  expect(s.objects[ring]).toBeUndefined();
  return [passUntil(s, atMain(B)), ring];
}

/** The reserve an activation of `def` from Bob's hand asks now (cards moved from hand to memory). */
function reservePaid(s: GameState, def: CardDef, targets: ChosenTarget[] = []): number {
  const memory = player(s, B).memory.length;
  const [t] = activateFromHand(s, B, def, targets);
  return player(t, B).memory.length - memory;
}

/** Make these cards (added to `who`'s banishment) omens. */
function withOmens(s: GameState, who: PlayerId, ...slugs: string[]): GameState {
  for (const slug of slugs) {
    let c: string;
    [s, c] = addCard(s, who, slug, 'banishment');
    s = edit(s, (u) => { u.cardCounters = { ...(u.cardCounters ?? {}), [c]: { omen: 1 } }; });
  }
  return s;
}

describe('guardian and warrior cards', () => {
  it("'training-sword': a plain weapon: the champion wielding it deals 1 and the sword loses a durability counter", () => {
    let s = mainPhaseOf(B);
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    const before = champion(s, A).damage;
    s = passUntil(swing(s, B, sword), combatOver, 400);
    expect(champion(s, A).damage).toBe(before + 1);
    expect(s.objects[sword]!.counters.durability).toBe(1);
  });

  it("'lorraine-wandering-warrior': as she enters, materialize a weapon with memory cost 0 from the material deck, paying its costs", () => {
    const lorraine = scriptedDef('lorraine-wandering-warrior');
    let [s, card] = toMaterialize(lorraine, 1);
    let ids: string[];
    [s, ids] = intoMaterialDeck(s, A, 'training-sword', 'clarent-sword-of-peace');
    const [sword, clarent] = ids as [string, string];
    s = passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'search');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'searchChoice' ? [a.card] : []));
    expect(offered).toContain(sword);
    expect(offered).not.toContain(clarent); // memory cost 1
    expect(offered).toContain(null); // a search of a hidden zone may find nothing
    s = resolveAll(act(s, A, { type: 'searchChoice', card: sword }));
    expect(Object.values(s.objects).some((o) => o.card === sword && o.controller === A)).toBe(true);
    expect(player(s, A).materialDeck).not.toContain(sword);
  });

  it("'consumption-ring': banished in an opponent's recollection phase, their non-ally cards cost 4 more this turn", () => {
    const [s] = ringInBobsRecollection('consumption-ring');
    const cheapAlly = testAlly('test-cheap-ally');
    expect(reservePaid(s, ping(1), [{ kind: 'object', id: champion(s, A).id }])).toBe(4);
    expect(reservePaid(s, cheapAlly)).toBe(0);
    // Alice's own cards are not taxed, and the surcharge ends with the turn.
    const later = passUntil(s, atMain(A));
    const memory = player(later, A).memory.length;
    const [t] = activateFromHand(later, A, ping(1), [{ kind: 'object', id: champion(later, B).id }]);
    expect(player(t, A).memory.length - memory).toBe(0);
  });

  it("'tariff-ring': banished in an opponent's recollection phase, each attack declaration this turn asks 2 reserve", () => {
    let [s] = ringInBobsRecollection('tariff-ring');
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    s = swing(s, B, sword);
    expect(s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage).toBe('payment');
    const hand = player(s, B).hand.length;
    for (let i = 0; i < 2; i++) s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    expect(s.combat?.attacker).toBe(champion(s, B).id);
    expect(player(s, B).hand.length).toBe(hand - 2);
    // With fewer than 2 cards in hand and nothing Reservable, no attack can be declared.
    let broke = passUntil(s, combatOver, 400);
    broke = edit(broke, (u) => { player(u, B).hand = player(u, B).hand.slice(0, 1); });
    expect(legalActions(broke, B).some((a) => a.type === 'attack')).toBe(false);
  });

  it("'ducal-seal': banished in an opponent's recollection phase, each attack declaration this turn asks 3 reserve", () => {
    let [s] = ringInBobsRecollection('ducal-seal');
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    s = edit(s, (u) => { player(u, B).hand = player(u, B).hand.slice(0, 2); });
    expect(legalActions(s, B).some((a) => a.type === 'attack')).toBe(false);
    [s] = addCard(s, B, 'blitz-mage');
    s = swing(s, B, sword);
    const hand = player(s, B).hand.length;
    for (let i = 0; i < 3; i++) s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    expect(s.combat?.attacker).toBe(champion(s, B).id);
    expect(player(s, B).hand.length).toBe(hand - 3);
  });

  it("'firetongue': with the Warrior bonus, on attack you may banish a fire card from your graveyard to give it a durability counter", () => {
    const firetongue = scriptedDef('firetongue');
    const start = (cls: 'warrior' | 'mage'): [GameState, string, string, string] => {
      let s = asClass(withDef(mainPhaseOf(B), scriptedDef('ordinary-horse')), B, cls);
      let sword: string, fire: string, norm: string;
      [s, sword] = place(s, B, firetongue);
      [s, fire] = addCard(s, B, 'blitz-mage', 'graveyard');
      [s, norm] = addCard(s, B, 'ordinary-horse', 'graveyard');
      s = passUntil(swing(s, B, sword), (t) => t.pending?.kind === 'banishFromGraveyard' || combatOver(t), 400);
      return [s, sword, fire, norm];
    };
    let [s, sword, fire, norm] = start('warrior');
    const offered = legalActions(s, B).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(offered).toEqual([fire]);
    expect(offered).not.toContain(norm);
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'card', id: fire } });
    expect(player(s, B).banishment).toContain(fire);
    expect(s.objects[sword]!.counters.durability).toBe(2);
    // Declining: no counter.
    [s, sword] = start('warrior');
    s = act(s, B, { type: 'chooseTarget', target: null });
    expect(s.objects[sword]!.counters.durability).toBe(1);
    // Without the bonus nothing is asked.
    [s] = start('mage');
    expect(s.pending?.kind).not.toBe('banishFromGraveyard');
  });

  it("'arondight-azure-blade': with the Warrior bonus, on enter banish any number of floating-memory cards, a refinement counter (+2 power) each", () => {
    const arondight = scriptedDef('arondight-azure-blade');
    const horse = scriptedDef('ordinary-horse'); // Floating Memory
    let [s, card] = toMaterialize(arondight, 1, (t) => {
      let u = enable(asClass(withDef(t, horse), A, 'warrior'), A, 'WATER');
      for (let i = 0; i < 3; i++) [u] = addCard(u, A, horse.slug, 'graveyard');
      [u] = addCard(u, A, 'blitz-mage', 'graveyard');
      return u;
    });
    s = act(s, A, { type: 'materialize', card });
    for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
      const pay = legalActions(s, A).find((a) => a.type === 'chooseReserve' || (a.type === 'chooseFloating' && a.card === null)) ?? legalActions(s, A)[0]!;
      s = act(s, A, pay);
    }
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(offered).toHaveLength(3); // the fire ally has no Floating Memory
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: offered[0]! } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: offered[1]! } });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    const blade = Object.values(s.objects).find((o) => o.card === card)!;
    expect(blade.counters.refinement).toBe(2);
    expect(power(s, blade.id)).toBe(5);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([offered[0], offered[1]]));
  });

  it("'votive-runeblade': with the Warrior bonus, on attack you may sacrifice another Sword regalia to wake the attacker", () => {
    const votive = scriptedDef('votive-runeblade');
    const start = (cls: 'warrior' | 'mage'): [GameState, string, string] => {
      let s = asClass(mainPhaseOf(B), B, cls);
      let blade: string, other: string;
      [s, blade] = place(s, B, votive);
      [s, other] = addObject(s, B, 'training-sword');
      s = passUntil(swing(s, B, blade), (t) => t.pending?.kind === 'sacrificeAnother' || combatOver(t), 400);
      return [s, blade, other];
    };
    let [s, blade, other] = start('warrior');
    const offered = legalActions(s, B).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(offered).toEqual([{ kind: 'object', id: other }, null]); // never the runeblade itself
    expect(champion(s, B).rested).toBe(true);
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: other } });
    expect(s.objects[other]).toBeUndefined();
    expect(champion(s, B).rested).toBe(false);
    expect(s.objects[blade]).toBeDefined();
    [s] = start('warrior');
    s = act(s, B, { type: 'chooseTarget', target: null });
    expect(champion(s, B).rested).toBe(true);
    [s] = start('mage');
    expect(s.pending?.kind).not.toBe('sacrificeAnother');
  });

  it("'charged-manaplate': with the Guardian bonus, banish it to draw, only once your champion took 4 or more damage this turn", () => {
    const plate = scriptedDef('charged-manaplate');
    let s = asClass(mainPhaseOf(A), A, 'guardian');
    let item: string;
    [s, item] = place(s, A, plate);
    const me = { kind: 'object' as const, id: champion(s, A).id };
    expect(canUse(s, A, item, 0)).toBe(false);
    s = resolveAll(activateFromHand(s, A, ping(3), [me])[0]);
    expect(canUse(s, A, item, 0)).toBe(false); // 3 so far
    s = resolveAll(activateFromHand(s, A, ping(1), [me])[0]);
    expect(canUse(s, A, item, 0)).toBe(true);
    expect(canUse(asClass(s, A, 'mage'), A, item, 0)).toBe(false);
    const hand = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'activateAbility', object: item, index: 0 }));
    expect(s.objects[item]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 1);
    // Damage from an earlier turn does not count, though the counters stay on the champion.
    let later: string;
    [s, later] = place(s, A, plate);
    s = passUntil(s, atMain(B));
    expect(champion(s, A).damage).toBeGreaterThanOrEqual(4);
    s = passUntil(s, atMain(A));
    expect(canUse(s, A, later, 0)).toBe(false);
  });

  it("'servants-obligation': enters rested; with Ciel, the champion has taunt until dealt combat damage this turn; (3), rest, banish: a Vacuous Servant", () => {
    const ring = scriptedDef('servants-obligation');
    expect(ring.keywords).toContain('hindered');
    // The token has no script of its own: a game loads its Index facts (src/cards/game-defs.ts).
    let s = withDef(championIs(mainPhaseOf(B), A, scriptedDef('ciel-loyal-valet')), factsOnly('vacuous-servant'));
    let item: string;
    [s, item] = place(s, A, ring);
    const champ = champion(s, A).id;
    expect(hasKeyword(s, s.objects[champ]!, 'taunt')).toBe(true);
    expect(hasKeyword(asClass(s, A, 'guardian'), champion(asClass(s, A, 'guardian'), A), 'taunt')).toBe(false); // not Ciel
    // Non-combat damage leaves the taunt; combat damage ends it for the turn.
    s = resolveAll(activateFromHand(s, B, ping(1), [{ kind: 'object', id: champ }])[0]);
    expect(hasKeyword(s, s.objects[champ]!, 'taunt')).toBe(true);
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    s = passUntil(swing(s, B, sword), combatOver, 400);
    expect(hasKeyword(s, s.objects[champ]!, 'taunt')).toBe(false);
    s = passUntil(s, atMain(A));
    expect(hasKeyword(s, s.objects[champ]!, 'taunt')).toBe(true);
    // The activated ability.
    expect(canUse(s, A, item, 1)).toBe(true); // its second ability (the first is the static one)
    s = act(s, A, { type: 'activateAbility', object: item, index: 1 });
    for (let i = 0; i < 5 && s.pending?.kind === 'activation'; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(s.objects[item]).toBeUndefined();
    expect(Object.values(s.objects).filter((o) => o.def === 'vacuous-servant' && o.controller === A)).toHaveLength(1);
  });

  it("'sundering-moon': with Jin, +1 power this turn on enter if you control two wind allies; (2), return it to the material deck: a 1-damage shield", () => {
    const moon = scriptedDef('sundering-moon');
    const gale = defineCard({ slug: 'test-gale-ally', name: 'test-gale-ally', types: ['ALLY'], element: 'WIND', cost: reserve(0), power: 1, life: 3 }, {});
    const enter = (allies: number, jin = true): [GameState, string] => {
      let [s, card] = toMaterialize(moon, 0, (t) => {
        let u = withDef(t, gale);
        if (jin) u = championIs(u, A, scriptedDef('jin-zealous-maverick'));
        u = enable(u, A, 'WIND');
        for (let i = 0; i < allies; i++) [u] = addObject(u, A, gale.slug);
        return u;
      });
      s = resolveAll(act(s, A, { type: 'materialize', card }));
      return [s, Object.values(s.objects).find((o) => o.card === card)!.id];
    };
    let [s, blade] = enter(2);
    expect(power(s, blade)).toBe(2);
    expect(power(enter(1)[0], enter(1)[1])).toBe(1);
    expect(power(enter(2, false)[0], enter(2, false)[1])).toBe(1);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(power(s, blade)).toBe(1); // only until end of turn
    const champ = champion(s, A).id;
    const card = s.objects[blade]!.card!;
    s = act(s, A, { type: 'activateAbility', object: blade, index: 1 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champ } });
    for (let i = 0; i < 4 && s.pending?.kind === 'activation'; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(s.objects[blade]).toBeUndefined();
    expect(player(s, A).materialDeck).toContain(card);
    s = resolveAll(s);
    const before = champion(s, A).damage;
    s = resolveAll(activateFromHand(s, A, ping(3), [{ kind: 'object', id: champ }])[0]);
    expect(champion(s, A).damage).toBe(before + 2);
  });

  it("'lorraine-crux-knight': her attacks get +1 power per regalia weapon card in your banishment; she still needs a weapon to attack (ruling)", () => {
    let s = championIs(mainPhaseOf(B), B, scriptedDef('lorraine-crux-knight'));
    for (const slug of ['training-sword', 'training-sword']) [s] = addCard(s, B, slug, 'banishment');
    [s] = addCard(s, B, 'blitz-mage', 'banishment'); // not a weapon
    // No power of her own, even with the bonus: without a weapon no attack can be declared.
    expect(power(s, champion(s, B).id)).toBeNull();
    expect(legalActions(s, B).some((a) => a.type === 'attack')).toBe(false);
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    const before = champion(s, A).damage;
    s = passUntil(swing(s, B, sword), combatOver, 400);
    expect(champion(s, A).damage).toBe(before + 3); // the sword's 1, +2
  });

  it("'mirrordepths-blade': banished from the field, look at your top card and you may put it into your graveyard", () => {
    const blade = scriptedDef('mirrordepths-blade');
    const exile = defineCard({ slug: 'test-exile', name: 'test-exile', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetWeapon()], onResolve: [{ op: 'banish', subject: target(0) }] });
    const banishIt = (): GameState => {
      let s = mainPhaseOf(A);
      let o: string;
      [s, o] = place(s, A, blade);
      return passUntil(activateFromHand(s, A, exile, [{ kind: 'object', id: o }])[0], (t) => t.pending?.kind === 'lookAtTop');
    };
    let s = banishIt();
    const top = player(s, A).mainDeck[0]!;
    expect(legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []))).toEqual([{ kind: 'card', id: top }, null]);
    expect(legalActions(s, B).some((a) => a.type === 'chooseTarget')).toBe(false); // only Alice looks
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: top } }));
    expect(player(s, A).graveyard).toContain(top);
    s = banishIt();
    const kept = player(s, A).mainDeck[0]!;
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).mainDeck[0]).toBe(kept);
  });

  it("'nico-raptures-embrace': with another water card in her lineage, look at two: one to the graveyard, the other to the bottom; she levels only into a Nico", () => {
    const nico = scriptedDef('nico-raptures-embrace');
    const waterCharm = defineCard({ slug: 'test-water-charm', name: 'test-water-charm', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility(elementSetting('WATER', true))] });
    const enter = (waterSpirit: boolean): GameState => {
      let [s, card] = toMaterialize(nico, 1, (t) => {
        let u = waterSpirit ? championIs(t, A, scriptedDef('spirit-of-water')) : t;
        [u] = place(u, A, waterCharm);
        return u;
      });
      return passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'lookAtTop' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    };
    let s = enter(true);
    expect(s.pending?.kind).toBe('lookAtTop');
    const [first, second] = player(s, A).mainDeck.slice(0, 2) as [string, string];
    const picks = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(picks).toEqual([{ kind: 'card', id: first }, { kind: 'card', id: second }]); // one must go: no stopping
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: second } }));
    expect(player(s, A).graveyard).toContain(second);
    expect(player(s, A).mainDeck.at(-1)).toBe(first);
    expect(enter(false).pending?.kind).not.toBe('lookAtTop'); // only the fire spirit below her
    // Leveling up: only into a Nico champion.
    const other = testChampion({ classes: ['GUARDIAN'], level: 2 });
    let later = withDef(withDef(s, other), factsOnly('nico-whiplash-allure'));
    let ids: string[];
    [later, ids] = intoMaterialDeck(later, A, other.slug, 'nico-whiplash-allure');
    later = passUntil(later, atMain(B));
    for (let i = 0; i < 3; i++) [later] = addCard(later, A, 'smoke-out', 'memory');
    later = passUntil(later, (t) => t.pending?.kind === 'materializePhase');
    const options = legalActions(later, A).flatMap((a) => (a.type === 'materialize' ? [a.card] : []));
    expect(options).not.toContain(ids[0]);
    expect(options).toContain(ids[1]);
  });

  it("'manxome-armoire': with Ciel, banish it to return one of your omens to hand; if you do, banish a hand card as an omen", () => {
    const armoire = scriptedDef('manxome-armoire');
    const setup = (withOmen: boolean): [GameState, string, string | null] => {
      let s = championIs(mainPhaseOf(A), A, scriptedDef('ciel-loyal-valet'));
      let item: string, omen: string | null = null;
      [s, item] = place(s, A, armoire);
      if (withOmen) {
        [s, omen] = addCard(s, A, 'blitz-mage', 'banishment');
        const id = omen;
        s = edit(s, (u) => { u.cardCounters = { ...(u.cardCounters ?? {}), [id]: { omen: 1 } }; });
      }
      return [passUntil(act(s, A, { type: 'activateAbility', object: item, index: 0 }), (t) => !!t.pending || t.stack.length === 0), item, omen];
    };
    let [s, , omen] = setup(true);
    expect(s.pending?.kind).toBe('returnOmen');
    s = act(s, A, { type: 'chooseCard', card: omen! });
    expect(player(s, A).hand).toContain(omen);
    expect(s.cardCounters?.[omen!]).toBeUndefined();
    expect(s.pending?.kind).toBe('chooseOmen');
    const chosen = player(s, A).hand.find((c) => c !== omen)!;
    s = resolveAll(act(s, A, { type: 'chooseCard', card: chosen }));
    expect(player(s, A).banishment).toContain(chosen);
    expect(s.cardCounters?.[chosen]?.omen).toBe(1);
    // No omen to return: nothing is banished from hand.
    [s] = setup(false);
    const hand = player(s, A).hand.length;
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hand);
    // Not without Ciel.
    let t = asClass(mainPhaseOf(A), A, 'guardian');
    let item: string;
    [t, item] = place(t, A, armoire);
    expect(canUse(t, A, item, 0)).toBe(false);
  });

  it("'lorraine-spirit-ruler': as she enters, put a Sword regalia with memory cost 1 or less from your banishment onto the field with 3 more durability counters", () => {
    const ruler = scriptedDef('lorraine-spirit-ruler');
    let [s, card] = toMaterialize(ruler, 3, (t) => championIs(t, A, scriptedDef('lorraine-blademaster')));
    let sword: string, clarent: string, avarice: string, mage: string;
    [s, sword] = addCard(s, A, 'training-sword', 'banishment'); // memory cost 0
    [s, clarent] = addCard(withDef(s, scriptedDef('clarent-sword-of-peace')), A, 'clarent-sword-of-peace', 'banishment'); // memory cost 1
    [s, avarice] = addCard(withDef(s, factsOnly('sword-of-avarice')), A, 'sword-of-avarice', 'banishment'); // memory cost 2
    [s, mage] = addCard(s, A, 'blitz-mage', 'banishment');
    [s] = addCard(s, B, 'training-sword', 'banishment'); // not Alice's
    s = passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'chooseBanished' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseCard' ? [a.card] : []));
    expect(offered).toEqual([sword, clarent]);
    expect(offered).not.toContain(avarice);
    expect(offered).not.toContain(mage);
    s = resolveAll(act(s, A, { type: 'chooseCard', card: sword }));
    const o = Object.values(s.objects).find((x) => x.card === sword)!;
    expect(o.controller).toBe(A);
    expect(o.counters.durability).toBe(5); // its 2, and 3 more
    expect(player(s, A).banishment).not.toContain(sword);
  });

  it("'inert-sword': materializing it also costs 2 reserve; with the Guardian bonus it gets +1 power", () => {
    const inert = scriptedDef('inert-sword');
    const ready = (hand: number | null, cls: 'guardian' | 'mage' = 'guardian'): [GameState, string] => toMaterialize(inert, 0, (t) => {
      let u = enable(asClass(t, A, cls), A, 'ASTRA');
      if (hand !== null) u = edit(u, (v) => { player(v, A).hand = player(v, A).hand.slice(0, hand); });
      return u;
    });
    let [s, card] = ready(null);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'materialize', card });
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage).toBe('reserve');
    for (let i = 0; i < 2; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hand - 2);
    const sword = Object.values(s.objects).find((o) => o.card === card)!;
    expect(power(s, sword.id)).toBe(3);
    expect(power(asClass(s, A, 'mage'), sword.id)).toBe(2);
    // With one card in hand it can't be materialized.
    [s, card] = ready(1);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'materialize', card });
  });

  it("'lorraine-wandering-warrior' (ruling): a weapon materialized by her still asks its additional cost", () => {
    const lorraine = scriptedDef('lorraine-wandering-warrior');
    let [s, card] = toMaterialize(lorraine, 1, (t) => enable(t, A, 'ASTRA'));
    let ids: string[];
    [s, ids] = intoMaterialDeck(s, A, 'inert-sword');
    s = passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'search');
    s = act(s, A, { type: 'searchChoice', card: ids[0]! });
    s = passUntil(s, (t) => t.pending?.kind === 'activation');
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(2);
  });

  it("'sealed-blade-doa': its memory cost is paid only with Floating Memory; with the Warrior bonus it gets +1 power", () => {
    const sealed = scriptedDef('sealed-blade-doa');
    const horse = scriptedDef('ordinary-horse'); // Floating Memory
    const ready = (floating: number, memoryCards = 5): [GameState, string] => toMaterialize(sealed, memoryCards, (t) => {
      let u = asClass(withDef(t, horse), A, 'warrior');
      for (let i = 0; i < floating; i++) [u] = addCard(u, A, horse.slug, 'graveyard');
      return u;
    });
    // Five cards in memory but two Floating Memory cards: not enough.
    let [s, card] = ready(2);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'materialize', card });
    [s, card] = ready(3, 0);
    const memory = player(s, A).memory.length;
    s = act(s, A, { type: 'materialize', card });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'chooseFloating', card: null }); // no paying the rest from memory
    for (let i = 0; i < 3; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseFloating' && a.card !== null)!);
    s = resolveAll(s);
    const blade = Object.values(s.objects).find((o) => o.card === card)!;
    expect(player(s, A).memory.length).toBe(memory);
    expect(player(s, A).banishment.filter((c) => s.cards[c]!.def === horse.slug)).toHaveLength(3);
    expect(power(s, blade.id)).toBe(3);
    expect(power(asClass(s, A, 'guardian'), blade.id)).toBe(2);
  });

  it("'leporine-masque': (6), banish it: draw into memory; it costs 1 less for each omen you have", () => {
    const masque = scriptedDef('leporine-masque');
    let s = withOmens(mainPhaseOf(A), A, 'blitz-mage', 'blitz-mage', 'blitz-mage');
    let item: string;
    [s, item] = place(s, A, masque);
    s = act(s, A, { type: 'activateAbility', object: item, index: 0 });
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(3);
    for (let i = 0; i < 3; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(s.objects[item]).toBeUndefined();
    const memory = player(s, A).memory.length;
    s = resolveAll(s);
    expect(player(s, A).memory.length).toBe(memory + 1);
    // With seven omens it costs nothing.
    let t = withOmens(mainPhaseOf(A), A, ...Array.from({ length: 7 }, () => 'blitz-mage'));
    [t, item] = place(t, A, masque);
    t = act(t, A, { type: 'activateAbility', object: item, index: 0 });
    expect(t.stack).toHaveLength(1);
  });

  it("'bise-blade': with Ciel, a Vacuous Servant as it enters; (6): suppress it, 1 less for each different reserve cost among your omens", () => {
    const bise = scriptedDef('bise-blade');
    const cheap = testAlly('test-cheap-omen');
    let [s, card] = toMaterialize(bise, 1, (t) => enable(withDef(withDef(championIs(t, A, scriptedDef('ciel-loyal-valet')), factsOnly('vacuous-servant')), cheap), A, 'EXALTED', 'WIND'));
    s = resolveAll(act(s, A, { type: 'materialize', card }));
    expect(Object.values(s.objects).filter((o) => o.def === 'vacuous-servant' && o.controller === A)).toHaveLength(1);
    const blade = Object.values(s.objects).find((o) => o.card === card)!.id;
    s = withOmens(passUntil(s, atMain(A)), A, 'blitz-mage', 'blitz-mage', cheap.slug); // reserve costs 3, 3, 0: two different
    s = act(s, A, { type: 'activateAbility', object: blade, index: 1 });
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(4);
    for (let i = 0; i < 4; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(s.objects[blade]).toBeUndefined();
    expect(player(s, A).banishment).toContain(card);
    expect(s.suppressed?.some((x) => x.card === card)).toBe(true);
  });
});
