// Assassin, Tamer and Spirit champions and regalia (issue 13): one test per card, rulings included.
import { describe, expect, it } from 'vitest';
import { FIXTURE_DECKS } from '../../../src/cards/fixtures/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel } from '../../../src/engine/state/query.js';
import { objectTarget, place, settle } from '../amb/scenario.js';
import {
  A, B, act, addCard, atMain, champion, edit, gameWithSpirit, glimpseAllBottom, mainPhaseOf, objectsOf, passUntil, player, resolveAll, untilPending, withDef,
} from '../doa/support.js';

/** Make `def` Alice's champion (on its own card, no lineage change), with these counters. */
function asChampionDef(s: GameState, slug: string, counters: Record<string, number> = {}): GameState {
  const def = scriptedDef(slug);
  return edit(withDef(s, def), (t) => {
    const o = t.objects[player(t, A).champion!]!;
    o.def = def.slug;
    o.counters = { ...o.counters, ...counters };
  });
}

/** Alice's second turn, main phase (attacks allowed). */
const aliceSecondTurn = (): GameState => passUntil(mainPhaseOf(B), atMain(A));

const scriptedDeckSize = FIXTURE_DECKS.fire.main.length;

describe('spirits drawing seven', () => {
  for (const slug of ['spirit-of-fire', 'spirit-of-water']) {
    it(`'${slug}': On Enter, its player draws seven cards`, () => {
      const s = resolveAll(gameWithSpirit(scriptedDef(slug)));
      expect(champion(s, A).def).toBe(slug);
      expect(player(s, A).hand).toHaveLength(7);
      expect(player(s, A).mainDeck).toHaveLength(scriptedDeckSize - 7);
    });
  }
});

describe('zander-prepared-scout', () => {
  it("'zander-prepared-scout': On Enter, glimpse 2 then a preparation counter on Zander", () => {
    const scout = scriptedDef('zander-prepared-scout');
    let s = withDef(mainPhaseOf(A), scout);
    let card: string;
    [s, card] = addCard(s, A, scout.slug, 'materialDeck');
    [s] = addCard(s, A, 'smoke-out', 'memory');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    s = act(s, A, { type: 'materialize', card });
    s = untilPending(s, 'glimpse');
    const top2 = player(s, A).mainDeck.slice(0, 2);
    let seen: string[];
    [s, seen] = glimpseAllBottom(s, A);
    expect(seen.sort()).toEqual([...top2].sort());
    s = resolveAll(s);
    expect(champion(s, A).def).toBe(scout.slug);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(player(s, A).mainDeck.slice(-2).sort()).toEqual([...top2].sort());
  });
});

describe('tristan-grim-stalker', () => {
  const toEndOfTurn = (s: GameState) => passUntil(s, (t) => t.phase === 'end' && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);

  function hitAlly(prep: number, accept: boolean): { s: GameState; tortoise: string } {
    let s = asChampionDef(aliceSecondTurn(), 'tristan-grim-stalker', { preparation: prep });
    let tortoise: string, sword: string;
    [s, tortoise] = place(s, B, scriptedDef('giant-tortoise'));
    [s, sword] = place(s, A, scriptedDef('training-sword'));
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: sword });
    s = act(s, A, { type: 'chooseAttackTarget', target: tortoise });
    return { s: passUntilMayOrMain(s, accept), tortoise };
  }
  /** Pass through the combat, answering Tristan's "may" as told. */
  function passUntilMayOrMain(s: GameState, accept: boolean): GameState {
    for (let i = 0; i < 400; i++) {
      if (s.pending?.kind === 'may') { s = act(s, A, { type: 'mayAnswer', accept }); continue; }
      if (!s.combat && s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0 && s.phase === 'main') return s;
      s = passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0 && t.phase === 'main'));
    }
    throw new Error('combat did not end');
  }

  it("'tristan-grim-stalker': On Ally Hit, removing three preparation counters destroys the hit ally; at your end phase an awake Tristan gets a counter", () => {
    let { s, tortoise } = hitAlly(3, true);
    expect(s.objects[tortoise]).toBeUndefined();
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    // Declined: the ally survives and the counters stay.
    ({ s, tortoise } = hitAlly(3, false));
    expect(s.objects[tortoise]).toBeDefined();
    expect(champion(s, A).counters.preparation).toBe(3);
    // Tristan attacked, so she is rested at the end phase: no counter.
    s = toEndOfTurn(s);
    expect(champion(s, A).counters.preparation).toBe(3);
    // Awake at the end phase: one more counter.
    const t = toEndOfTurn(asChampionDef(aliceSecondTurn(), 'tristan-grim-stalker', { preparation: 1 }));
    expect(champion(t, A).counters.preparation).toBe(2);
    // With fewer than three counters there is nothing to remove: no choice, the ally stays.
    ({ s, tortoise } = hitAlly(2, true));
    expect(s.objects[tortoise]).toBeDefined();
    expect(champion(s, A).counters.preparation).toBe(2);
  });
});

describe('beastbond-ears', () => {
  it("'beastbond-ears': +1 level for your champion only while you control an Animal or Beast ally", () => {
    let s = mainPhaseOf(A);
    [s] = place(s, A, scriptedDef('beastbond-ears'));
    const base = championLevel(s, A);
    let bear: string;
    [s, bear] = place(s, B, scriptedDef('royal-bear')); // the opponent's Beast does not count
    expect(championLevel(s, A)).toBe(base);
    s = edit(s, (t) => { t.objects[bear]!.controller = A; t.objects[bear]!.owner = A; });
    expect(championLevel(s, A)).toBe(base + 1);
    [s] = place(s, A, scriptedDef('woodland-squirrels'));
    expect(championLevel(s, A)).toBe(base + 1); // not cumulative
  });
});
