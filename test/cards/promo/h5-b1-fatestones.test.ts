// h5-b1: Fatestones that transform by a Guo Jia ability.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, edit, payReserve, player } from '../../engine/helpers.js';
import { activate, place, withDefs } from '../amb/scenario.js';
import { addCards, aliceAs, drive, namedChampion } from '../amb/amb1-support.js';
import { factsOnly } from '../doa/support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const fatebound = defineCard({ slug: 'h5b1-fatebound', name: 'Fatebound', types: ['ALLY'], subtypes: ['FATEBOUND'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const stone = defineCard({ slug: 'h5b1-stone', name: 'Stone', types: ['ITEM'], subtypes: ['FATESTONE'], element: 'NORM', cost: reserve(1) }, {});
const wall = defineCard({ slug: 'h5b1-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 }, {});
const shrouded = defineCard({ slug: 'h5b1-shrouded', name: 'Shrouded', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 }, { keywords: ['spellshroud'] });
const fireCard = defineCard({ slug: 'h5b1-fire', name: 'Fire Card', types: ['ACTION'], element: 'FIRE', cost: reserve(0) }, {});
const guoJia = (s: GameState) => namedChampion(s, A, 'Guo Jia', ['TAMER']);
const backOf = (slug: string) => def(slug).back!;

describe('h5-b1 fatestones', () => {
  it("'lavaplume-fatestone': fast; On Enter, as a Spell, unpreventable damage equal to your other Fatestone and Fatebound objects; Guo Jia (4): transform", () => {
    expect(def('lavaplume-fatestone').keywords).toContain('fastActivation');
    let s = guoJia(aliceAs({ elements: EVERY }));
    s = withDefs(s, factsOnly(backOf('lavaplume-fatestone')));
    let target: string; let shroud: string;
    [s, target] = place(s, B, wall);
    [s, shroud] = place(s, B, shrouded);
    [s] = place(s, A, fatebound);
    [s] = place(s, A, stone);
    [s] = activate(s, A, def('lavaplume-fatestone'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'triggerTargets') return undefined;
      offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
      return { type: 'chooseTarget', target: { kind: 'object', id: target } };
    });
    expect(offered).not.toContain(shroud);
    expect(s.objects[target]!.damage).toBe(2);
    const lava = Object.values(s.objects).find((o) => o.def === 'lavaplume-fatestone')!;
    const index = def('lavaplume-fatestone').abilities.findIndex((ab) => ab.kind === 'activated');
    s = edit(s, (t) => { player(t, A).hand = []; });
    [s] = addCards(s, A, fireCard, 'hand', 4);
    s = drive(payReserve(act(s, A, { type: 'activateAbility', object: lava.id, index }), A));
    expect(s.objects[lava.id]!.def).toBe(backOf('lavaplume-fatestone'));
    // Not Guo Jia: no transform ability.
    let t = aliceAs({ classes: ['TAMER'], elements: EVERY });
    let other: string;
    [t, other] = place(t, A, def('lavaplume-fatestone'));
    expect(legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === other)).toBe(false);
  });

  it("'fatestone-of-unrelenting': hindered; On Enter 1 damage as a Spell; Guo Jia: rest and banish two fire cards from the graveyard to transform and wake up", () => {
    expect(def('fatestone-of-unrelenting').keywords).toContain('hindered');
    let s = guoJia(aliceAs({ elements: EVERY }));
    s = withDefs(s, factsOnly(backOf('fatestone-of-unrelenting')));
    let target: string;
    [s, target] = place(s, B, wall);
    [s] = activate(s, A, def('fatestone-of-unrelenting'));
    s = drive(s, (t) => (t.pending?.kind === 'triggerTargets' ? { type: 'chooseTarget', target: { kind: 'object', id: target } } : undefined));
    expect(s.objects[target]!.damage).toBe(1);
    const stoneObj = Object.values(s.objects).find((o) => o.def === 'fatestone-of-unrelenting')!;
    expect(stoneObj.rested).toBe(true);
    const index = def('fatestone-of-unrelenting').abilities.findIndex((ab) => ab.kind === 'activated');
    // Rested (hindered) it can't pay the rest cost: wake it first, then only with two fire cards in the graveyard.
    s = edit(s, (t) => { t.objects[stoneObj.id]!.rested = false; player(t, A).graveyard = []; });
    [s] = addCards(s, A, fireCard, 'graveyard', 1);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === stoneObj.id && a.index === index)).toBe(false);
    [s] = addCards(s, A, fireCard, 'graveyard', 1);
    s = act(s, A, { type: 'activateAbility', object: stoneObj.id, index });
    s = drive(s, (t, legal) => (t.pending?.kind === 'activation' ? legal.find((a) => a.type === 'chooseCard') : undefined));
    expect(s.objects[stoneObj.id]!.def).toBe(backOf('fatestone-of-unrelenting'));
    expect(s.objects[stoneObj.id]!.rested).toBe(false);
    expect(player(s, A).banishment.length).toBe(2);
  });
});
