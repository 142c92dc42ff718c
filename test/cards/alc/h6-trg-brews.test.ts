// h6-trg: cards that watch a player brewing a Potion (effects/brews.ts).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { GATHER_HERBS } from '../../../src/engine/effects/cleric-ops.js';
import { A, act, addCard, payReserve, player, withDef } from '../../engine/helpers.js';
import { objectOf, place } from '../amb/scenario.js';
import { aliceAs, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);

/** `who` activates `slug` from hand, brewed with these ingredient objects (or paid normally), and it resolves. */
function cast(s: GameState, slug: string, ingredients: string[] | null, who = A): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def(slug)), who, slug);
  s = act(s, who, { type: 'activate', card });
  if (ingredients) {
    s = act(s, who, { type: 'declareBrew', brew: true });
    for (const object of ingredients) s = act(s, who, { type: 'chooseIngredient', object });
  } else if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'brew') s = act(s, who, { type: 'declareBrew', brew: false });
  return drive(payReserve(s, who));
}

const withHerbs = (s: GameState) => GATHER_HERBS.reduce((t, slug) => withDef(t, scriptedDef(slug)), s);
const herbIds = (s: GameState) => Object.values(s.objects).filter((o) => o.controller === A && (GATHER_HERBS as readonly string[]).includes(o.def)).map((o) => o.id);
const herbs = (s: GameState) => herbIds(s).length;
const deck = (s: GameState) => player(s, A).mainDeck.length;
const cleric = () => withHerbs(aliceAs({ classes: ['CLERIC'], elements: ['NORM', 'FIRE', 'WATER', 'WIND', 'ASTRA'] }));
const warrior = () => withHerbs(aliceAs({ classes: ['WARRIOR'], elements: ['NORM', 'FIRE', 'WATER', 'WIND', 'ASTRA'] }));

describe('h6-trg brew watchers', () => {
  it("'imperial-alchemist': with a Cleric champion it gathers on entering; a buff counter each time you brew a Potion, not when you pay it normally", () => {
    let s = cleric();
    s = cast(s, 'imperial-alchemist', null);
    expect(herbs(s)).toBe(1);
    let w = warrior();
    w = cast(w, 'imperial-alchemist', null);
    expect(herbs(w)).toBe(0);
    // Brewing a Potion: a buff counter (the watcher needs no class bonus).
    let herb: string;
    [w, herb] = place(w, A, def('manaroot'));
    w = cast(w, 'distilled-water', [herb]);
    expect(objectOf(w, 'imperial-alchemist').counters.buff).toBe(1);
    // The same Potion paid with its reserve cost is not brewed: no counter.
    w = cast(w, 'distilled-water', null);
    expect(objectOf(w, 'imperial-alchemist').counters.buff).toBe(1);
  });

  it("'astromech-attendant': with a Cleric champion it gathers three times; each Potion you brew draws a card into your memory", () => {
    let s = cleric();
    s = cast(s, 'astromech-attendant', null);
    expect(herbs(s)).toBe(3);
    const before = deck(s);
    const memory = player(s, A).memory.length;
    s = cast(s, 'distilled-water', [herbIds(s)[0]!]);
    expect(before - deck(s)).toBe(1);
    expect(player(s, A).memory.length).toBe(memory + 1); // drawn into memory (nothing was reserved for a brew)
    const again = deck(s);
    s = cast(s, 'distilled-water', null); // paid normally: not brewed
    expect(deck(s)).toBe(again);
    let w = warrior();
    w = cast(w, 'astromech-attendant', null);
    expect(herbs(w)).toBe(0);
  });

  it("'krustallan-distiller': with a Cleric champion, draws into memory on entering only if you brewed a Potion this turn", () => {
    for (const brewFirst of [true, false]) {
      let s = cleric();
      let herb: string;
      [s, herb] = place(s, A, def('manaroot'));
      s = cast(s, 'distilled-water', brewFirst ? [herb] : null);
      const before = deck(s);
      s = cast(s, 'krustallan-distiller', null);
      expect(before - deck(s)).toBe(brewFirst ? 1 : 0);
    }
    let w = warrior();
    let herb: string;
    [w, herb] = place(w, A, def('manaroot'));
    w = cast(w, 'distilled-water', [herb]);
    const before = deck(w);
    w = cast(w, 'krustallan-distiller', null);
    expect(deck(w)).toBe(before);
  });
});
