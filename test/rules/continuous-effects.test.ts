// Continuous effects: instanced and static effects, layers, timestamps and dependencies
// (game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md).
import { describe, expect, it } from 'vitest';
import {
  becomes, buffPower, characteristics, gainKeyword, have, loseAllAbilities, loseKeyword, objectSet,   setBaseStat, setElement, setTypes, addTypes, staticAbility, swapPowerAndLife, target, targetAlly,
} from '../../src/cards/define.js';
import type { CharacteristicChange, ObjectSet } from '../../src/cards/vocabulary.js';
import { RULES } from '../../src/engine/index.js';
import type { CharacteristicEffect, GameState } from '../../src/engine/types.js';
import { currentStat, hasKeyword, objDef } from '../../src/engine/state/query.js';
import { currentKeywords, layered } from '../../src/engine/effects/continuous.js';
import { A, B, addObject, atMain, edit, passUntil } from '../engine/helpers.js';
import { ally, item, action, start } from '../engine/test-cards.js';
import { cast } from './continuous-helpers.js';

const page = 'types-of-effects-continuous-effects/README.md';




/** An effect made by a resolution, written straight into the state. */
function effect(s: GameState, changes: CharacteristicChange[], who: { objects?: string[]; set?: ObjectSet }, duration: 'untilEndOfTurn' | 'permanent' = 'permanent'): GameState {
  return edit(s, (t) => {
    const e: CharacteristicEffect = { id: `e${t.nextId++}`, changes, duration, timestamp: t.nextTimestamp++, controller: A, ...who };
    t.characteristicEffects = [...(t.characteristicEffects ?? []), e];
  });
}

const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');

