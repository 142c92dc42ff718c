// Three mechanics the Mage cards use: a trigger on Shifting Currents turning
// (game-mechanics-mastery.md#shifting-currents), an X counted as the effect resolves
// (playing-cards-resolution.md#general-rules), and a champion that can't level up (card-types-champion.md#general-rules).
import { describe, expect, it } from 'vitest';
import { activated, cant, defineCard, draw, reserve, restSelf, setDirection, staticAbility, triggered, whenever } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { championLevel } from '../../src/engine/state/query.js';
import { legalTargets } from '../../src/engine/play/targets.js';
import { A, B, act, addCard, addObject, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

const watcher = defineCard({ slug: 'test-current-watcher', name: 'Test Watcher', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [triggered(whenever('currentsChange', { who: 'you', from: 'north', to: 'west' }), [draw(1)])],
});
const turner = (to: 'west' | 'east' | 'north') => defineCard({ slug: `test-turn-${to}`, name: 'Test Turner', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [activated([restSelf()], [setDirection(to)])],
});

function facing(direction: 'north' | 'east'): GameState {
  let s = withDef(newGame({ first: A }), watcher);
  [s] = addObject(s, A, watcher.slug);
  return edit(s, (t) => { t.masteries = { [A]: { def: 'shifting-currents', counters: {}, direction } }; });
}
function turn(s: GameState, to: 'west' | 'east' | 'north'): GameState {
  const def = turner(to);
  let o: string;
  [s, o] = addObject(withDef(s, def), A, def.slug);
  return settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
}

describe('Shifting Currents turning (game-mechanics-mastery.md#shifting-currents)', () => {
  it('"whenever your currents change from North to West" triggers on that change only (game-mechanics-mastery.md#shifting-currents)', () => {
    const hand = player(facing('north'), A).hand.length;
    expect(player(turn(facing('north'), 'west'), A).hand).toHaveLength(hand + 1);
    expect(player(turn(facing('north'), 'east'), A).hand).toHaveLength(hand);
    expect(player(turn(facing('east'), 'west'), A).hand).toHaveLength(hand);
    // Setting the direction it already faces is no change.
    expect(player(turn(facing('north'), 'north'), A).hand).toHaveLength(hand);
  });
});

describe('X counted as the effect resolves (playing-cards-resolution.md#general-rules)', () => {
  it('recover X counts the cards there as the effect resolves (playing-cards-resolution.md#general-rules)', () => {
    const rock = defineCard({ slug: 'test-tera', name: 'Test Tera', types: ['ACTION'], element: 'TERA', cost: reserve(1) }, {});
    const healer = defineCard({ slug: 'test-counter-healer', name: 'Test Healer', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
      abilities: [activated([restSelf()], [{ op: 'countedAmount', count: { zone: 'graveyard', element: 'TERA' }, effect: 'recover' }])],
    });
    let s = withDef(withDef(newGame({ first: A }), rock), healer);
    for (let i = 0; i < 2; i++) [s] = addCard(s, A, rock.slug, 'graveyard');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    let h: string;
    [s, h] = addObject(s, A, healer.slug);
    s = act(s, A, { type: 'activateAbility', object: h, index: 0 });
    [s] = addCard(s, A, rock.slug, 'graveyard'); // arrives before the resolution: counted
    s = settle(s);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(2);
  });
});

describe("A champion that can't level up (glossary/game-terms.md#level-up)", () => {
  it("no champion can be materialized onto a champion that can't level up (glossary/game-terms.md#level-up)", () => {
    const stuck = defineCard({ slug: 'test-stuck', name: 'Test Stuck', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 0, life: 20 },
      { abilities: [staticAbility(cant('levelUp'))] });
    const next = defineCard({ slug: 'test-next', name: 'Test Next', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 1, life: 20 }, {});
    let s = withDef(withDef(newGame({ first: A }), stuck), next);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = stuck.slug; });
    let card: string;
    [s, card] = addCard(s, A, next.slug, 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    refuse(s, A, { type: 'materialize', card }, 'game-terms.md#level-up');
    const free = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = 'spirit-of-fire'; });
    expect(act(free, A, { type: 'materialize', card })).toBeDefined();
  });
});

describe('Static stat changes that count, and that reach opponents (game-mechanics-abilities/abilities-static-abilities.md#general-rules)', () => {
  it('"+1 level for each …" follows the count at every moment; "champions you don\'t control get -1 level" (abilities-static-abilities.md#general-rules)', () => {
    const relic = defineCard({ slug: 'test-level-relic', name: 'Test Relic', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
      abilities: [
        staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1, per: { zone: 'graveyard', element: 'TERA' } }),
        staticAbility({ kind: 'modifyStat', affects: 'opponentsChampions', stat: 'level', amount: -1 }),
      ],
    });
    const rock = defineCard({ slug: 'test-tera', name: 'Test Tera', types: ['ACTION'], element: 'TERA', cost: reserve(1) }, {});
    let s = withDef(withDef(newGame({ first: A }), relic), rock);
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.level = 2; });
    const [mine, theirs] = [championLevel(s, A), championLevel(s, B)];
    [s] = addObject(s, A, relic.slug);
    expect(championLevel(s, A)).toBe(mine);
    expect(championLevel(s, B)).toBe(theirs - 1);
    [s] = addCard(s, A, rock.slug, 'graveyard');
    [s] = addCard(s, A, rock.slug, 'graveyard');
    expect(championLevel(s, A)).toBe(mine + 2);
  });
});

describe('Targeting a card activation of a class and subtype (game-mechanics-copy.md#copying-abilities-card-activations-and-materializations)', () => {
  it('"target Mage Spell card activation" accepts only activations of cards with that class and subtype (game-mechanics-copy.md#copying-abilities-card-activations-and-materializations)', () => {
    const mk = (slug: string, classes: string[], subtypes: string[]) =>
      defineCard({ slug, name: slug, types: ['ACTION'], subtypes, classes, element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
    const cards = [mk('test-mage-spell', ['MAGE'], ['MAGE', 'SPELL']), mk('test-cleric-spell', ['CLERIC'], ['CLERIC', 'SPELL']), mk('test-mage-skill', ['MAGE'], ['MAGE', 'SKILL'])];
    let s = newGame({ first: A });
    for (const d of cards) {
      s = withDef(s, d);
      let c: string;
      [s, c] = addCard(s, A, d.slug);
      s = act(s, A, { type: 'activate', card: c });
    }
    const found = legalTargets(s, A, { kind: 'activation', subtype: 'SPELL', class: 'MAGE' }).map((t) => t && t.kind === 'stack' ? s.stack.find((i) => i.id === t.id)!.def : null);
    expect(found).toEqual(['test-mage-spell']);
  });
});

describe('"+1 level for every three counters on your champion" (game-mechanics-abilities/abilities-static-abilities.md#general-rules)', () => {
  it('whole groups of counters only (abilities-static-abilities.md#general-rules)', () => {
    const relic = defineCard({ slug: 'test-counter-relic', name: 'Test Relic', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
      abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1, perChampionCounters: { counter: 'enlighten', every: 3 } })],
    });
    let s = withDef(newGame({ first: A }), relic);
    const base = championLevel(s, A);
    [s] = addObject(s, A, relic.slug);
    const withCounters = (n: number) => championLevel(edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = n; }), A);
    expect(withCounters(2)).toBe(base);
    expect(withCounters(5)).toBe(base + 1);
    expect(withCounters(6)).toBe(base + 2);
  });
});
