// h5-b3: "discard a card; if a fire element card was discarded, …" (discardToDo with required/ifDiscarded, effects/discard-to-do.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { defineCard, preventNextInstance, reserve, target } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion, player } from '../../engine/helpers.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { activate, objectTarget, place } from '../amb/scenario.js';
import { addCards, aliceAs, bobAs, drive, namedChampion } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const junk = (element: Element) => defineCard({ slug: `test-junk-${element.toLowerCase()}`, name: `Test Junk ${element}`, types: ['ACTION'], element, cost: reserve(5) }, { onResolve: [] });
const ward = defineCard({ slug: 'test-ward-b3', name: 'Test Ward', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [{ kind: 'unit' }], onResolve: [preventNextInstance(target(0), 'all')] });

/** Discard `card` when asked; choose `unit` when asked to choose an object. */
const answer = (card: string, unit?: string) => (s: GameState, legal: Action[]): Action | undefined => {
  if (s.pending?.kind === 'discardToDo') return legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === card);
  if (s.pending?.kind === 'chooseObjects' && unit) return legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === unit);
  return undefined;
};

describe('h5-b3 discard checks', () => {
  it("'creative-shock': draw two, discard one (no declining); with a Mage champion a discarded fire card lets you deal 2 to a chosen unit", () => {
    const run = (classes: string[], element: Element): { damage: number; graveyard: boolean; declinable: boolean } => {
      let s = aliceAs({ classes });
      let cards: string[];
      [s, cards] = addCards(s, A, junk(element), 'hand', 1);
      [s] = activate(s, A, def('creative-shock'));
      let declinable = true;
      s = drive(s, (t, legal) => {
        if (t.pending?.kind === 'discardToDo') {
          declinable = legal.some((a) => a.type === 'chooseTarget' && a.target === null);
          expect(legalActions(t, B).filter((a) => a.type !== 'concede')).toEqual([]); // no response in the middle (ruling)
        }
        return answer(cards[0]!, champion(t, B).id)(t, legal);
      });
      return { damage: champion(s, B).damage, graveyard: player(s, A).graveyard.includes(cards[0]!), declinable };
    };
    expect(run(['MAGE'], 'FIRE')).toEqual({ damage: 2, graveyard: true, declinable: false });
    expect(run(['MAGE'], 'WATER')).toEqual({ damage: 0, graveyard: true, declinable: false });
    expect(run(['WARRIOR'], 'FIRE')).toEqual({ damage: 0, graveyard: true, declinable: false });
  });

  it("'corhazi-courier': stealth; with an Assassin champion, on hit draw then discard; a fire card discarded deals 1 to a chosen unit; no hit, no trigger (ruling)", () => {
    const run = (element: Element, warded: boolean) => {
      let s = bobAs({ classes: ['ASSASSIN'] });
      let courier: string, cards: string[];
      [s, courier] = place(s, B, def('corhazi-courier'), { enteredTurn: 0 });
      [s, cards] = addCards(s, B, junk(element), 'hand', 1);
      if (warded) {
        [s] = activate(s, B, ward, [objectTarget(champion(s, A).id)]);
        s = drive(s);
      }
      const deck = player(s, B).mainDeck.length;
      s = act(act(s, B, { type: 'attack', attacker: courier }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = drive(s, answer(cards[0]!, champion(s, A).id));
      return { damage: champion(s, A).damage, drew: deck - player(s, B).mainDeck.length };
    };
    expect(run('FIRE', false)).toEqual({ damage: 2, drew: 1 }); // 1 combat + 1
    expect(run('WATER', false)).toEqual({ damage: 1, drew: 1 });
    expect(run('FIRE', true)).toEqual({ damage: 0, drew: 0 });
  });

  it("'baby-red-slime': with a Tamer champion, on attack it may discard to draw into memory; +1 power if the card was fire", () => {
    const run = (element: Element | null) => {
      let s = bobAs({ classes: ['TAMER'] });
      let slime: string, cards: string[];
      [s, slime] = place(s, B, def('baby-red-slime'), { enteredTurn: 0 });
      [s, cards] = addCards(s, B, junk(element ?? 'NORM'), 'hand', 1);
      const memory = player(s, B).memory.length;
      s = act(act(s, B, { type: 'attack', attacker: slime }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      let power = 0;
      s = drive(s, (t, legal) => {
        if (t.pending?.kind === 'discardToDo') return legal.find((a) => a.type === 'chooseTarget' && (element ? a.target?.kind === 'card' && a.target.id === cards[0] : a.target === null));
        if (t.combat && t.stack.length === 0 && !t.pending) power = currentStat(t, t.objects[slime]!, 'power') ?? 0;
        return undefined;
      });
      return { memory: player(s, B).memory.length - memory, power };
    };
    expect(run('FIRE')).toEqual({ memory: 1, power: 3 });
    expect(run('WATER')).toEqual({ memory: 1, power: 2 });
    expect(run(null)).toEqual({ memory: 0, power: 2 });
  });

  it("'gleaming-smolder': draw, discard; with Merlin a discarded fire card puts two sheen counters on a chosen unit", () => {
    const run = (merlin: boolean, element: Element) => {
      let s = aliceAs({ classes: ['ASSASSIN'] });
      if (merlin) s = namedChampion(s, A, 'Merlin', ['ASSASSIN']);
      let cards: string[], ally: string;
      [s, ally] = place(s, B, junkAlly);
      [s, cards] = addCards(s, A, junk(element), 'hand', 1);
      [s] = activate(s, A, def('gleaming-smolder'));
      s = drive(s, answer(cards[0]!, ally));
      return s.objects[ally]!.counters.sheen ?? 0;
    };
    expect(run(true, 'FIRE')).toBe(2);
    expect(run(true, 'WIND')).toBe(0);
    expect(run(false, 'FIRE')).toBe(0);
  });
});

const junkAlly = defineCard({ slug: 'test-junk-ally-b3', name: 'Test Junk Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, { abilities: [] });
