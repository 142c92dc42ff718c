// DOA regalia, attacks and champions: one test per card.
import { describe, expect, it } from 'vitest';
import { championLevel } from '../../../src/engine/state/query.js';
import { validateDeck } from '../../../src/engine/index.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../../src/cards/fixtures/index.js';
import {
  A, B, act, activateFromHand, addObject, asClass, atMain, champion, enable, gameWithSpirit, mainPhaseOf, materialize, passUntil,
  player, resolveAll, toMaterialize, untilPending, useAbility, withDef, withLevel,
} from './support.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const orbOfGlitter = scriptedDef('orb-of-glitter');
const cleanCut = scriptedDef('clean-cut');
const drawnBlade = scriptedDef('drawn-blade');
const grandCrusadersRing = scriptedDef('grand-crusaders-ring');
const swordOfAvarice = scriptedDef('sword-of-avarice');
const jewelOfEnlightenment = scriptedDef('jewel-of-enlightenment');
const tomeOfKnowledge = scriptedDef('tome-of-knowledge');
const silvieWithThePack = scriptedDef('silvie-with-the-pack');
const spiritOfWind = scriptedDef('spirit-of-wind');
const grayWolf = scriptedDef('gray-wolf');
const quicksilverFacts = scriptedDef('mercurial-heart');

describe('DOA regalia, attacks and champions', () => {
  it("'orb-of-glitter': glimpses 1 as your recollection phase begins; banishing it draws", () => {
    let s = withDef(mainPhaseOf(A), orbOfGlitter);
    let orb: string;
    [s, orb] = addObject(s, A, orbOfGlitter.slug);
    s = untilPending(s, 'glimpse');
    expect(s.players[s.turnPlayer]!.id).toBe(A);
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toHaveLength(1);
    s = act(s, A, { type: 'glimpseChoice', card: (s.pending as { cards: string[] }).cards[0]!, where: 'top' });
    s = passUntil(s, atMain(A));
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, orb, 1));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(s.objects[orb]).toBeUndefined();
  });

  it("'clean-cut': On Kill draws a card only with a level 2+ champion", () => {
    const run = (level: number) => {
      let s = mainPhaseOf(B);
      let squirrel: string;
      [s, squirrel] = addObject(s, A, 'woodland-squirrels', { rested: true });
      s = withLevel(s, B, level);
      [s] = activateFromHand(s, B, cleanCut);
      s = untilPending(s, 'attackDeclaration');
      s = act(s, B, { type: 'chooseWeapon', weapon: null });
      s = act(s, B, { type: 'chooseAttackTarget', target: squirrel });
      const hand = player(s, B).hand.length;
      s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0);
      expect(s.objects[squirrel]).toBeUndefined();
      return player(s, B).hand.length - hand;
    };
    expect(run(1)).toBe(0);
    expect(run(2)).toBe(1);
  });

  it("'drawn-blade': with the Warrior class bonus, On Enter draw a card", () => {
    let [s, card] = toMaterialize(drawnBlade, 1, (t) => asClass(t, A, 'warrior'));
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(hand + 1);
    [s, card] = toMaterialize(drawnBlade, 1);
    const plain = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(plain);
  });

  it("'grand-crusaders-ring': Divine Relic limits the material deck; banish it to draw", () => {
    const defs = Object.fromEntries([...FIXTURE_DEFS, grandCrusadersRing, quicksilverFacts].map((d) => [d.slug, d]));
    const one = { ...FIXTURE_DECKS.fire, material: [...FIXTURE_DECKS.fire.material, grandCrusadersRing.slug] };
    const two = { ...one, material: [...one.material, quicksilverFacts.slug] }; // another Divine Relic
    expect(JSON.stringify(validateDeck(one, defs))).not.toContain('Divine Relic');
    expect(JSON.stringify(validateDeck(two, defs))).toContain('Divine Relic');
    let s = withDef(mainPhaseOf(A), grandCrusadersRing);
    let ring: string;
    [s, ring] = addObject(s, A, grandCrusadersRing.slug);
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, ring));
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });

  it("'sword-of-avarice': On Enter draws one card, or two with the Warrior class bonus", () => {
    let [s, card] = toMaterialize(swordOfAvarice, 2, (t) => enable(t, A, 'CRUX'));
    let hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(hand + 1);
    [s, card] = toMaterialize(swordOfAvarice, 2, (t) => enable(asClass(t, A, 'warrior'), A, 'CRUX'));
    hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(hand + 2);
  });

  it("'jewel-of-enlightenment': banish it to put an enlighten counter on your champion", () => {
    let s = withDef(mainPhaseOf(A), jewelOfEnlightenment);
    let jewel: string;
    [s, jewel] = addObject(s, A, jewelOfEnlightenment.slug);
    s = resolveAll(useAbility(s, A, jewel));
    expect(champion(s, A).counters.enlighten).toBe(1);
  });

  it("'tome-of-knowledge': +1 level for a Mage champion only; banish it to draw", () => {
    let s = withDef(mainPhaseOf(A), tomeOfKnowledge);
    let tome: string;
    [s, tome] = addObject(s, A, tomeOfKnowledge.slug);
    expect(championLevel(s, A)).toBe(0);
    expect(championLevel(asClass(s, A, 'mage'), A)).toBe(2);
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, tome, 1));
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });

  it("'silvie-with-the-pack': draws for an Animal ally and again for a Beast ally (official ruling)", () => {
    let [s, card] = toMaterialize(silvieWithThePack, 2, (t) => {
      let u = withDef(asClass(t, A, 'tamer'), grayWolf);
      [u] = addObject(u, A, 'woodland-squirrels'); // Animal
      [u] = addObject(u, A, grayWolf.slug); // Beast
      return u;
    });
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(champion(s, A).def).toBe(silvieWithThePack.slug);
    expect(player(s, A).hand).toHaveLength(hand + 2);
    // Only an Animal: one card.
    [s, card] = toMaterialize(silvieWithThePack, 2, (t) => addObject(asClass(t, A, 'tamer'), A, 'woodland-squirrels')[0]);
    const h2 = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(h2 + 1);
  });

  it("'spirit-of-wind': On Enter at setup draws seven cards; it enables wind", () => {
    const s = gameWithSpirit(spiritOfWind);
    expect(champion(s, A).def).toBe(spiritOfWind.slug);
    expect(player(s, A).hand).toHaveLength(7);
    expect(champion(s, B).def).toBe('spirit-of-water');
  });
});
