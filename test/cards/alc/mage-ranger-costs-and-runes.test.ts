// Cost reductions of Polkhawk, Bombastic Shot and Wayfinder's Map; Explosive Rune (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { A, B, act, addCard, addObject, asClass, atMain, champion, edit, mainPhaseOf, newGame, passUntil, player, resolveAll, useAbility, withDef } from '../doa/support.js';

const polkhawk = scriptedDef('polkhawk-bombastic-shot');
const wayfindersMap = scriptedDef('wayfinders-map');
const explosiveRune = scriptedDef('explosive-rune');

const card = (slug: string, types: CardDef['types'], subtypes: string[], classes: string[], cost: number): CardDef =>
  defineCard({ slug, name: slug, types, subtypes, classes, element: 'NORM', cost: reserve(cost), speed: true }, { onResolve: [] });

/** The reserve cost Alice is asked to pay for `def` (activated from hand in her main phase). */
function costOf(s: GameState, def: CardDef): number {
  let c: string;
  [s, c] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card: c });
  return s.pending?.kind === 'activation' ? s.pending.draft.reserveNeeded : 0;
}

describe('polkhawk-bombastic-shot', () => {
  it("'polkhawk-bombastic-shot': Ranger Reaction cards you activate cost 1 less; others do not", () => {
    const s = edit(withDef(mainPhaseOf(A), polkhawk), (t) => { t.objects[player(t, A).champion!]!.def = polkhawk.slug; });
    expect(costOf(s, card('test-ranger-reaction', ['ACTION'], ['RANGER', 'REACTION'], ['RANGER'], 3))).toBe(2);
    expect(costOf(s, card('test-cleric-reaction', ['ACTION'], ['CLERIC', 'REACTION'], ['CLERIC'], 3))).toBe(3);
    expect(costOf(s, card('test-ranger-skill', ['ACTION'], ['RANGER', 'SKILL'], ['RANGER'], 3))).toBe(3);
  });

  it("'polkhawk-bombastic-shot': Ranged 2", () => {
    expect(polkhawk.keywordValues?.ranged).toBe(2);
  });
});

describe('wayfinders-map', () => {
  const domain = defineCard({ slug: 'test-domain', name: 'Test Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(2) }, {});

  it("'wayfinders-map': domain cards you activate cost 1 less", () => {
    const [s] = addObject(withDef(mainPhaseOf(A), wayfindersMap), A, wayfindersMap.slug);
    expect(costOf(s, domain)).toBe(1);
    expect(costOf(s, card('test-action', ['ACTION'], [], [], 2))).toBe(2);
  });

  it("'wayfinders-map': banish it to draw, only while you control three or more domains", () => {
    let [s, map] = addObject(withDef(withDef(mainPhaseOf(A), wayfindersMap), domain), A, wayfindersMap.slug);
    [s] = addObject(s, A, domain.slug);
    [s] = addObject(s, A, domain.slug);
    [s] = addObject(s, B, domain.slug);
    refuse(s, A, { type: 'activateAbility', object: map, index: 1 });
    [s] = addObject(s, A, domain.slug);
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, map, 1));
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });
});

describe('explosive-rune', () => {
  function runeAt(mage: boolean, attacking: boolean): number {
    let s = passUntil(newGame({ first: A }), atMain(B));
    if (mage) s = asClass(s, A, 'mage');
    let rune: string, ally: string;
    [s, rune] = addObject(withDef(s, explosiveRune), A, explosiveRune.slug);
    [s, ally] = addObject(s, B, 'woodland-squirrels');
    s = edit(s, (t) => { t.defs['woodland-squirrels'] = { ...t.defs['woodland-squirrels']!, life: 5 }; });
    if (attacking) {
      s = act(s, B, { type: 'attack', attacker: ally });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === rune));
    } else {
      s = act(s, B, { type: 'pass' });
    }
    s = useAbility(s, A, rune, 0);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    s = passUntil(s, (t) => !t.stack.some((i) => i.def === explosiveRune.slug) && t.pending?.kind !== 'triggerTargets');
    return s.objects[ally]?.damage ?? -1;
  }

  it("'explosive-rune': banish it: 1 damage to target ally; 2 if that ally is attacking and your champion is a Mage", () => {
    expect(runeAt(true, true)).toBe(2);
    expect(runeAt(true, false)).toBe(1);
    expect(runeAt(false, true)).toBe(1);
  });
});
