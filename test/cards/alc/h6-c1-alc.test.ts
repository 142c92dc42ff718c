// h6-c1: ALC costs: Dormant Sacrificial Altar (two different allies sacrificed) and Firetuned Automaton (a fire discard).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, act, addCard, edit, player, refuse, withDef } from '../../engine/helpers.js';
import { place, play, settle } from '../amb/scenario.js';
import { aliceAs, floatsFor } from '../amb/amb1-support.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND'];
const ally = (slug: string, subtypes: string[]) => defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const ember = defineCard({ slug: 'h6c1-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, { onResolve: [] });
const drop = defineCard({ slug: 'h6c1-drop', name: 'Drop', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, { onResolve: [] });

describe('h6-c1 alc', () => {
  it("'dormant-sacrificial-altar': On Enter draw into memory; sacrificing an Automaton ally and a Human ally mills two", () => {
    let s = aliceAs({ classes: ['CLERIC'], elements: EVERY });
    const memory = player(s, A).memory.length;
    s = play(s, A, scriptedDef('dormant-sacrificial-altar'));
    expect(player(s, A).memory.length).toBe(memory + 2 + 1);
    const altar = Object.values(s.objects).find((o) => o.def === 'dormant-sacrificial-altar')!.id;
    const offered = (x: typeof s) => legalActions(x, A).some((a) => a.type === 'activateAbility' && a.object === altar);
    let bot: string, human: string;
    [s, bot] = place(s, A, ally('h6c1-bot', ['AUTOMATON']));
    expect(offered(s)).toBe(false);
    [s, human] = place(s, A, ally('h6c1-man', ['HUMAN']));
    const deck = player(s, A).mainDeck.slice(0, 2);
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === altar)!);
    s = act(s, A, { type: 'chooseCostPart', id: bot });
    s = settle(act(s, A, { type: 'chooseCostPart', id: human }));
    expect(s.field).not.toContain(bot);
    expect(s.field).not.toContain(human);
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining(deck));
  });

  it("'firetuned-automaton': discarding a fire card is an additional cost; floating memory with its class", () => {
    let s = aliceAs({ classes: ['GUARDIAN'], elements: EVERY });
    s = withDef(withDef(withDef(s, ember), drop), scriptedDef('firetuned-automaton'));
    s = edit(s, (t) => { player(t, A).hand = []; });
    let card: string;
    [s] = addCard(s, A, drop.slug);
    [s] = addCard(s, A, drop.slug);
    [s, card] = addCard(s, A, 'firetuned-automaton');
    refuse(s, A, { type: 'activate', card }, 'game-terms.md#discard');
    let fire: string;
    [s, fire] = addCard(s, A, ember.slug);
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).some((a) => a.type === 'chooseReserve' && a.card === fire)).toBe(false);
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = settle(act(s, A, { type: 'chooseCostPart', id: fire }));
    expect(player(s, A).graveyard).toContain(fire);
    expect(Object.values(s.objects).some((o) => o.def === 'firetuned-automaton')).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['GUARDIAN'] }), A, scriptedDef('firetuned-automaton'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['MAGE'] }), A, scriptedDef('firetuned-automaton'))).toBe(false);
  });

  it("'refabrication': sacrificing two tokens pays instead of (3); draw two only with an influence of five or less", () => {
    const token = defineCard({ slug: 'h6c1-token', name: 'Token', types: ['ALLY', 'TOKEN'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
    const setup = (handSize: number) => {
      let s = aliceAs({ classes: ['CLERIC'], elements: ['NORM', 'NEOS'] });
      s = withDef(withDef(withDef(s, token), drop), scriptedDef('refabrication'));
      s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
      for (let i = 0; i < handSize; i++) [s] = addCard(s, A, drop.slug);
      let t1: string, t2: string, card: string;
      [s, t1] = place(s, A, token);
      [s, t2] = place(s, A, token);
      [s, card] = addCard(s, A, 'refabrication');
      s = act(s, A, { type: 'activate', card });
      s = act(s, A, { type: 'declareAltCost', use: true });
      s = settle(act(act(s, A, { type: 'chooseCostPart', id: t1 }), A, { type: 'chooseCostPart', id: t2 }));
      expect(s.field).not.toContain(t1);
      expect(s.field).not.toContain(t2);
      return s;
    };
    expect(player(setup(5), A).hand).toHaveLength(7);
    expect(player(setup(6), A).hand).toHaveLength(6);
  });
});
