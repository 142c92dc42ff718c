// rdo-1: allies with statics, On Enter / On Attack / On Death abilities and imbue (cards with a printing in RDO).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, recover, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { A, B, act, atMain, edit, mainPhaseOf, materialize, passUntil, payReserve, player, resolveAll, toMaterialize, withLevel } from '../doa/support.js';
import { as, bolt, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { addCards, aliceSecondTurn, cast, castOnly, castPayingWith, champ, testSpell, withHerbTokens } from './rdo-1-support.js';

const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');
const exia = defineCard({ slug: 'test-exia', name: 'Exia', types: ['ACTION'], element: 'EXIA', cost: reserve(1) }, {});
const water = defineCard({ slug: 'test-water', name: 'Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
const floaty = defineCard({ slug: 'test-floaty', name: 'Floaty', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { keywords: ['floatingMemory'] });
const newest = (s: GameState, slug: string) => s.field.filter((id) => s.objects[id]!.def === slug).at(-1)!;
const withCurrents = (s: GameState, direction: 'east' | 'west' | 'north') =>
  edit(s, (t) => { t.masteries = { ...t.masteries, [A]: { def: 'shifting-currents', counters: {}, direction } }; });

describe("'angel-attendant'", () => {
  const def = scriptedDef('angel-attendant');
  it('imbued by one advanced element card it has intercept; On Death draws a card', () => {
    const run = (payWith: CardDef) => {
      let s = resolveAll(payReserve(castPayingWith(as(mainPhaseOf(A), A, 'mage', 'EXIA'), A, def, payWith, 2), A));
      const o = newest(s, 'angel-attendant');
      return [hasKeyword(s, s.objects[o]!, 'intercept'), s] as const;
    };
    expect(run(scriptedDef('smoke-out'))[0]).toBe(false);
    const [yes, s0] = run(exia);
    expect(yes).toBe(true);
    const deck = player(s0, A).mainDeck.length;
    const s = cast(s0, A, bolt, [obj(newest(s0, 'angel-attendant'))]);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
  });
});

describe("'benediction-angel'", () => {
  const def = scriptedDef('benediction-angel');
  it('On Enter, if imbued (two advanced element cards), draws a card into memory and recovers 2', () => {
    const run = (payWith: CardDef) => {
      let s = edit(as(mainPhaseOf(A), A, 'cleric', 'EXIA'), (t) => { t.objects[t.players[0]!.champion!]!.damage = 5; });
      s = resolveAll(payReserve(castPayingWith(s, A, def, payWith, 2), A));
      return [player(s, A).memory.length, s.objects[champ(s, A)]!.damage];
    };
    expect(run(exia)).toEqual([3, 3]); // two paid + one drawn
    expect(run(scriptedDef('smoke-out'))).toEqual([2, 5]);
  });
});

describe("'black-ice-spellweaver'", () => {
  const def = scriptedDef('black-ice-spellweaver');
  it("stealth; sacrificed: target unit's attacks get -3 power this turn", () => {
    let s = aliceSecondTurn(mainPhaseOf(A));
    let weaver: string, ally: string;
    [s, weaver] = place(s, A, def);
    [s, ally] = place(s, A, scriptedDef('bladed-riftseer'), { enteredTurn: 0, counters: { buff: 3 } });
    expect(hasKeyword(s, s.objects[weaver]!, 'stealth')).toBe(true);
    s = act(s, A, { type: 'activateAbility', object: weaver, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: obj(ally) });
    s = resolveAll(s);
    expect(s.field).not.toContain(weaver);
    s = act(s, A, { type: 'attack', attacker: ally });
    s = act(s, A, { type: 'chooseAttackTarget', target: champ(s, B) });
    expect(attackPower(s)).toBe(2);
  });
});

describe("'cinderbloom-tender'", () => {
  const def = scriptedDef('cinderbloom-tender');
  it('with the Cleric class bonus, 1 damage to each champion whenever you gather', () => {
    const run = (cls: 'cleric' | 'mage') => {
      let s = withHerbTokens(as(mainPhaseOf(A), A, cls));
      [s] = place(s, A, def);
      s = cast(s, A, testSpell('test-gather', [{ op: 'gather' }]));
      return [s.objects[champ(s, A)]!.damage, s.objects[champ(s, B)]!.damage];
    };
    expect(run('cleric')).toEqual([1, 1]);
    expect(run('mage')).toEqual([0, 0]);
  });
});

describe("'dewy-slime'", () => {
  const def = scriptedDef('dewy-slime');
  it('intercept; On Enter may banish a floating memory card from the graveyard to draw and recover 2', () => {
    const run = (accept: boolean, graveyard: 'test-floaty' | 'smoke-out') => {
      let s = edit(as(mainPhaseOf(A), A, 'tamer', 'WATER'), (t) => { t.objects[t.players[0]!.champion!]!.damage = 4; });
      s = addCards(s, A, graveyard, 1, 'graveyard', floaty);
      const deck = player(s, A).mainDeck.length;
      s = castOnly(s, A, def);
      if (graveyard === 'test-floaty') {
        s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard');
        s = act(s, A, { type: 'chooseTarget', target: accept ? { kind: 'card', id: player(s, A).graveyard.at(-1)! } : null });
      }
      s = resolveAll(s);
      return [deck - player(s, A).mainDeck.length, s.objects[champ(s, A)]!.damage];
    };
    expect(run(true, 'test-floaty')).toEqual([1, 2]);
    expect(run(false, 'test-floaty')).toEqual([0, 4]);
    expect(run(true, 'smoke-out')).toEqual([0, 4]); // nothing with floating memory: nothing happens
    expect(def.keywords).toContain('intercept');
  });
});

describe("'krustallan-archer'", () => {
  const def = scriptedDef('krustallan-archer');
  it('Ranged 3 with the Ranger class bonus; On Attack may banish a floating memory card to draw and become distant', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'ranger', 'WATER');
    s = addCards(s, A, 'test-floaty', 1, 'graveyard', floaty);
    let archer: string;
    [s, archer] = place(s, A, def, { enteredTurn: 0 });
    const deck = player(s, A).mainDeck.length;
    s = act(s, A, { type: 'attack', attacker: archer });
    s = act(s, A, { type: 'chooseAttackTarget', target: champ(s, B) });
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: player(s, A).graveyard.at(-1)! } });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(s.objects[archer]!.distant).toBeTruthy();
    expect(attackPower(s)).toBe(1 + 3);
  });
});

