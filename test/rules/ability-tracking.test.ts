// Ability tracking: "only once" and "once each turn" limits remembered by the card instance that makes
// the ability (src/engine/effects/ability-tracking.ts).
import { describe, expect, it } from 'vitest';
import {
  activated, defineCard, draw, memory, oncePerTurn, onlyOnce, putCounters, reserve, self, summonToken, triggered, whenever,
} from '../../src/cards/define.js';
import type { Ability, CardDef, Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const TRACK = 'game-mechanics/game-mechanics-abilities/abilities-ability-tracking.md#general-rules';

const item = (slug: string, abilities: Ability[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities });
const spell = (slug: string, onResolve: Effect[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve });
const token = defineCard({ slug: 'test-token', name: 'Test Token', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});

function withDefs(s: GameState, ...defs: CardDef[]): GameState {
  for (const d of defs) s = withDef(s, d);
  return s;
}
const settle = (s: GameState): GameState =>
  passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending && atMain(t.players[t.turnPlayer]!.id)(t));
function cast(s: GameState, who: string, slug: string): GameState {
  let card: string;
  [s, card] = addCard(s, who, slug);
  return settle(act(s, who, { type: 'activate', card }));
}
const offered = (s: GameState, object: string, index = 0) =>
  legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === object && a.index === index);
const hand = (s: GameState) => player(s, A).hand.length;

describe(`Ability tracking (${TRACK})`, () => {
  it(`activate only once (${TRACK}): after one activation the ability is neither offered nor accepted, on later turns too`, () => {
    let s = withDefs(passUntil(newGame({ first: A }), atMain(A)), item('test-once', [onlyOnce(activated([], [draw(1)]))]));
    let o: string;
    [s, o] = addObject(s, A, 'test-once');
    expect(offered(s, o)).toBe(true);
    const h = hand(s);
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    expect(hand(s)).toBe(h + 1);
    expect(offered(s, o)).toBe(false);
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 }, 'abilities-ability-tracking.md');
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(offered(s, o)).toBe(false);
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 }, 'abilities-ability-tracking.md');
  });

  it(`once each turn (${TRACK}): refused again this turn, usable again next turn`, () => {
    let s = withDefs(passUntil(newGame({ first: A }), atMain(A)), item('test-per-turn', [oncePerTurn(activated([], [draw(1)]))]));
    let o: string;
    [s, o] = addObject(s, A, 'test-per-turn');
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 }, 'abilities-ability-tracking.md');
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(offered(s, o)).toBe(true);
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    expect(offered(s, o)).toBe(false);
  });

  it(`non-champion objects track for themselves (${TRACK}): another object of the same card has its own memory`, () => {
    let s = withDefs(passUntil(newGame({ first: A }), atMain(A)), item('test-once', [onlyOnce(activated([], [draw(1)]))]));
    let o1: string, o2: string;
    [s, o1] = addObject(s, A, 'test-once');
    [s, o2] = addObject(s, A, 'test-once');
    s = settle(act(s, A, { type: 'activateAbility', object: o1, index: 0 }));
    expect(offered(s, o1)).toBe(false);
    expect(offered(s, o2)).toBe(true);
  });

  it(`trigger only once (${TRACK}): a "whenever" ability triggers the first time only`, () => {
    const watcher = item('test-watch-once', [onlyOnce(triggered(whenever('enters', { other: true }), [putCounters(self(), 'buff', 1)]))]);
    let s = withDefs(passUntil(newGame({ first: A }), atMain(A)), watcher, token, spell('test-summon', [summonToken('test-token')]));
    let w: string;
    [s, w] = addObject(s, A, 'test-watch-once');
    s = cast(s, A, 'test-summon');
    s = cast(s, A, 'test-summon');
    expect(s.objects[w]!.counters.buff).toBe(1);
  });

  it(`trigger only once each turn (${TRACK}): once this turn, again next turn`, () => {
    const watcher = item('test-watch-turn', [oncePerTurn(triggered(whenever('enters', { other: true }), [putCounters(self(), 'buff', 1)]))]);
    let s = withDefs(passUntil(newGame({ first: A }), atMain(A)), watcher, token, spell('test-summon', [summonToken('test-token')]));
    let w: string;
    [s, w] = addObject(s, A, 'test-watch-turn');
    s = cast(s, A, 'test-summon');
    s = cast(s, A, 'test-summon');
    expect(s.objects[w]!.counters.buff).toBe(1);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    s = cast(s, A, 'test-summon');
    s = cast(s, A, 'test-summon');
    expect(s.objects[w]!.counters.buff).toBe(2);
  });

  describe('champions: the champion card tracks, not the champion object', () => {
    const once = (inherited: boolean): Ability => ({ ...onlyOnce(activated([], [draw(1)])), ...(inherited ? { inherited: true } : {}) } as Ability);
    const champ = (slug: string, level: number, abilities: Ability[]): CardDef =>
      defineCard({ slug, name: slug, types: ['CHAMPION'], classes: ['MAGE'], element: 'NORM', cost: memory(0), level, life: 20 }, { abilities });

    /** Alice materializes `slug` (a card put into her material deck) at her next materialize phase. */
    function levelInto(s: GameState, slug: string, card?: string): [GameState, string] {
      s = passUntil(s, atMain(B));
      if (!card) [s, card] = addCard(s, A, slug, 'materialDeck');
      s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
      s = act(s, A, { type: 'materialize', card: card! });
      s = passUntil(s, atMain(A));
      expect(champion(s, A).card).toBe(card);
      return [s, card!];
    }

    it(`levelling back into the same champion card is a new instance with no memory (${TRACK})`, () => {
      let s = withDefs(newGame({ first: A }), champ('test-champ-one', 1, [once(false)]));
      let card: string;
      [s, card] = levelInto(s, 'test-champ-one');
      const c = champion(s, A).id;
      s = settle(act(s, A, { type: 'activateAbility', object: c, index: 0 }));
      refuse(s, A, { type: 'activateAbility', object: c, index: 0 }, 'abilities-ability-tracking.md');
      // Knocked back to the level 0 card (as a deletion would), the card returns to the material deck.
      s = edit(s, (t) => {
        const o = t.objects[c]!;
        o.card = o.lineage.pop()!;
        o.def = t.cards[o.card]!.def;
        const a = t.players.find((p) => p.id === A)!;
        a.materialDeck = [...a.materialDeck, card];
      });
      [s] = levelInto(s, 'test-champ-one', card);
      expect(champion(s, A).id).toBe(c); // the same champion object all along
      expect(offered(s, c)).toBe(true);
    });

    it(`a card that stays in the lineage keeps its memory; the new top card starts fresh (${TRACK})`, () => {
      let s = withDefs(newGame({ first: A }), champ('test-champ-one', 1, [once(true)]), champ('test-champ-two', 2, [once(false)]));
      [s] = levelInto(s, 'test-champ-one');
      const c = champion(s, A).id;
      s = settle(act(s, A, { type: 'activateAbility', object: c, index: 0 }));
      [s] = levelInto(s, 'test-champ-two');
      // Abilities: [0] the new card's own, [1] the inherited one from the lineage.
      expect(offered(s, c, 0)).toBe(true);
      expect(offered(s, c, 1)).toBe(false);
      refuse(s, A, { type: 'activateAbility', object: c, index: 1 }, 'abilities-ability-tracking.md');
    });
  });
});
