// ALC lineage champions scripted by branch h5-lin: Nico, Whiplash Allure.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const nico = scriptedDef('nico-whiplash-allure');
const floating: CardDef = { ...defineCard({ slug: 'test-floater', name: 'Test Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] }), keywords: ['floatingMemory'] };
const sinker = defineCard({ slug: 'test-sinker', name: 'Test Sinker', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] });
const exhume = defineCard({ slug: 'test-exhume', name: 'Test Exhume', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishFromGraveyard', filter: {}, max: 'any', singleGraveyard: true }] });
const blade = defineCard({ slug: 'test-blade-3', name: 'Test Blade', types: ['WEAPON'], element: 'NORM', cost: reserve(0), power: 3, durability: 5 }, {});

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
/** Alice (Nico) in her second turn's main phase. */
const start = (): GameState => [floating, sinker, exhume, blade].reduce((s, d) => withDef(s, d), championIs(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, nico));

/** Alice banishes these graveyard cards at once with a test action. */
function banishAll(s: GameState, cards: string[]): GameState {
  let c: string;
  [s, c] = addCard(s, A, 'test-exhume');
  s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'banishFromGraveyard');
  for (const id of cards) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id } });
  if (s.pending?.kind === 'banishFromGraveyard') s = act(s, A, { type: 'chooseTarget', target: null });
  return passUntil(s, settled);
}

describe("'nico-whiplash-allure'", () => {
  it('a card with floating memory banished from your graveyard: a lash counter on Nico; other cards, or cards of another graveyard, do not count', () => {
    let s = start();
    let f1: string, plain: string, theirs: string;
    [s, f1] = addCard(s, A, 'test-floater', 'graveyard');
    [s, plain] = addCard(s, A, 'test-sinker', 'graveyard');
    s = banishAll(s, [f1, plain]);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([f1, plain]));
    expect(champion(s, A).counters.lash).toBe(1);
    [s, theirs] = addCard(s, B, 'test-floater', 'graveyard');
    s = banishAll(s, [theirs]);
    expect(player(s, B).banishment).toContain(theirs);
    expect(champion(s, A).counters.lash).toBe(1);
  });

  it('ruling: several floating memory cards banished at once trigger it that many times', () => {
    let s = start();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) { let id: string; [s, id] = addCard(s, A, 'test-floater', 'graveyard'); ids.push(id); }
    s = banishAll(s, ids);
    expect(champion(s, A).counters.lash).toBe(3);
  });

  describe('On Champion Hit', () => {
    function hit(lash: number): GameState {
      let s = edit(start(), (t) => { t.objects[player(t, A).champion!]!.counters.lash = lash; });
      let sword: string;
      [s, sword] = addObject(s, A, 'test-blade-3');
      s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: sword });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      return passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && settled(t)), 400);
    }

    it('optionally, the hit player mills as many cards as Nico has lash counters', () => {
      const s = hit(2);
      expect(s.pending?.kind).toBe('may');
      const deck = player(s, B).mainDeck;
      const t = passUntil(act(s, A, { type: 'mayAnswer', accept: true }), (u) => !u.combat && settled(u), 400);
      expect(player(t, B).graveyard).toEqual(expect.arrayContaining(deck.slice(0, 2)));
      expect(player(t, B).mainDeck).toEqual(deck.slice(2));
    });

    it('declined: nothing is milled', () => {
      const s = hit(2);
      const deck = player(s, B).mainDeck;
      const t = passUntil(act(s, A, { type: 'mayAnswer', accept: false }), (u) => !u.combat && settled(u), 400);
      expect(player(t, B).mainDeck).toEqual(deck);
    });
  });
});
