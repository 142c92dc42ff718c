// The Diana lineage and Emerald Pistol: materializing from the material deck by an effect (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import {
  A, B, act, addCard, asClass, atMain, champion, edit, enable, newGame, passUntil, player, resolveAll, toMaterialize, withDef,
} from '../doa/support.js';

const keenHuntress = scriptedDef('diana-keen-huntress');
const deadlyDuelist = scriptedDef('diana-deadly-duelist');
const aetherDilettante = scriptedDef('diana-aether-dilettante');
const emeraldPistol = scriptedDef('emerald-pistol');
const platedBullet = scriptedDef('plated-bullet');
const steelSlug = scriptedDef('steel-slug');
const prototypePistol = scriptedDef('prototype-pistol');
const seekersAetherwing = scriptedDef('seekers-aetherwing');

const onField = (s: GameState, slug: string) => Object.values(s.objects).filter((o) => o.def === slug && o.controller === A);

/** Alice's champion becomes `top` (with `below` in its lineage). */
function dianaAs(s: GameState, top: CardDef, below: CardDef[] = []): GameState {
  for (const d of [top, ...below]) s = withDef(s, d);
  const cards: string[] = [];
  for (const d of below) {
    let c: string;
    [s, c] = addCard(s, A, d.slug, 'banishment');
    cards.push(c);
  }
  return edit(s, (t) => {
    const p = player(t, A);
    p.banishment = p.banishment.filter((c) => !cards.includes(c));
    const o = t.objects[p.champion!]!;
    o.def = top.slug;
    o.lineage = [...o.lineage, ...cards];
  });
}

/** Put these cards into Alice's material deck. */
function inMaterialDeck(s: GameState, ...defs: CardDef[]): GameState {
  for (const d of defs) [s] = addCard(withDef(s, d), A, d.slug, 'materialDeck');
  return s;
}

const cardOf = (s: GameState, slug: string) => player(s, A).materialDeck.find((c) => s.cards[c]!.def === slug)!;
const untilSearch = (s: GameState) => passUntil(s, (t) => t.pending?.kind === 'search');

describe('diana-deadly-duelist', () => {
  function duelistEnters(memory = 2): GameState {
    const [s, card] = toMaterialize(deadlyDuelist, memory, (t) => inMaterialDeck(dianaAs(t, keenHuntress), platedBullet, steelSlug, prototypePistol));
    return untilSearch(act(s, A, { type: 'materialize', card }));
  }

  it("'diana-deadly-duelist': as it enters, materialize a Bullet card from your material deck", () => {
    let s = duelistEnters();
    expect(champion(s, A).def).toBe(deadlyDuelist.slug);
    const options = legalActions(s, A).map((a) => (a.type === 'searchChoice' ? a.card : undefined));
    expect(options).toContain(cardOf(s, platedBullet.slug));
    expect(options).not.toContain(cardOf(s, prototypePistol.slug)); // not a Bullet
    expect(options).toContain(null);
    s = resolveAll(act(s, A, { type: 'searchChoice', card: cardOf(s, platedBullet.slug) }));
    expect(onField(s, platedBullet.slug)).toHaveLength(1);
  });

  it("'diana-deadly-duelist' (official ruling): you may fail to find", () => {
    let s = duelistEnters();
    const deck = player(s, A).materialDeck.length;
    s = resolveAll(act(s, A, { type: 'searchChoice', card: null }));
    expect(player(s, A).materialDeck).toHaveLength(deck);
    expect(onField(s, platedBullet.slug)).toHaveLength(0);
  });

  it("'diana-deadly-duelist' (official ruling): the materialized card's costs are still paid", () => {
    let s = duelistEnters(3); // 2 for Diana, 1 left for Steel Slug's memory cost
    const memory = player(s, A).memory.length;
    const slug = cardOf(s, steelSlug.slug);
    expect(legalActions(s, A)).toContainEqual({ type: 'searchChoice', card: slug });
    s = resolveAll(act(s, A, { type: 'searchChoice', card: slug }));
    expect(onField(s, steelSlug.slug)).toHaveLength(1);
    expect(player(s, A).memory).toHaveLength(memory - 1);
    // With no memory left, Steel Slug is not offered.
    const broke = duelistEnters(2);
    expect(legalActions(broke, A)).not.toContainEqual({ type: 'searchChoice', card: cardOf(broke, steelSlug.slug) });
  });

  it("'diana-deadly-duelist': inherited Ranged 2: Diana's attacks while distant get +2", () => {
    const shot = (distant: boolean): number => {
      let s = dianaAs(newGame({ first: A }), keenHuntress, [deadlyDuelist]);
      s = passUntil(s, atMain(A));
      s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === A && t.phase === 'main' && !t.pending && t.stack.length === 0 && t.turn > 1 || false);
      s = edit(s, (t) => {
        t.objects[player(t, A).champion!]!.distant = distant;
        t.defs[keenHuntress.slug] = { ...t.defs[keenHuntress.slug]!, power: 1 };
        t.objects[player(t, B).champion!]!.rested = false;
      });
      s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending);
      return champion(s, B).damage;
    };
    expect(shot(true) - shot(false)).toBe(2);
  });
});

