// Keywords of glossary/keywords-and-abilities.md, each with a scenario (synthetic test cards where
// no fixture card carries the keyword).
import { describe, expect, it } from 'vitest';
import {
  activated, dealDamage, defineCard, draw, memory, onEnter, reserve, target, targetUnit, triggered, yourChampion,
} from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { currentStat } from '../../src/engine/state/query.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';
import { ally } from '../engine/test-cards.js';

const spell = (slug: string, extra: Partial<CardDef> = {}): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'NORM', cost: reserve(0), speed: true }, {
    targets: [targetUnit()], onResolve: [dealDamage(target(0), 1)],
  }),
  ...extra,
});
const bobsTurn = (...defs: CardDef[]): GameState => {
  let s = passUntil(newGame({ first: A }), atMain(B));
  for (const d of defs) s = withDef(s, d);
  return s;
};
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);
const attack = (s: GameState, attacker: string, target: string) =>
  act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target });

describe('Keywords (glossary/keywords-and-abilities.md)', () => {
  it('Vigor (#vigor): the unit wakes up at the beginning of its controller\'s end phase', () => {
    let s = bobsTurn(ally('test-vigor', 1, 2, { keywords: ['vigor'] }));
    let u: string;
    [s, u] = addObject(s, B, 'test-vigor');
    s = attack(s, u, champion(s, A).id);
    s = endOfCombat(s);
    expect(s.objects[u]!.rested).toBe(true);
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length === 0 && !!t.opportunity);
    expect(s.objects[u]!.rested).toBe(false);
  });

  it('Retort N (#retort-n): +N power while retaliating', () => {
    let s = bobsTurn(ally('test-retort', 1, 5, { keywordValues: { retort: 2 } }));
    let horse: string, r: string;
    [s, horse] = addObject(s, B, 'giant-tortoise'); // 1/6
    [s, r] = addObject(s, A, 'test-retort');
    expect(currentStat(s, s.objects[r]!, 'power')).toBe(1);
    s = attack(s, horse, r);
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    s = act(s, A, { type: 'retaliate', unit: r });
    s = endOfCombat(s);
    expect(s.objects[horse]!.damage).toBe(3);
  });

  it('Immortality (#immortality): lethal damage does not kill it and it cannot be destroyed', () => {
    let s = bobsTurn(ally('test-immortal', 1, 1, { keywords: ['immortality'] }));
    let u: string, horse: string;
    [s, u] = addObject(s, A, 'test-immortal', { rested: true });
    [s, horse] = addObject(s, B, 'ghostsight-mare');
    s = attack(s, horse, u);
    s = endOfCombat(s);
    expect(s.objects[u]!.damage).toBe(2);
    expect(s.objects[u]).toBeDefined();
  });

  it('Steadfast (#steadfast): may retaliate while rested, without resting', () => {
    let s = bobsTurn(ally('test-steadfast', 2, 5, { keywords: ['steadfast'] }));
    let horse: string, u: string;
    [s, horse] = addObject(s, B, 'giant-tortoise');
    [s, u] = addObject(s, A, 'test-steadfast', { rested: true });
    s = attack(s, horse, u);
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    s = act(s, A, { type: 'retaliate', unit: u });
    s = endOfCombat(s);
    expect(s.objects[horse]!.damage).toBe(2);
  });

  it('Unblockable (#unblockable): its attacks ignore Taunt', () => {
    const taunter = ally('test-taunter', 1, 3, { keywords: ['taunt'] });
    let s = bobsTurn(taunter, ally('test-unblockable', 2, 2, { keywords: ['unblockable'] }));
    let u: string;
    [s] = addObject(s, A, 'test-taunter');
    [s, u] = addObject(s, B, 'test-unblockable');
    s = act(s, B, { type: 'attack', attacker: u });
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseAttackTarget', target: champion(s, A).id });
  });

  it('Spellshroud (#spellshroud): cannot be targeted by Spells, but can by other cards', () => {
    let s = newGame({ first: A });
    s = withDef(withDef(withDef(s, ally('test-spellshroud', 1, 3, { keywords: ['spellshroud'] })), spell('test-spell')), spell('test-skill', { subtypes: ['SKILL'] }));
    let u: string, sp: string, sk: string;
    [s, u] = addObject(s, B, 'test-spellshroud');
    [s, sp] = addCard(s, A, 'test-spell');
    [s, sk] = addCard(s, A, 'test-skill');
    const targetsOf = (card: string) => legalActions(act(s, A, { type: 'activate', card }), A).filter((a) => a.type === 'chooseTarget').map((a) => JSON.stringify(a));
    expect(targetsOf(sp).some((t) => t.includes(u))).toBe(false);
    expect(targetsOf(sk).some((t) => t.includes(u))).toBe(true);
  });

  it('Omnishroud (#omnishroud): cannot be targeted by activations or triggers, but can be attacked', () => {
    let s = bobsTurn(ally('test-omni', 1, 3, { keywords: ['omnishroud'] }), spell('test-skill', { subtypes: ['SKILL'] }));
    let u: string, sk: string, horse: string;
    [s, u] = addObject(s, A, 'test-omni');
    [s, sk] = addCard(s, B, 'test-skill');
    [s, horse] = addObject(s, B, 'ghostsight-mare');
    const t = act(s, B, { type: 'activate', card: sk });
    expect(legalActions(t, B).some((a) => JSON.stringify(a).includes(u))).toBe(false);
    const at = act(s, B, { type: 'attack', attacker: horse });
    expect(legalActions(at, B)).toContainEqual({ type: 'chooseAttackTarget', target: u });
  });

  it('Level Locked N (#level-locked-n): playable only with a champion of printed level N or more', () => {
    let s = newGame({ first: A });
    s = withDef(s, ally('test-level-locked', 1, 1, { keywordValues: { levelLocked: 1 } }));
    let c: string;
    [s, c] = addCard(s, A, 'test-level-locked');
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.level = 3; }); // level modifiers don't count
    refuse(s, A, { type: 'activate', card: c }, 'keywords-and-abilities.md#level-locked-n');
  });

  it('Class Locked (#class-locked): playable only if your champion shares the class', () => {
    let s = newGame({ first: A });
    s = withDef(s, { ...ally('test-class-locked', 1, 1, { keywords: ['classLocked'] }), classes: ['WARRIOR'] });
    let c: string;
    [s, c] = addCard(s, A, 'test-class-locked');
    refuse(s, A, { type: 'activate', card: c }, 'keywords-and-abilities.md#class-locked'); // Spirit of Fire is a SPIRIT
  });

  it('Efficiency (#efficiency): costs LV less, LV being your champion\'s level', () => {
    let s = newGame({ first: A });
    s = withDef(s, { ...ally('test-efficient', 1, 1, { keywords: ['efficiency'] }), cost: reserve(3) });
    let c: string;
    [s, c] = addCard(s, A, 'test-efficient');
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.level = 2; });
    s = act(s, A, { type: 'activate', card: c });
    s = payReserve(s, A);
    expect(player(s, A).memory).toHaveLength(1);
  });

  it('Renewable (#renewable): a regalia banished from the field returns to the material deck', () => {
    let s = newGame({ first: A });
    s = withDef(s, {
      ...defineCard({ slug: 'test-renewable', name: 'Test Renewable', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
        abilities: [activated([{ kind: 'banishSelf' }], [draw(1)])],
      }),
      keywords: ['renewable'],
    });
    let o: string;
    [s, o] = addObject(s, A, 'test-renewable');
    const card = s.objects[o]!.card!;
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(player(s, A).materialDeck).toContain(card);
    expect(player(s, A).banishment).not.toContain(card);
  });

  it('On Kill (#on-kill): triggers when this unit\'s combat damage kills a unit that goes to the graveyard', () => {
    let s = bobsTurn({ ...ally('test-killer', 3, 3), abilities: [triggered({ on: 'kill' }, [dealDamage(yourChampion(), 1)])] });
    let k: string, victim: string;
    [s, k] = addObject(s, B, 'test-killer');
    [s, victim] = addObject(s, A, 'blitz-mage', { rested: true }); // 3/1
    s = attack(s, k, victim);
    s = endOfCombat(s);
    expect(s.objects[victim]).toBeUndefined();
    expect(champion(s, B).damage).toBe(1);
  });

  it('On Banish (#on-banish) and On Leave (#on-leave): trigger as the object leaves the field', () => {
    let s = newGame({ first: A });
    s = withDef(s, {
      ...defineCard({ slug: 'test-leaver', name: 'Test Leaver', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
        abilities: [
          activated([{ kind: 'banishSelf' }], []),
          triggered({ on: 'banish' }, [draw(1)]),
          triggered({ on: 'leave' }, [draw(1)]),
        ],
      }),
    });
    let o: string;
    [s, o] = addObject(s, A, 'test-leaver');
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).hand.length).toBe(hand + 2);
  });

  it('Inherited Effect (#inherited-effect): the champion keeps the ability while the card is in its inner lineage', () => {
    const ancestor = defineCard({ slug: 'test-ancestor', name: 'Test Ancestor', types: ['CHAMPION'], element: 'NORM', cost: memory(0), level: 1, life: 20 }, {
      abilities: [triggered(onEnter(), []), { kind: 'static', effect: { kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, inherited: true }],
    });
    let s = withDef(newGame({ first: A }), ancestor);
    s = edit(s, (t) => {
      const o = t.objects[t.players[0]!.champion!]!;
      const id = 'c990';
      t.cards[id] = { owner: A, def: 'test-ancestor' };
      o.lineage.push(o.card!);
      o.card = id;
      o.def = 'test-ancestor';
    });
    expect(currentStat(s, champion(s, A), 'level')).toBe(2); // its own inherited static counts while on top
    s = edit(s, (t) => {
      const o = t.objects[t.players[0]!.champion!]!;
      o.lineage.push(o.card!);
      o.card = t.players[0]!.materialDeck.find((c) => t.cards[c]!.def === 'tristan-grim-stalker')!;
      o.def = 'tristan-grim-stalker';
    });
    expect(currentStat(s, champion(s, A), 'level')).toBe(3); // Tristan (2) + the inherited +1
  });

  it('Fast Activation (#fast-activation): the ally may be activated at fast speed', () => {
    let s = newGame({ first: A });
    let horse: string;
    [s, horse] = addCard(s, B, 'flashfire-horse');
    s = edit(s, (t) => { t.objects[t.players[1]!.champion!]!.def = 'spirit-of-fire'; }); // Bob needs fire enabled
    s = act(s, A, { type: 'pass' });
    expect(legalActions(s, B)).toContainEqual({ type: 'activate', card: horse });
  });
});
