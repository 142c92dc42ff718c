// FTC cards: one test per card.
import { describe, expect, it } from 'vitest';
import { championLevel, currentStat } from '../../../src/engine/state/query.js';
import {
  A, B, act, activateFromHand, addObject, asClass, attack, champion, enable, glimpseAllBottom, legal, mainPhaseOf, objectOf, play,
  player, resolveAll, untilPending, withDef, withLevel,
} from '../doa/support.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const scatterEssence = scriptedDef('scatter-essence');
const developMana = scriptedDef('develop-mana');
const honeByFire = scriptedDef('hone-by-fire');
const fractalOfInsight = scriptedDef('fractal-of-insight');
const stalwartShieldmate = scriptedDef('stalwart-shieldmate');
const deepSeaFractal = scriptedDef('deep-sea-fractal');
const incendiaryFractal = scriptedDef('incendiary-fractal');
const frostbinderApostle = scriptedDef('frostbinder-apostle');

const obj = (id: string) => ({ kind: 'object' as const, id });

describe('FTC', () => {
  it("'scatter-essence': destroys target phantasia, and only a phantasia", () => {
    let s = enable(mainPhaseOf(A), A, 'WIND');
    let maiden: string, ally: string;
    [s, maiden] = addObject(s, B, 'maiden-of-shimmering-air');
    [s, ally] = addObject(s, B, 'giant-tortoise');
    expect(() => activateFromHand(s, A, scatterEssence, [obj(ally)])).toThrow(/legal/);
    [s] = play(s, A, scatterEssence, [obj(maiden)]);
    expect(s.objects[maiden]).toBeUndefined();
    expect(scatterEssence.keywords).toContain('floatingMemory');
  });

  it("'develop-mana': a level counter on your champion", () => {
    const [s] = play(mainPhaseOf(A), A, developMana);
    expect(champion(s, A).counters.level).toBe(1);
    expect(championLevel(s, A)).toBe(1);
  });

  it("'hone-by-fire': target Sword you control gets +2 power; the Warrior bonus adds a durability counter", () => {
    let s = mainPhaseOf(A);
    let sword: string;
    [s, sword] = addObject(s, A, 'training-sword');
    const [plain] = play(s, A, honeByFire, [obj(sword)]);
    expect(currentStat(plain, plain.objects[sword]!, 'power')).toBe(3);
    expect(plain.objects[sword]!.counters.durability).toBe(2);
    const [bonus] = play(enable(asClass(s, A, 'warrior'), A, 'FIRE'), A, honeByFire, [obj(sword)]);
    expect(bonus.objects[sword]!.counters.durability).toBe(3);
  });

  it("'fractal-of-insight': On Enter you may rest it to glimpse 2; reservable", () => {
    let s = mainPhaseOf(A);
    let card: string;
    [s, card] = activateFromHand(s, A, fractalOfInsight);
    s = untilPending(s, 'may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    let seen: string[];
    [s, seen] = glimpseAllBottom(s, A);
    expect(seen).toHaveLength(2);
    s = resolveAll(s);
    expect(objectOf(s, card)!.rested).toBe(true);
    expect(fractalOfInsight.keywords).toContain('reservable');
  });

  it("'stalwart-shieldmate': taunt forces attacks onto it while it is awake", () => {
    let s = withDef(mainPhaseOf(B), stalwartShieldmate);
    let mate: string, attacker: string;
    [s, mate] = addObject(s, A, stalwartShieldmate.slug);
    [s, attacker] = addObject(s, B, 'giant-tortoise');
    expect(() => attack(s, B, attacker, champion(s, A).id)).toThrow();
    s = attack(s, B, attacker, mate);
    expect(s.combat?.defender).toBe(mate);
    expect(stalwartShieldmate.keywords).toContain('floatingMemory');
  });

  it("'deep-sea-fractal': enters rested; On Enter each player mills one", () => {
    let s = enable(mainPhaseOf(A), A, 'WATER');
    const tops = [player(s, A).mainDeck[0], player(s, B).mainDeck[0]];
    let card: string;
    [s, card] = play(s, A, deepSeaFractal);
    expect(objectOf(s, card)!.rested).toBe(true);
    expect(player(s, A).graveyard).toContain(tops[0]);
    expect(player(s, B).graveyard).toContain(tops[1]);
  });

  it("'incendiary-fractal': entering deals 2 to an enemy ally, or 4 for a Mage", () => {
    const run = (s: ReturnType<typeof mainPhaseOf>) => {
      let ally: string;
      [s, ally] = addObject(s, B, 'giant-tortoise');
      [s] = activateFromHand(s, A, incendiaryFractal);
      s = untilPending(s, 'triggerTargets');
      expect(legal(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([{ type: 'chooseTarget', target: obj(ally) }]);
      s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(ally) }));
      return s.objects[ally]!.damage;
    };
    let s = mainPhaseOf(A);
    [s] = addObject(s, A, 'woodland-squirrels'); // not a legal target: it is yours
    expect(run(s)).toBe(2);
    expect(run(enable(asClass(s, A, 'mage'), A, 'FIRE'))).toBe(4);
  });

  it("'frostbinder-apostle': [Level 2+] a rested enemy ally gets -4 life and dies at 0 (official ruling)", () => {
    let s = withLevel(enable(mainPhaseOf(A), A, 'WATER'), A, 2);
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise', { rested: true, damage: 2 }); // 6 life, 2 damage
    [s] = activateFromHand(s, A, frostbinderApostle);
    s = untilPending(s, 'triggerTargets');
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(ally) }));
    expect(s.objects[ally]).toBeUndefined();
    // Below level 2 nothing triggers.
    let p = enable(mainPhaseOf(A), A, 'WATER');
    [p, ally] = addObject(p, B, 'giant-tortoise', { rested: true });
    [p] = play(p, A, frostbinderApostle);
    expect(currentStat(p, p.objects[ally]!, 'life')).toBe(6);
  });
});