describe('Continuous effects', () => {
  it(`Instanced effects (${page}#instanced-effects): "allies you control get +1 power" skips an ally that enters afterwards`, () => {
    expect(RULES.instancedEffects).toContain('#instanced-effects');
    let s = start(ally('test-one', 1, 1), ally('test-two', 1, 1));
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'test-one');
    s = cast(s, action('test-call', [buffPower({ ref: 'alliesYouControl' }, 1)]));
    [s, a2] = addObject(s, A, 'test-two');
    expect(power(s, a1)).toBe(2);
    expect(power(s, a2)).toBe(1);
  });

  it(`Instanced effects (${page}#instanced-effects): "allies you control become fire" fixes its set when it resolves`, () => {
    let s = start(ally('test-one', 1, 1), ally('test-two', 1, 1));
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'test-one');
    s = cast(s, action('test-kindle', [becomes({ ref: 'alliesYouControl' }, [setElement('FIRE')])]));
    [s, a2] = addObject(s, A, 'test-two');
    expect(objDef(s, s.objects[a1]!).elements).toEqual(['FIRE']);
    expect(objDef(s, s.objects[a2]!).elements).toEqual(['NORM']);
  });

  it(`Static effects (${page}#static-effects): "allies you control have taunt" until end of turn includes an ally that enters later`, () => {
    let s = start(ally('test-one', 1, 1), ally('test-two', 1, 1));
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'test-one');
    s = cast(s, action('test-rally', [have(objectSet('yourAllies'), [gainKeyword('taunt')])]));
    [s, a2] = addObject(s, A, 'test-two');
    expect(hasKeyword(s, s.objects[a1]!, 'taunt')).toBe(true);
    expect(hasKeyword(s, s.objects[a2]!, 'taunt')).toBe(true);
    // Its duration: it ends with the turn (#general-rules).
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[a2]!, 'taunt')).toBe(false);
  });

  it(`Static effects (${page}#static-effects): a static ability covers objects of its set whenever they enter (Automaton allies you control)`, () => {
    const leader = ally('test-leader', 1, 1, { abilities: [staticAbility(characteristics([gainKeyword('taunt')], objectSet('yourAllies', { subtype: 'AUTOMATON' })))] });
    let s = start(leader, ally('test-bot', 1, 1, { subtypes: ['AUTOMATON'] }), ally('test-human', 1, 1, { subtypes: ['HUMAN'] }));
    let bot: string, human: string, foe: string, lead: string;
    [s, lead] = addObject(s, A, 'test-leader');
    [s, bot] = addObject(s, A, 'test-bot');
    [s, human] = addObject(s, A, 'test-human');
    [s, foe] = addObject(s, B, 'test-bot');
    expect(hasKeyword(s, s.objects[bot]!, 'taunt')).toBe(true);
    expect(hasKeyword(s, s.objects[human]!, 'taunt')).toBe(false);
    expect(hasKeyword(s, s.objects[foe]!, 'taunt')).toBe(false); // not one Alice controls
    expect(hasKeyword(s, s.objects[lead]!, 'taunt')).toBe(false);
  });

  it(`Syntax (${page}#syntax-of-continuous-effects): an instanced "loses" keeps its set; a static one follows its set`, () => {
    const stealthy = (slug: string) => ally(slug, 1, 1, { keywords: ['stealth'] });
    let s = start(stealthy('test-s1'), stealthy('test-s2'), stealthy('test-s3'), stealthy('test-s4'));
    let a1: string, a2: string, a3: string, a4: string;
    [s, a1] = addObject(s, A, 'test-s1');
    s = cast(s, action('test-reveal', [becomes({ ref: 'alliesYouControl' }, [loseKeyword('stealth')], 'untilEndOfTurn')]));
    [s, a2] = addObject(s, A, 'test-s2');
    expect(hasKeyword(s, s.objects[a1]!, 'stealth')).toBe(false);
    expect(hasKeyword(s, s.objects[a2]!, 'stealth')).toBe(true);
    [s, a3] = addObject(s, A, 'test-s3');
    s = cast(s, action('test-floodlight', [have(objectSet('yourAllies'), [loseKeyword('stealth')])]));
    [s, a4] = addObject(s, A, 'test-s4');
    expect(hasKeyword(s, s.objects[a3]!, 'stealth')).toBe(false);
    expect(hasKeyword(s, s.objects[a4]!, 'stealth')).toBe(false);
  });

  it(`General rules (${page}#general-rules): a permanent effect lasts past the end of the turn; an until-end-of-turn one does not`, () => {
    let s = start(ally('test-one', 1, 1));
    let a1: string;
    [s, a1] = addObject(s, A, 'test-one');
    s = cast(s, action('test-lasting', [becomes(target(), [setElement('WATER')], 'permanent'), becomes(target(), [setBaseStat('power', 5)], 'untilEndOfTurn')], [targetAlly()]), [a1]);
    expect(power(s, a1)).toBe(5);
    s = passUntil(s, atMain(B));
    expect(power(s, a1)).toBe(1);
    expect(objDef(s, s.objects[a1]!).elements).toEqual(['WATER']);
  });

  it(`Layers (${page}#layers): base-setting (A) comes before increases (E) whatever their timestamps`, () => {
    let s = start(ally('test-one', 1, 1));
    let a1: string;
    [s, a1] = addObject(s, A, 'test-one');
    s = cast(s, action('test-pump', [buffPower(target(), 2)], [targetAlly()]), [a1]);
    s = cast(s, action('test-reset', [becomes(target(), [setBaseStat('power', 4)])], [targetAlly()]), [a1]);
    expect(power(s, a1)).toBe(6); // base 4 (newer, layer A), then +2 (older, layer E)
  });

  it(`Layers (${page}#layers): a type given in layer B lets a static stat bonus (layer E) reach the object`, () => {
    const banner = item('test-banner', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1 })] });
    let s = start(banner, item('test-golem'));
    let golem: string;
    [s] = addObject(s, A, 'test-banner');
    [s, golem] = addObject(s, A, 'test-golem');
    expect(power(s, golem)).toBeNull();
    s = effect(s, [addTypes(['ALLY']), setBaseStat('power', 2), setBaseStat('life', 2)], { objects: [golem] });
    expect(power(s, golem)).toBe(3);
  });

  it(`Layers (${page}#layers): an element set in layer C still applies when its source loses its abilities in layer D`, () => {
    const lantern = item('test-lantern', { abilities: [staticAbility(characteristics([setElement('NORM')], objectSet('allObjects')))] });
    let s = start(lantern, ally('test-fiery', 1, 1, { elements: ['FIRE'] }));
    let l: string, f: string;
    [s, l] = addObject(s, A, 'test-lantern');
    [s, f] = addObject(s, B, 'test-fiery');
    expect(objDef(s, s.objects[f]!).elements).toEqual(['NORM']);
    s = effect(s, [loseAllAbilities()], { objects: [l] });
    expect(layered(s)!.lost.has(l)).toBe(true);
    expect(objDef(s, s.objects[f]!).elements).toEqual(['NORM']);
  });

  it(`Layers (${page}#layers): power/life sub-layers: effects, then counters, then the swap`, () => {
    let s = start(ally('test-one', 1, 4));
    let a1: string;
    [s, a1] = addObject(s, A, 'test-one', { counters: { buff: 1 } });
    s = cast(s, action('test-pump', [buffPower(target(), 2)], [targetAlly()]), [a1]);
    s = cast(s, action('test-swap', [becomes(target(), [swapPowerAndLife()], 'untilEndOfTurn')], [targetAlly()]), [a1]);
    expect(power(s, a1)).toBe(5); // life 4 + 1 buff
    expect(life(s, a1)).toBe(4); // power 1 + 2 + 1 buff
    s = cast(s, action('test-pump2', [buffPower(target(), 1)], [targetAlly()]), [a1]);
    expect(power(s, a1)).toBe(5); // a later +1 power still lands before the swap: it shows on life
    expect(life(s, a1)).toBe(5);
  });

  it(`Timestamps (${page}#timestamps): within a layer the newest setting wins (applied oldest to newest)`, () => {
    let s = start(ally('test-one', 1, 1));
    let a1: string;
    [s, a1] = addObject(s, A, 'test-one');
    s = effect(s, [setBaseStat('power', 5)], { objects: [a1] });
    s = effect(s, [setBaseStat('power', 2)], { objects: [a1] });
    expect(power(s, a1)).toBe(2);
    s = effect(s, [setElement('WIND')], { objects: [a1] });
    s = effect(s, [setElement('WATER')], { objects: [a1] });
    expect(objDef(s, s.objects[a1]!).elements).toEqual(['WATER']);
  });

  it(`Timestamps (${page}#timestamps, glossary/game-terms.md#timestamp): a static ability's timestamp is when its object entered the field`, () => {
    const fireAura = item('test-fire-aura', { abilities: [staticAbility(characteristics([setElement('FIRE')], objectSet('allAllies')))] });
    const waterAura = item('test-water-aura', { abilities: [staticAbility(characteristics([setElement('WATER')], objectSet('allAllies')))] });
    let s = start(fireAura, waterAura, ally('test-one', 1, 1));
    let a1: string, fire: string;
    [s, a1] = addObject(s, B, 'test-one');
    [s, fire] = addObject(s, A, 'test-fire-aura');
    [s] = addObject(s, A, 'test-water-aura');
    expect(objDef(s, s.objects[a1]!).elements).toEqual(['WATER']);
    // The fire aura leaves and comes back: a new object, a newer timestamp, so it now wins.
    s = edit(s, (t) => {
      t.field = t.field.filter((f) => f !== fire);
      const { [fire]: _gone, ...rest } = t.objects;
      t.objects = rest;
    });
    [s] = addObject(s, A, 'test-fire-aura');
    expect(objDef(s, s.objects[a1]!).elements).toEqual(['FIRE']);
  });

  it(`Timestamps (${page}#timestamps): gaining and losing abilities apply in timestamp order`, () => {
    let s = start(ally('test-one', 1, 1), ally('test-two', 1, 1));
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'test-one');
    [s, a2] = addObject(s, A, 'test-two');
    // One gains stealth, then loses all abilities: no stealth.
    s = cast(s, action('test-hide', [{ op: 'grantKeyword', subject: target(), keyword: 'stealth', duration: 'untilEndOfTurn' }], [targetAlly()]), [a1]);
    s = effect(s, [loseAllAbilities()], { objects: [a1] });
    // The other loses all abilities, then gains stealth: stealth.
    s = effect(s, [loseAllAbilities()], { objects: [a2] });
    s = cast(s, action('test-hide2', [{ op: 'grantKeyword', subject: target(), keyword: 'stealth', duration: 'untilEndOfTurn' }], [targetAlly()]), [a2]);
    expect(hasKeyword(s, s.objects[a1]!, 'stealth')).toBe(false);
    expect(hasKeyword(s, s.objects[a2]!, 'stealth')).toBe(true);
  });

  it(`Timestamps (${page}#timestamps): a granted Vigor lost to a newer "loses all abilities" no longer triggers`, () => {
    let s = start(ally('test-one', 1, 1), ally('test-two', 1, 1));
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'test-one', { rested: true });
    [s, a2] = addObject(s, A, 'test-two', { rested: true });
    const vigor = (slug: string) => action(slug, [{ op: 'grantKeyword', subject: target(), keyword: 'vigor', duration: 'permanent' }], [targetAlly()]);
    s = cast(s, vigor('test-v1'), [a1]);
    s = cast(s, vigor('test-v2'), [a2]);
    s = effect(s, [loseAllAbilities()], { objects: [a1] });
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length > 0);
    expect(s.stack.map((i) => i.source)).toEqual([a2]);
  });

  it(`Dependencies (${page}#dependencies): removing a granting source's abilities applies first, even when newer`, () => {
    const captain = ally('test-captain', 1, 1, { abilities: [staticAbility(characteristics([gainKeyword('taunt')], objectSet('otherAlliesYouControl')))] });
    let s = start(captain, ally('test-one', 1, 1));
    let cap: string, a1: string;
    [s, cap] = addObject(s, A, 'test-captain');
    [s, a1] = addObject(s, A, 'test-one');
    expect(hasKeyword(s, s.objects[a1]!, 'taunt')).toBe(true);
    // Newer than the captain, but the grant depends on it: by timestamps alone taunt would stay.
    s = effect(s, [loseAllAbilities()], { objects: [cap] });
    expect(hasKeyword(s, s.objects[a1]!, 'taunt')).toBe(false);
    const order = layered(s)!.applied.map((e) => e.change.kind);
    expect(order.indexOf('loseAllAbilities')).toBeLessThan(order.indexOf('gainKeyword'));
  });

  it(`Dependencies (${page}#dependencies): an effect whose set another one changes waits for it (layer B)`, () => {
    // Older: your Automatons are also allies. Newer: your items are also Automatons.
    let s = start(item('test-gear'), ally('test-one', 1, 1));
    let gear: string;
    [s, gear] = addObject(s, A, 'test-gear');
    s = effect(s, [addTypes(['ALLY'])], { set: objectSet('yourObjects', { subtype: 'AUTOMATON' }) });
    s = effect(s, [addTypes([], ['AUTOMATON'])], { set: objectSet('yourObjects', { type: 'ITEM' }) });
    const def = objDef(s, s.objects[gear]!);
    expect(def.subtypes).toContain('AUTOMATON');
    expect(def.types).toEqual(['ITEM', 'ALLY']);
  });

  it(`Dependencies (${page}#dependencies): effects that depend on each other in a loop keep timestamp order`, () => {
    const silencer = (slug: string) => ally(slug, 1, 1, { abilities: [staticAbility(characteristics([loseAllAbilities()], objectSet('otherAlliesYouControl')))] });
    let s = start(silencer('test-older'), silencer('test-newer'));
    let older: string, newer: string;
    [s, older] = addObject(s, A, 'test-older');
    [s, newer] = addObject(s, A, 'test-newer');
    const l = layered(s)!;
    expect(l.lost.has(newer)).toBe(true);
    expect(l.lost.has(older)).toBe(false);
  });

  it(`Dependencies (${page}#dependencies): only effects that both set, or both do not, can depend on each other`, () => {
    // Layer B: setting a type and adding a subtype. The adder (older, filtered on ALLY) does not wait for the setter.
    let s = start(item('test-gear'));
    let gear: string;
    [s, gear] = addObject(s, A, 'test-gear');
    s = effect(s, [addTypes([], ['AUTOMATON'])], { set: objectSet('yourObjects', { type: 'ALLY' }) });
    s = effect(s, [setTypes(['ALLY'])], { objects: [gear] });
    expect(objDef(s, s.objects[gear]!).types).toEqual(['ALLY']);
    expect(objDef(s, s.objects[gear]!).subtypes).not.toContain('AUTOMATON');
  });

  it(`Abilities (game-mechanics/game-mechanics-abilities/README.md#general-rules): redundant keywords count once`, () => {
    let s = start(ally('test-tough', 1, 1, { keywords: ['vigor'] }));
    let a1: string;
    [s, a1] = addObject(s, A, 'test-tough');
    s = cast(s, action('test-vigor', [{ op: 'grantKeyword', subject: target(), keyword: 'vigor', duration: 'untilEndOfTurn' }, { op: 'grantKeyword', subject: target(), keyword: 'vigor', duration: 'untilEndOfTurn' }], [targetAlly()]), [a1]);
    expect(currentKeywords(s, s.objects[a1]!)).toEqual(['vigor']);
    s = effect(s, [gainKeyword('vigor')], { objects: [a1] }); // with the layers working
    expect(currentKeywords(s, s.objects[a1]!)).toEqual(['vigor']);
    s = edit(s, (t) => { t.objects[a1]!.rested = true; });
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length > 0);
    expect(s.stack.filter((i) => i.source === a1)).toHaveLength(1); // one Vigor trigger
  });
});
