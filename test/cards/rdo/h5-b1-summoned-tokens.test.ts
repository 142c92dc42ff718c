// h5-b1: effects on the tokens an effect just summoned.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, atMain, edit, passUntil, player } from '../../engine/helpers.js';
import { activate, objectsOf, withDefs } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const filler = defineCard({ slug: 'h5b1-filler', name: 'Filler', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});
const reveal = defineCard({ slug: 'h5b1-reveal', name: 'Reveal', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'revealMemory' }] });

function omens(s: GameState, n: number): GameState {
  let ids: string[];
  [s, ids] = addCards(s, A, filler, 'banishment', n);
  return edit(s, (t) => { for (const id of ids) t.cardCounters = { ...(t.cardCounters ?? {}), [id]: { omen: 1 } }; });
}

describe('h5-b1 summoned tokens', () => {
  it("'summon-retinue': two Vacuous Servants enter rested; with three or more omens they wake up", () => {
    const run = (n: number) => {
      let s = withDefs(omens(aliceAs({ classes: ['GUARDIAN'], elements: EVERY }), n), def('vacuous-servant'));
      [s] = activate(s, A, def('summon-retinue'));
      s = drive(s);
      return objectsOf(s, 'vacuous-servant').map((o) => o.rested);
    };
    expect(run(3)).toEqual([false, false]);
    expect(run(2)).toEqual([true, true]);
  });

  it("'felicitous-flock': intercept; revealed from memory (class and element bonus) a Fledgling with a buff counter that has intercept this turn", () => {
    expect(def('felicitous-flock').keywords).toContain('intercept');
    let s = withDefs(aliceAs({ classes: ['TAMER'], elements: EVERY }), def('fledgling'));
    s = edit(s, (t) => { player(t, A).memory = []; });
    [s] = addCards(s, A, def('felicitous-flock'), 'memory');
    [s] = activate(s, A, reveal);
    s = drive(s);
    const [bird] = objectsOf(s, 'fledgling');
    expect(bird!.counters.buff).toBe(1);
    expect(hasKeyword(s, bird!, 'intercept')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[bird!.id]!, 'intercept')).toBe(false);
    let t = withDefs(aliceAs({ classes: ['MAGE'], elements: EVERY }), def('fledgling'));
    t = edit(t, (u) => { player(u, A).memory = []; });
    [t] = addCards(t, A, def('felicitous-flock'), 'memory');
    [t] = activate(t, A, reveal);
    expect(objectsOf(drive(t), 'fledgling')).toEqual([]);
  });
});
