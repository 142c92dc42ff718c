// Card characteristics: type-setting, type-expansion and stat-setting
// (general-rules/general-rules-card-characteristics/README.md), through the continuous-effects layers.
import { describe, expect, it } from 'vitest';
import {
  addTypes, becomes, defineCard, gainKeyword, loseAllAbilities, reserve, setBaseStat, setTypes, staticAbility, swapPowerAndLife, target,
} from '../../src/cards/define.js';
import type { CardDef, CharacteristicChange, TargetSpec } from '../../src/cards/vocabulary.js';
import { legalActions, RULES } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/types.js';
import { currentStat, hasKeyword, isRegalia, objDef } from '../../src/engine/state/query.js';
import { legalTargets } from '../../src/engine/play/targets.js';
import { A, act, addCard, addObject, atMain, edit, passUntil, withDef } from '../engine/helpers.js';
import { ally, item, action, start } from '../engine/test-cards.js';

const page = 'general-rules-card-characteristics/README.md';



/** Alice activates a card that targets one object, and it resolves. */
function castOn(s: GameState, def: CardDef, object: string): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card });
  for (let i = 0; i < 20 && s.pending; i++) {
    const legal = legalActions(s, A);
    s = act(s, A, legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === object)
      ?? legal.find((a) => a.type === 'chooseReserve') ?? legal[0]!);
  }
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && atMain(A)(t));
}

/** The objects Alice could target with a spec. */
const targetIds = (s: GameState, spec: TargetSpec) => legalTargets(s, A, spec).map((t) => (t?.kind === 'object' ? t.id : null));
const anyObject: TargetSpec = { kind: 'object' };
const change = (slug: string, changes: CharacteristicChange[]) => action(slug, [becomes(target(), changes)], [anyObject]);