describe("'elusive-headhunter'", () => {
  const def = scriptedDef('elusive-headhunter');
  it("its attacks can't be retaliated; On Kill (class bonus) you gain agility 3", () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'assassin', 'UMBRA');
    let hunter: string, victim: string;
    [s, hunter] = place(s, A, def, { enteredTurn: 0 });
    [s, victim] = place(s, B, scriptedDef('bladed-riftseer'));
    s = act(s, A, { type: 'attack', attacker: hunter });
    s = act(s, A, { type: 'chooseAttackTarget', target: victim });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(s.field).not.toContain(victim);
    expect(s.objects[hunter]!.damage).toBe(0); // no retaliation
    expect(JSON.stringify(s)).toContain('"agility"');
  });
});

describe("'excitable-raccoon'", () => {
  const def = scriptedDef('excitable-raccoon');
  it('+1 power and vigor while an opponent has no cards in their graveyard', () => {
    let s = edit(mainPhaseOf(A), (t) => { player(t, B).graveyard = []; });
    let r: string;
    [s, r] = place(s, A, def);
    expect([power(s, r), hasKeyword(s, s.objects[r]!, 'vigor')]).toEqual([2, true]);
    s = addCards(s, B, 'smoke-out', 1, 'graveyard');
    expect([power(s, r), hasKeyword(s, s.objects[r]!, 'vigor')]).toEqual([1, false]);
  });
});

