// The Rai lineage and Tome of Ignorance (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel } from '../../../src/engine/state/query.js';
import { refuse } from '../../engine/helpers.js';
import { A, B, act, addCard, addObject, asClass, champion, edit, enable, mainPhaseOf, player, resolveAll, useAbility, withDef } from './support.js';

const manaWeaver = scriptedDef('rai-mana-weaver');
const stormSeer = scriptedDef('rai-storm-seer');
const tomeOfIgnorance = scriptedDef('tome-of-ignorance');

const spell = (slug: string, element: Element, classes: string[], subtypes: string[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], subtypes, classes, element, cost: reserve(0), speed: true }, { onResolve: [draw(1)] });

/** Alice's champion becomes `def` (its lineage keeps what it had). */
const asChampionDef = (s: GameState, def: CardDef): GameState =>
  edit(withDef(s, def), (t) => { t.objects[player(t, A).champion!]!.def = def.slug; });

describe('rai-mana-weaver', () => {
  function weaverWithSpellOnStack(enlighten: number, def: CardDef): GameState {
    let s = edit(asChampionDef(mainPhaseOf(A), manaWeaver), (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = enlighten; });
    let c: string;
    [s, c] = addCard(enable(withDef(s, def), A, ...def.elements), A, def.slug);
    return act(s, A, { type: 'activate', card: c });
  }

  it("'rai-mana-weaver': rest and remove four enlighten counters to copy a Mage Spell activation", () => {
    const mageSpell = spell('test-mage-draw', 'ARCANE', ['MAGE'], ['MAGE', 'SPELL']);
    let s = weaverWithSpellOnStack(5, mageSpell);
    const item = s.stack[s.stack.length - 1]!.id;
    const hand = player(s, A).hand.length;
    s = useAbility(s, A, champion(s, A).id, 0);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } });
    s = resolveAll(s);
    expect(player(s, A).hand).toHaveLength(hand + 2); // the copy and the original
    expect(champion(s, A).counters.enlighten).toBe(1);
    expect(champion(s, A).rested).toBe(true);
  });

  it("'rai-mana-weaver': not a non-Mage Spell nor a Mage non-Spell; not with fewer than four counters", () => {
    const clericSpell = spell('test-cleric-draw', 'NORM', ['CLERIC'], ['CLERIC', 'SPELL']);
    let s = weaverWithSpellOnStack(5, clericSpell);
    refuse(s, A, { type: 'activateAbility', object: champion(s, A).id, index: 0 });
    const mageSkill = spell('test-mage-skill', 'NORM', ['MAGE'], ['MAGE', 'SKILL']);
    s = weaverWithSpellOnStack(5, mageSkill);
    refuse(s, A, { type: 'activateAbility', object: champion(s, A).id, index: 0 });
    s = weaverWithSpellOnStack(3, spell('test-mage-draw', 'ARCANE', ['MAGE'], ['MAGE', 'SPELL']));
    refuse(s, A, { type: 'activateAbility', object: champion(s, A).id, index: 0 });
  });
});

describe('rai-storm-seer', () => {
  it("'rai-storm-seer': one more level per banished arcane Mage Spell card of yours", () => {
    let s = asChampionDef(mainPhaseOf(A), stormSeer);
    const base = championLevel(s, A);
    const arcaneMage = spell('test-arcane-mage', 'ARCANE', ['MAGE'], ['MAGE', 'SPELL']);
    const fireMage = spell('test-fire-mage', 'FIRE', ['MAGE'], ['MAGE', 'SPELL']);
    const arcaneCleric = spell('test-arcane-cleric', 'ARCANE', ['CLERIC'], ['CLERIC', 'SPELL']);
    s = withDef(withDef(withDef(s, arcaneMage), fireMage), arcaneCleric);
    [s] = addCard(s, A, arcaneMage.slug, 'banishment');
    [s] = addCard(s, A, arcaneMage.slug, 'banishment');
    [s] = addCard(s, A, fireMage.slug, 'banishment');
    [s] = addCard(s, A, arcaneCleric.slug, 'banishment');
    [s] = addCard(s, A, arcaneMage.slug, 'graveyard');
    [s] = addCard(s, B, arcaneMage.slug, 'banishment');
    expect(championLevel(s, A)).toBe(base + 2);
  });
});

