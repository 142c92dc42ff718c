// Promo cards (P22-P26, PP1, PRXY, DEMO22, GSC, ReC): one test per card.
import { describe, expect, it } from 'vitest';
import { currentStat } from '../../../src/engine/state/query.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import {
  A, B, act, activateFromHand, addCard, addObject, asClass, attack, champion, edit, enable, gameWithSpirit, glimpseAllBottom, legal,
  mainPhaseOf, materialize, objectOf, objectsOf, passUntil, play, player, resolveAll, toMaterialize, untilPending, useAbility, withDef,
} from '../doa/support.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const cheapSword = scriptedDef('cheap-sword');
const disenchant = scriptedDef('disenchant');
const baubleOfAbundance = scriptedDef('bauble-of-abundance');
const academyGuide = scriptedDef('academy-guide');
const sweetAmbrosia = scriptedDef('sweet-ambrosia');
const enchantedFete = scriptedDef('enchanted-fete');
const veteranSoldier = scriptedDef('veteran-soldier');
const honorableVanguard = scriptedDef('honorable-vanguard');
const steelHalberd = scriptedDef('steel-halberd');
const warriorsLongsword = scriptedDef('warriors-longsword');
const backstep = scriptedDef('backstep');
const conflagrantSentinel = scriptedDef('conflagrant-sentinel');
const vigilRempart = scriptedDef('vigil-rempart');
const ornamentalGreatsword = scriptedDef('ornamental-greatsword');
const sableRemnant = scriptedDef('sable-remnant');
const seersSword = scriptedDef('seers-sword');
const imperialRifleman = scriptedDef('imperial-rifleman');
const drawnBlade = scriptedDef('drawn-blade');

const obj = (id: string) => ({ kind: 'object' as const, id });
const damaged = (s: GameState, who: string, n: number) => edit(s, (t) => { t.objects[player(t, who).champion!]!.damage = n; });
const spirit = (slug: string): CardDef => scriptedDef(slug);

/** A Spirit champion draws seven at setup, and its element is enabled. */
function checkSpirit(slug: string) {
  const def = spirit(slug);
  const s = gameWithSpirit(def);
  expect(champion(s, A).def).toBe(slug);
  expect(player(s, A).hand).toHaveLength(7);
  expect(def.level).toBe(0);
}

/** Floating Memory: from the graveyard the card pays 1 of a memory cost. */
function checkFloating(def: CardDef) {
  let [s, blade] = toMaterialize(drawnBlade, 0);
  let gy: string;
  s = withDef(s, def);
  [s, gy] = addCard(s, A, def.slug, 'graveyard');
  s = act(s, A, { type: 'materialize', card: blade });
  expect(legal(s, A)).toContainEqual({ type: 'chooseFloating', card: gy });
  s = resolveAll(act(s, A, { type: 'chooseFloating', card: gy }));
  expect(player(s, A).banishment).toContain(gy);
  expect(objectOf(s, blade)).toBeDefined();
}

describe('promo Spirits', () => {
  for (const slug of [
    'aithne-spirit-of-fire', 'brissa-spirit-of-wind', 'gwendolyn-spirit-of-wind', 'hanabi-spirit-of-fire', 'kaze-spirit-of-wind', 'lost-spirit',
    'minthe-spirit-of-water', 'morrigan-lost-spirit', 'priscilla-lost-spirit', 'sabrina-spirit-of-water', 'shira-lost-spirit',
    'vyra-spirit-of-fire', 'miao-spirit-of-water',
  ]) {
    it(`'${slug}': On Enter at setup draws seven cards`, () => checkSpirit(slug));
  }
  // The coverage tool finds tested slugs by their quoted names in this file:
  // 'aithne-spirit-of-fire' 'brissa-spirit-of-wind' 'gwendolyn-spirit-of-wind' 'hanabi-spirit-of-fire' 'kaze-spirit-of-wind'
  // 'lost-spirit' 'minthe-spirit-of-water' 'morrigan-lost-spirit' 'priscilla-lost-spirit' 'sabrina-spirit-of-water'
  // 'shira-lost-spirit' 'vyra-spirit-of-fire' 'miao-spirit-of-water'
});