describe("'banner-raccoon'", () => {
  const def = scriptedDef('banner-raccoon');
  it('other Raccoon allies you control get +1 power while an opponent has an empty graveyard', () => {
    let s = edit(mainPhaseOf(A), (t) => { player(t, B).graveyard = []; });
    let banner: string, other: string, human: string;
    [s, banner] = place(s, A, def);
    [s, other] = place(s, A, def);
    [s, human] = place(s, A, scriptedDef('bladed-riftseer'));
    expect([power(s, banner), power(s, other), power(s, human)]).toEqual([2, 2, 2]); // each banner boosts the other
    s = addCards(s, B, 'smoke-out', 1, 'graveyard');
    expect([power(s, banner), power(s, other)]).toEqual([1, 1]);
  });
});

describe("'floodborne-warrior'", () => {
  const def = scriptedDef('floodborne-warrior');
  it('+1 power and +1 life with two or more water cards in your graveyard (Deluge 2)', () => {
    let s = mainPhaseOf(A);
    let w: string;
    [s, w] = place(s, A, def);
    s = addCards(s, A, 'test-water', 1, 'graveyard', water);
    expect([power(s, w), life(s, w)]).toEqual([1, 3]);
    s = addCards(s, A, 'test-water', 1, 'graveyard');
    expect([power(s, w), life(s, w)]).toEqual([2, 4]);
  });
});

describe("'formidable-youxia'", () => {
  const def = scriptedDef('formidable-youxia');
  it('intercept; +2 life while your Shifting Currents face East', () => {
    let s = mainPhaseOf(A);
    let y: string;
    [s, y] = place(s, A, def);
    expect(life(s, y)).toBe(2);
    expect(life(withCurrents(s, 'east'), y)).toBe(4);
    expect(life(withCurrents(s, 'west'), y)).toBe(2);
    expect(hasKeyword(s, s.objects[y]!, 'intercept')).toBe(true);
  });
});

describe("'gildas-chronicler-of-aesa'", () => {
  const def = scriptedDef('gildas-chronicler-of-aesa');
  it('+3 power while your hand and memory hold as many cards (Balance)', () => {
    let s = edit(mainPhaseOf(A), (t) => { player(t, A).hand = []; player(t, A).memory = []; });
    let g: string;
    [s, g] = place(s, A, def);
    expect(power(s, g)).toBe(4);
    s = addCards(s, A, 'smoke-out', 1);
    expect(power(s, g)).toBe(1);
    s = addCards(s, A, 'smoke-out', 1, 'memory');
    expect(power(s, g)).toBe(4);
  });
});

describe("'lightveil-agent'", () => {
  const def = scriptedDef('lightveil-agent');
  it('stealth with the class bonus; a buff counter whenever you recover, even with no damage (ruling), but not for recovering 0 (ruling)', () => {
    let s = as(mainPhaseOf(A), A, 'assassin', 'LUXEM');
    let l: string;
    [s, l] = place(s, A, def);
    expect(hasKeyword(s, s.objects[l]!, 'stealth')).toBe(true);
    expect(hasKeyword(as(s, A, 'mage'), s.objects[l]!, 'stealth')).toBe(false);
    s = cast(s, A, testSpell('test-recover-2', [recover(2)]));
    expect(s.objects[l]!.counters.buff).toBe(1);
    s = cast(s, A, testSpell('test-recover-0', [recover(0)]));
    expect(s.objects[l]!.counters.buff).toBe(1);
    s = cast(s, A, testSpell('test-recover-3', [recover(3, 'opponents')]));
    expect(s.objects[l]!.counters.buff).toBe(1); // an opponent's recovery
  });
});

describe("'geldus-terror-of-dorumegia'", () => {
  const def = scriptedDef('geldus-terror-of-dorumegia');
  it('costs 2 less at level 3+; On Enter (class bonus) gains spellshroud or taunt until your next turn', () => {
    let s = fill(as(mainPhaseOf(A), A, 'tamer'), A, 8);
    expect(paid(s, A, def)).toBe(6);
    s = withLevel(s, A, 2);
    expect(paid(s, A, def)).toBe(4);
    s = castOnly(s, A, def);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerMode');
    const modes = legalActions(s, A).filter((a) => a.type === 'chooseMode');
    expect(modes).toHaveLength(2);
    s = resolveAll(act(s, A, modes[1]!));
    const g = newest(s, 'geldus-terror-of-dorumegia');
    expect([hasKeyword(s, s.objects[g]!, 'taunt'), hasKeyword(s, s.objects[g]!, 'spellshroud')]).toEqual([true, false]);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[g]!, 'taunt')).toBe(true);
    s = passUntil(s, atMain(A));
    expect(hasKeyword(s, s.objects[g]!, 'taunt')).toBe(false);
  });
});

