// h6-c1: Smashing Force (an optional banish of exactly two fire cards, then a reflexive destroy) and Mechanical Hare
// (a gained On Attack with up to two targets from a single graveyard).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, place } from '../amb/scenario.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND'];
const ember = defineCard({ slug: 'h6c1-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, { onResolve: [] });
const cheapItem = defineCard({ slug: 'h6c1-trinket', name: 'Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(4) }, {});
const pricyItem = defineCard({ slug: 'h6c1-relic', name: 'Relic', types: ['ITEM'], element: 'NORM', cost: reserve(5) }, {});
const freeRegalia = defineCard({ slug: 'h6c1-charm', name: 'Charm', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});

/** Bob's turn, his main phase, his champion a Guardian or a Tamer of these elements. */
const bobAs = (classes: string[]): GameState => asChampion(passUntil(newGame({ first: A }), atMain(B)), B, { classes, elements: EVERY });

/** Act until `done`, answering with `pick` when it has an answer, else passing (bounded). */
function until(s: GameState, done: (s: GameState) => boolean, pick: (s: GameState, legal: Action[]) => Action | undefined = () => undefined): GameState {
  for (let i = 0; i < 60 && !done(s); i++) {
    const who = actingPlayers(s)[0]!;
    const legal = legalActions(s, who);
    s = act(s, who, pick(s, legal) ?? legal.find((a) => a.type === 'pass' || a.type === 'orderTrigger' || (a.type === 'retaliate' && a.unit === null)) ?? legal[0]!);
  }
  return s;
}

describe('h6-c1 mrc', () => {
  it("'smashing-force': On Attack, with its class, may banish exactly two fire cards; when done, destroy an item or weapon of memory cost 0 or reserve cost 4 or less", () => {
    let s = bobAs(['GUARDIAN']);
    s = withDef(withDef(withDef(withDef(s, ember), cheapItem), pricyItem), freeRegalia);
    let f1: string, f2: string, cheap: string, pricy: string, charm: string;
    [s, f1] = addCard(s, B, ember.slug, 'graveyard');
    [s, f2] = addCard(s, B, ember.slug, 'graveyard');
    [s, cheap] = addObject(s, A, cheapItem.slug);
    [s, pricy] = addObject(s, A, pricyItem.slug);
    [s, charm] = addObject(s, A, freeRegalia.slug);
    [s] = activate(s, B, scriptedDef('smashing-force'));
    // Its On Attack: accept the banish, pick both fire cards, then the reflexive trigger's target.
    let offered: unknown[] = [];
    s = until(s, (x) => x.pending?.kind === 'triggerTargets' && x.pending.trigger.inline !== undefined, (x, legal) => {
      const may = legal.find((a) => a.type === 'mayAnswer' && a.accept) ?? legal.find((a) => a.type === 'chooseAttackTarget' && a.target === champion(x, A).id);
      if (may) return may;
      return x.pending?.kind === 'banishFromGraveyard' ? legal.find((a) => a.type === 'chooseTarget' && a.target !== null) : undefined;
    });
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([f1, f2]));
    offered = legalActions(s, B).filter((a) => a.type === 'chooseTarget').map((a) => (a.type === 'chooseTarget' ? a.target?.id : null));
    expect(offered).toEqual(expect.arrayContaining([cheap, charm]));
    expect(offered).not.toContain(pricy);
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: cheap } });
    s = until(s, (x) => !x.field.includes(cheap) || x.stack.length === 0);
    expect(s.field).not.toContain(cheap);
  });

  it("'smashing-force': with one fire card in the graveyard nothing is banished and nothing destroyed", () => {
    let s = bobAs(['GUARDIAN']);
    s = withDef(withDef(s, ember), cheapItem);
    let f1: string, cheap: string;
    [s, f1] = addCard(s, B, ember.slug, 'graveyard');
    [s, cheap] = addObject(s, A, cheapItem.slug);
    [s] = activate(s, B, scriptedDef('smashing-force'));
    s = until(s, (x) => !x.combat && x.stack.length === 0 && !x.pending, (x, legal) => legal.find((a) => a.type === 'mayAnswer' && a.accept) ?? legal.find((a) => a.type === 'chooseAttackTarget' && a.target === champion(x, A).id)
      ?? (x.pending?.kind === 'banishFromGraveyard' ? legal.find((a) => a.type === 'chooseTarget' && a.target !== null) : undefined));
    expect(player(s, B).graveyard).toContain(f1);
    expect(s.field).toContain(cheap);
  });

  it("'mechanical-hare': On Enter a buff counter with its class; with two or more it has an On Attack banishing up to two target cards from a single graveyard", () => {
    let s = bobAs(['TAMER']);
    s = withDef(s, ember);
    [s] = activate(s, B, scriptedDef('mechanical-hare'));
    s = until(s, (x) => x.stack.length === 0 && !x.pending && x.pendingTriggers.length === 0);
    const hare = Object.values(s.objects).find((o) => o.def === 'mechanical-hare')!;
    expect(hare.counters.buff).toBe(1);
    let mine: string, theirs: string, theirs2: string;
    [s, mine] = addCard(s, B, ember.slug, 'graveyard');
    [s, theirs] = addCard(s, A, ember.slug, 'graveyard');
    [s, theirs2] = addCard(s, A, ember.slug, 'graveyard');
    let h2: string;
    [s, h2] = place(s, B, scriptedDef('mechanical-hare'), { counters: { buff: 2 }, enteredTurn: -1 });
    s = act(s, B, { type: 'attack', attacker: h2 });
    s = until(s, (x) => x.pending?.kind === 'triggerTargets', (_x, legal) => legal.find((a) => a.type === 'chooseAttackTarget'));
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'card', id: theirs } });
    const next = legalActions(s, B).filter((a) => a.type === 'chooseTarget').map((a) => (a.type === 'chooseTarget' ? a.target?.id ?? null : null));
    expect(next).not.toContain(mine);
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'card', id: theirs2 } });
    s = until(s, (x) => player(x, A).banishment.includes(theirs2));
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([theirs, theirs2]));
    // With one buff counter it has no such ability: its attack triggers nothing.
    expect(hare.counters.buff).toBe(1);
  });
});