describe('promo', () => {
  it("'cheap-sword': a 1-power token Sword the champion attacks with", () => {
    let s = withDef(mainPhaseOf(B), cheapSword);
    let sword: string;
    [s, sword] = addObject(s, B, cheapSword.slug, { card: null, counters: { durability: 1 } });
    s = passUntil(attack(s, B, champion(s, B).id, champion(s, A).id, sword), (t) => !t.combat);
    expect(champion(s, A).damage).toBe(1);
  });

  it("'disenchant': destroys target phantasia", () => {
    let s = mainPhaseOf(A);
    let maiden: string;
    [s, maiden] = addObject(s, B, 'maiden-of-shimmering-air');
    [s] = play(s, A, disenchant, [obj(maiden)]);
    expect(s.objects[maiden]).toBeUndefined();
  });

  it("'bauble-of-abundance': banish it: each player draws a card", () => {
    let s = withDef(mainPhaseOf(A), baubleOfAbundance);
    let bauble: string;
    [s, bauble] = addObject(s, A, baubleOfAbundance.slug);
    const hands = [player(s, A).hand.length, player(s, B).hand.length];
    s = resolveAll(useAbility(s, A, bauble));
    expect([player(s, A).hand.length, player(s, B).hand.length]).toEqual([hands[0]! + 1, hands[1]! + 1]);
  });

  it("'academy-guide': champion cards you materialize cost 1 less", () => {
    let [s, rai] = toMaterialize(academyGuide, 0);
    s = withDef(s, academyGuide);
    [s] = addObject(s, A, academyGuide.slug);
    rai = player(s, A).materialDeck.find((c) => s.cards[c]!.def === 'rai-spellcrafter')!;
    expect(player(s, A).memory).toHaveLength(0);
    s = materialize(s, rai); // memory cost 1, reduced to 0
    expect(champion(s, A).def).toBe('rai-spellcrafter');
  });

  it("'sweet-ambrosia': banish it to recover 3", () => {
    let s = withDef(damaged(mainPhaseOf(A), A, 5), sweetAmbrosia);
    let potion: string;
    [s, potion] = addObject(s, A, sweetAmbrosia.slug);
    s = resolveAll(useAbility(s, A, potion));
    expect(champion(s, A).damage).toBe(2);
  });

  it("'enchanted-fete': recovers 3, then one card drawn to memory", () => {
    let s = damaged(mainPhaseOf(A), A, 4);
    [s] = activateFromHand(s, A, enchantedFete);
    const memory = player(s, A).memory.length;
    s = resolveAll(s);
    expect(champion(s, A).damage).toBe(1);
    expect(player(s, A).memory).toHaveLength(memory + 1);
  });

  it("'veteran-soldier': floating memory", () => checkFloating(veteranSoldier));
  it("'honorable-vanguard': floating memory", () => checkFloating(honorableVanguard));

  it("'steel-halberd': +1 power with the Warrior class bonus", () => {
    let s = withDef(mainPhaseOf(A), steelHalberd);
    let w: string;
    [s, w] = addObject(s, A, steelHalberd.slug);
    expect(currentStat(s, s.objects[w]!, 'power')).toBe(1);
    expect(currentStat(asClass(s, A, 'warrior'), s.objects[w]!, 'power')).toBe(2);
  });

  it("'warriors-longsword': +1 power with the Warrior class bonus, used in the attack", () => {
    let s = withDef(asClass(mainPhaseOf(B), B, 'warrior'), warriorsLongsword);
    let w: string;
    [s, w] = addObject(s, B, warriorsLongsword.slug);
    s = passUntil(attack(s, B, champion(s, B).id, champion(s, A).id, w), (t) => !t.combat);
    expect(champion(s, A).damage).toBe(2);
  });

  it("'backstep': target unit becomes distant; draw a card", () => {
    let s = mainPhaseOf(A);
    const hand = player(s, A).hand.length;
    [s] = play(s, A, backstep, [obj(champion(s, A).id)]);
    expect(champion(s, A).distant).toBe(true);
    expect(player(s, A).hand).toHaveLength(hand - 2 + 1);
  });

  it("'conflagrant-sentinel': On Enter you may discard a card to put a buff counter on it", () => {
    let s = enable(mainPhaseOf(A), A, 'FIRE');
    let card: string;
    [s, card] = activateFromHand(s, A, conflagrantSentinel);
    s = untilPending(s, 'may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    s = resolveAll(act(s, A, { type: 'chooseCard', card: player(s, A).hand[0]! }));
    expect(objectOf(s, card)!.counters.buff).toBe(1);
    expect(currentStat(s, objectOf(s, card)!, 'power')).toBe(3);
  });

  it("'vigil-rempart': +2 power with the Guardian class bonus", () => {
    let s = withDef(mainPhaseOf(A), vigilRempart);
    let v: string;
    [s, v] = addObject(s, A, vigilRempart.slug);
    expect(currentStat(s, s.objects[v]!, 'power')).toBe(1);
    expect(currentStat(asClass(s, A, 'guardian'), s.objects[v]!, 'power')).toBe(3);
  });

  it("'ornamental-greatsword': a Guardian or Warrior champion's sword gives an ally of yours +1 power as it enters", () => {
    let [s, card] = toMaterialize(ornamentalGreatsword, 0, (t) => addObject(asClass(t, A, 'guardian'), A, 'woodland-squirrels')[0]);
    const squirrel = objectsOf(s, 'woodland-squirrels')[0]!.id;
    s = act(s, A, { type: 'materialize', card });
    s = untilPending(s, 'triggerTargets');
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(squirrel) }));
    expect(currentStat(s, s.objects[squirrel]!, 'power')).toBe(2);
  });

  it("'sable-remnant': +1 power with the Assassin class bonus; floating memory", () => {
    let s = withDef(mainPhaseOf(A), sableRemnant);
    let r: string;
    [s, r] = addObject(s, A, sableRemnant.slug);
    expect(currentStat(s, s.objects[r]!, 'power')).toBe(1);
    expect(currentStat(asClass(s, A, 'assassin'), s.objects[r]!, 'power')).toBe(2);
    checkFloating(sableRemnant);
  });

  it("'seers-sword': with the Warrior bonus, attacking with it glimpses 2", () => {
    let s = withDef(asClass(mainPhaseOf(B), B, 'warrior'), seersSword);
    let w: string;
    [s, w] = addObject(s, B, seersSword.slug);
    s = untilPending(attack(s, B, champion(s, B).id, champion(s, A).id, w), 'glimpse');
    const [, seen] = glimpseAllBottom(s, B);
    expect(seen).toHaveLength(2);
    let p = withDef(mainPhaseOf(B), seersSword);
    [p, w] = addObject(p, B, seersSword.slug);
    p = passUntil(attack(p, B, champion(p, B).id, champion(p, A).id, w), (t) => !t.combat);
    expect(p.log.some((l) => l.text.includes('glimpse'))).toBe(false);
  });

  it("'imperial-rifleman': with the Ranger bonus it enters distant, and its attacks get ranged +2", () => {
    let s = asClass(mainPhaseOf(B), B, 'ranger');
    let card: string;
    [s, card] = play(s, B, imperialRifleman);
    const rifleman = objectOf(s, card)!;
    expect(rifleman.distant).toBe(true);
    s = edit(s, (t) => { t.objects[rifleman.id]!.enteredTurn = t.turn - 2; });
    s = passUntil(attack(s, B, rifleman.id, champion(s, A).id), (t) => !t.combat);
    expect(champion(s, A).damage).toBe(3);
    const [plain] = play(mainPhaseOf(B), B, imperialRifleman);
    expect(objectOf(plain, card)?.distant ?? Object.values(plain.objects).find((o) => o.def === imperialRifleman.slug)!.distant).toBeFalsy();
  });
});