describe('tome-of-ignorance', () => {
  it("'tome-of-ignorance': with a Mage champion, champions you don't control get -1 level; banish it to draw", () => {
    let [s, tome] = addObject(withDef(asClass(mainPhaseOf(A), A, 'mage'), tomeOfIgnorance), A, tomeOfIgnorance.slug);
    s = asClassB(s);
    const mine = championLevel(s, A);
    expect(championLevel(s, B)).toBe(1 - 1);
    expect(championLevel(s, A)).toBe(mine);
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, tome, 1));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(championLevel(s, B)).toBe(1);
  });

  it("'tome-of-ignorance': without the Class Bonus nothing changes", () => {
    const [s] = addObject(withDef(asClassB(mainPhaseOf(A)), tomeOfIgnorance), A, tomeOfIgnorance.slug);
    expect(championLevel(s, B)).toBe(1);
  });
});

/** Bob's champion becomes a level 1 Ranger. */
function asClassB(s: GameState): GameState {
  return asClass(s, B, 'ranger');
}

describe('crystal-of-argus', () => {
  const argus = scriptedDef('crystal-of-argus');
  it("'crystal-of-argus': a Mage champion gets +1 level for every three enlighten counters on it", () => {
    const levelWith = (enlighten: number, mage: boolean): number => {
      let [s] = addObject(withDef(mage ? asClass(mainPhaseOf(A), A, 'mage') : mainPhaseOf(A), argus), A, argus.slug);
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = enlighten; });
      return championLevel(s, A);
    };
    const base = levelWith(0, true);
    expect(levelWith(2, true)).toBe(base);
    expect(levelWith(3, true)).toBe(base + 1);
    expect(levelWith(7, true)).toBe(base + 2);
    expect(levelWith(6, false)).toBe(levelWith(0, false));
  });
});

describe('rai-archmage', () => {
  const archmage = scriptedDef('rai-archmage');
  const mageAction = spell('test-mage-action', 'NORM', ['MAGE'], ['MAGE', 'SPELL']);
  const clericAction = spell('test-cleric-action', 'NORM', ['CLERIC'], ['CLERIC', 'SPELL']);

  /** Alice's champion is `top` with Rai, Archmage below it (or on top); she activates these cards in turn. */
  function activateAll(s: GameState, ...defs: CardDef[]): GameState {
    for (const def of defs) {
      let c: string;
      [s, c] = addCard(withDef(s, def), A, def.slug);
      s = resolveAll(act(s, A, { type: 'activate', card: c }));
    }
    return s;
  }
  const enlighten = (s: GameState) => champion(s, A).counters.enlighten ?? 0;

  it("'rai-archmage': inherited, your first Mage action card each turn puts an enlighten counter on your champion", () => {
    let s = edit(asChampionDef(mainPhaseOf(A), manaWeaver), (t) => {
      const [u, c] = addCard(withDef(t, archmage), A, archmage.slug, 'banishment');
      Object.assign(t, u);
      const p = player(t, A);
      p.banishment = p.banishment.filter((x) => x !== c);
      t.objects[p.champion!]!.lineage = [...t.objects[p.champion!]!.lineage, c];
    });
    s = activateAll(s, clericAction);
    expect(enlighten(s)).toBe(0);
    s = activateAll(s, mageAction);
    expect(enlighten(s)).toBe(1);
    s = activateAll(s, mageAction);
    expect(enlighten(s)).toBe(1); // only the first each turn
  });

  it("'rai-archmage': a Mage action card activated before it was there still was the first of the turn", () => {
    let s = activateAll(mainPhaseOf(A), mageAction);
    s = asChampionDef(s, archmage);
    s = activateAll(s, mageAction);
    expect(enlighten(s)).toBe(0);
  });
});