describe('Card characteristics', () => {
  it(`Characteristics (${page}#general-rules): changed types, abilities and stats are what the engine sees`, () => {
    expect(RULES.characteristics).toContain('#general-rules');
    let s = start(item('test-statue'));
    let statue: string;
    [s, statue] = addObject(s, A, 'test-statue');
    expect(targetIds(s, { kind: 'ally' })).not.toContain(statue);
    s = castOn(s, change('test-animate', [addTypes(['ALLY']), setBaseStat('power', 2), setBaseStat('life', 3)]), statue);
    expect(targetIds(s, { kind: 'ally' })).toContain(statue);
    expect(currentStat(s, s.objects[statue]!, 'power')).toBe(2);
    expect(currentStat(s, s.objects[statue]!, 'life')).toBe(3);
  });

  it(`Type-setting (${page}#type-overwriting-and-type-setting): setting the card type drops the supertypes and keeps the subtypes`, () => {
    let s = start(ally('test-angel', 3, 3, { supertypes: ['UNIQUE'], subtypes: ['WARRIOR', 'ANGEL'] }),
      item('test-relic', { supertypes: ['REGALIA'], subtypes: ['ARTIFACT'] }));
    let angel: string, relic: string;
    [s, angel] = addObject(s, A, 'test-angel');
    [s, relic] = addObject(s, A, 'test-relic');
    expect(isRegalia(objDef(s, s.objects[relic]!))).toBe(true);
    s = castOn(s, change('test-recast', [setTypes(['PHANTASIA'])]), relic);
    const r = objDef(s, s.objects[relic]!);
    expect(r.types).toEqual(['PHANTASIA']);
    expect(r.supertypes).toEqual([]);
    expect(r.subtypes).toEqual(['ARTIFACT']);
    expect(isRegalia(r)).toBe(false);
    // Supertypes must be given again when the type is set (a unique champion, as with Triskit).
    s = castOn(s, change('test-ascend', [setTypes(['CHAMPION'], { supertypes: ['UNIQUE'] }), setBaseStat('level', 3)]), angel);
    const a = objDef(s, s.objects[angel]!);
    expect(a.types).toEqual(['CHAMPION']);
    expect(a.supertypes).toEqual(['UNIQUE']);
    expect(a.subtypes).toEqual(['WARRIOR', 'ANGEL']);
    expect(currentStat(s, s.objects[angel]!, 'level')).toBe(3);
    expect(currentStat(s, s.objects[angel]!, 'power')).toBe(3); // stats are kept
  });

  it(`Type-setting (${page}#type-overwriting-and-type-setting): a weapon turned into a Cleric Fractal phantasia keeps only the Reservable it is given`, () => {
    const weapon = defineCard({ slug: 'test-blade', name: 'Test Blade', types: ['WEAPON'], element: 'NORM', cost: reserve(1), power: 2, durability: 2 }, {
      keywords: ['stealth'], abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'life', amount: 1 })],
    });
    let s = start(weapon);
    let blade: string;
    [s, blade] = addObject(s, A, 'test-blade');
    s = castOn(s, change('test-fracture', [setTypes(['PHANTASIA'], { subtypes: ['CLERIC', 'FRACTAL'] }), loseAllAbilities(), gainKeyword('reservable')]), blade);
    const d = objDef(s, s.objects[blade]!);
    expect(d.types).toEqual(['PHANTASIA']);
    expect(d.subtypes).toEqual(['CLERIC', 'FRACTAL']);
    expect(hasKeyword(s, s.objects[blade]!, 'reservable')).toBe(true);
    expect(hasKeyword(s, s.objects[blade]!, 'stealth')).toBe(false);
    expect(d.abilities).toEqual([]); // its static life bonus is gone too
    expect(currentStat(s, s.objects[blade]!, 'power')).toBe(2); // it keeps its stats
    expect(targetIds(s, { kind: 'weapon' })).not.toContain(blade);
  });

  it(`Type-expansion (${page}#type-expansion): an added type keeps the others, without duplicates`, () => {
    let s = start(item('test-statue'));
    let statue: string;
    [s, statue] = addObject(s, A, 'test-statue');
    s = castOn(s, change('test-wake', [addTypes(['ALLY', 'ITEM'], ['GOLEM']), setBaseStat('power', 1), setBaseStat('life', 1)]), statue);
    const d = objDef(s, s.objects[statue]!);
    expect(d.types).toEqual(['ITEM', 'ALLY']);
    expect(d.subtypes).toEqual(['GOLEM']);
    expect(targetIds(s, { kind: 'item' })).toContain(statue);
    expect(targetIds(s, { kind: 'ally' })).toContain(statue);
  });

  it(`Stat-setting (${page}#stat-setting): a stat the object lacked is set from 0; modifications still apply on top`, () => {
    let s = start(item('test-statue'));
    let statue: string;
    [s, statue] = addObject(s, A, 'test-statue');
    expect(currentStat(s, s.objects[statue]!, 'power')).toBeNull();
    s = castOn(s, change('test-gift', [setBaseStat('power', 3)]), statue);
    expect(currentStat(s, s.objects[statue]!, 'power')).toBe(3);
    s = castOn(s, action('test-pump', [{ op: 'modifyStat', subject: target(), stat: 'power', amount: 2, duration: 'untilEndOfTurn' }], [anyObject]), statue);
    expect(currentStat(s, s.objects[statue]!, 'power')).toBe(5);
  });

  it(`Stat-setting (${page}#stat-setting): an ally whose base life becomes 0 dies at the next state-based check`, () => {
    let s = start(ally('test-frail', 2, 3));
    let frail: string;
    [s, frail] = addObject(s, A, 'test-frail');
    s = castOn(s, change('test-wither-away', [setBaseStat('life', 0)]), frail);
    expect(s.objects[frail]).toBeUndefined();
  });

  it(`Layers (game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#layers): a swap to 0 life is checked like any life`, () => {
    let s = start(ally('test-wall', 0, 4));
    let wall: string;
    [s, wall] = addObject(s, A, 'test-wall');
    s = edit(s, (t) => { t.objects[wall]!.damage = 0; });
    s = castOn(s, change('test-flip', [swapPowerAndLife()]), wall);
    expect(s.objects[wall]).toBeUndefined();
  });
});