describe('diana-keen-huntress', () => {
  it("'diana-keen-huntress': Lineage Release: banish it from the inner lineage to materialize a Gun card from your material deck", () => {
    let s = dianaAs(passUntil(newGame({ first: A }), atMain(A)), deadlyDuelist, [keenHuntress]);
    s = inMaterialDeck(s, prototypePistol, platedBullet);
    const release = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champion(s, A).id);
    expect(release).toBeDefined();
    s = untilSearch(act(s, A, release!));
    expect(champion(s, A).lineage.some((c) => s.cards[c]!.def === keenHuntress.slug)).toBe(false);
    const options = legalActions(s, A).map((a) => (a.type === 'searchChoice' ? a.card : undefined));
    expect(options).not.toContain(cardOf(s, platedBullet.slug));
    s = resolveAll(act(s, A, { type: 'searchChoice', card: cardOf(s, prototypePistol.slug) }));
    expect(onField(s, prototypePistol.slug)).toHaveLength(1);
  });

  it("'diana-keen-huntress' (official rulings): you may fail to find; not while it is the top card", () => {
    let s = dianaAs(passUntil(newGame({ first: A }), atMain(A)), deadlyDuelist, [keenHuntress]);
    s = inMaterialDeck(s, prototypePistol);
    const release = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champion(s, A).id)!;
    s = resolveAll(act(untilSearch(act(s, A, release)), A, { type: 'searchChoice', card: null }));
    expect(onField(s, prototypePistol.slug)).toHaveLength(0);
    const top = dianaAs(passUntil(newGame({ first: A }), atMain(A)), keenHuntress);
    expect(legalActions(top, A).some((a) => a.type === 'activateAbility' && a.object === champion(top, A).id)).toBe(false);
  });
});

describe('diana-aether-dilettante', () => {
  it("'diana-aether-dilettante': entering while Diana is distant, materialize an Aetherwing card; not otherwise", () => {
    const enter = (distant: boolean): GameState => {
      const [s, card] = toMaterialize(aetherDilettante, 1, (t) => {
        const u = inMaterialDeck(edit(t, (v) => { v.objects[player(v, A).champion!]!.distant = distant; }), seekersAetherwing, platedBullet);
        return u;
      });
      return passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'search' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    };
    let s = enter(true);
    expect(s.pending?.kind).toBe('search');
    expect(legalActions(s, A)).not.toContainEqual({ type: 'searchChoice', card: cardOf(s, platedBullet.slug) });
    s = resolveAll(act(s, A, { type: 'searchChoice', card: cardOf(s, seekersAetherwing.slug) }));
    expect(onField(s, seekersAetherwing.slug)).toHaveLength(1);
    expect(enter(false).pending?.kind).not.toBe('search');
  });

  it("'diana-aether-dilettante': inherited Ranged 1", () => {
    expect(aetherDilettante.abilities.some((a) => a.kind === 'static' && a.inherited && a.effect.kind === 'ranged' && a.effect.amount === 1)).toBe(true);
  });
});

describe('emerald-pistol', () => {
  it("'emerald-pistol': a Ranger materializes a Bullet with memory cost 0 as it enters", () => {
    const [m, card] = toMaterialize(emeraldPistol, 2, (t) => inMaterialDeck(enable(asClass(t, A, 'ranger'), A, 'WIND'), platedBullet, steelSlug));
    let s = untilSearch(act(m, A, { type: 'materialize', card }));
    expect(legalActions(s, A)).not.toContainEqual({ type: 'searchChoice', card: cardOf(s, steelSlug.slug) }); // memory cost 1
    s = resolveAll(act(s, A, { type: 'searchChoice', card: cardOf(s, platedBullet.slug) }));
    expect(onField(s, platedBullet.slug)).toHaveLength(1);
  });

  it("'emerald-pistol': without the Class Bonus nothing is materialized", () => {
    const [m, card] = toMaterialize(emeraldPistol, 1, (t) => inMaterialDeck(enable(t, A, 'WIND'), platedBullet));
    const s = passUntil(act(m, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'search' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(s.pending?.kind).not.toBe('search');
  });
});