describe("'lancelot-goliath-of-aesa'", () => {
  const def = scriptedDef('lancelot-goliath-of-aesa');
  it('hindered; +2 life for a level 2+ Warrior or Guardian; On Attack may pay (3), also by resting reservable objects (ruling), for +3 power', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'warrior');
    let l: string;
    [s, l] = place(s, A, def, { enteredTurn: 0 });
    expect(life(s, l)).toBe(3);
    expect(life(withLevel(s, A, 1), l)).toBe(5);
    [s] = place(s, A, scriptedDef('fractal-of-mana'));
    s = act(s, A, { type: 'attack', attacker: l });
    s = act(s, A, { type: 'chooseAttackTarget', target: champ(s, B) });
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo');
    const pays = legalActions(s, A);
    expect(pays.some((a) => JSON.stringify(a).includes(s.field.find((id) => s.objects[id]!.def === 'fractal-of-mana')!))).toBe(true);
    expect(def.keywords).toContain('hindered');
  });
});

describe("'beacon-knight'", () => {
  const def = scriptedDef('beacon-knight');
  it('vigor; with the class bonus, a buff counter whenever one or more regalia enter under your control', () => {
    const run = (cls: 'warrior' | 'mage', regalia: string) => {
      let knight = '';
      let [s, card] = toMaterialize(scriptedDef(regalia), 2, (t) => {
        const [u, k] = place(as(t, A, cls, 'CRUX', 'NEOS', 'WATER'), A, def);
        knight = k;
        return u;
      });
      s = materialize(s, card);
      const afterRegalia = s.objects[knight]!.counters.buff ?? 0;
      s = resolveAll(castOnly(passUntil(s, atMain(A)), A, scriptedDef('bladed-riftseer'))); // not a regalia
      return [afterRegalia, s.objects[knight]!.counters.buff ?? 0];
    };
    expect(run('warrior', 'archon-broadsword')).toEqual([1, 1]);
    expect(run('mage', 'archon-broadsword')).toEqual([0, 0]);
    expect(def.keywords).toContain('vigor');
  });
});

describe("'alpha-philterbeast'", () => {
  const def = scriptedDef('alpha-philterbeast');
  const big = defineCard({ slug: 'test-big', name: 'Big', types: ['ACTION'], element: 'NORM', cost: reserve(3), speed: true }, {});
  const small = defineCard({ slug: 'test-small', name: 'Small', types: ['ACTION'], element: 'NORM', cost: reserve(2), speed: true }, {});
  it('brewed from three Herbs it enters with two age counters; an age counter whenever an opponent activates a card of reserve cost 3+; +1/+1 per age counter', () => {
    let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric', 'EXALTED', 'WIND'));
    const herbs: string[] = [];
    for (const h of ['manaroot', 'fraysia', 'blightroot']) { let id: string; [s, id] = place(s, A, scriptedDef(h)); herbs.push(id); }
    s = addCards(s, A, def.slug, 1, 'hand', def);
    s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    s = act(s, A, { type: 'declareBrew', brew: true });
    for (const object of herbs) s = act(s, A, { type: 'chooseIngredient', object });
    s = resolveAll(s);
    const beast = newest(s, 'alpha-philterbeast');
    expect(s.objects[beast]!.counters.age).toBe(2);
    expect([power(s, beast), life(s, beast)]).toEqual([4, 5]);
    s = passUntil(s, atMain(B));
    s = cast(s, B, small);
    expect(s.objects[beast]!.counters.age).toBe(2);
    s = cast(s, B, big);
    expect(s.objects[beast]!.counters.age).toBe(3);
    s = passUntil(s, atMain(A));
    s = cast(s, A, big); // your own: no counter
    expect(s.objects[beast]!.counters.age).toBe(3);
  });
});
