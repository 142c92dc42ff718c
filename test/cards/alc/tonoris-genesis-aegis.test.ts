// 'tonoris-genesis-aegis': a "choose one that hasn't been chosen" trigger at the beginning of your
// recollection phase, each mode summoning one of the three Obelisk tokens (which have no script:
// their Index facts are loaded and they are played with assisted resolution).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { TOKEN_SLUGS, scriptedDef } from '../../../src/cards/scripts/index.js';
import { forgetCardInstance } from '../../../src/engine/effects/ability-tracking.js';
import type { GameState } from '../../../src/engine/index.js';
import { decide, offered } from '../../rules/decision-helpers.js';
import { A, atMain, edit, newGame, passUntil, player, resolveAll } from '../doa/support.js';

const tonoris = scriptedDef('tonoris-genesis-aegis');

/** Index facts of the three Obelisk tokens (no script of their own). */
const obelisk = (slug: string, name: string): CardDef =>
  defineCard({ slug, name, types: ['TOKEN', 'DOMAIN'], supertypes: ['UNIQUE'], subtypes: ['GUARDIAN', 'OBELISK'], classes: ['GUARDIAN'], element: 'NEOS', cost: reserve(3) }, null);
const OBELISKS = [
  obelisk('obelisk-of-armaments', 'Obelisk of Armaments'),
  obelisk('obelisk-of-fabrication', 'Obelisk of Fabrication'),
  obelisk('obelisk-of-protection', 'Obelisk of Protection'),
];

/** Alice's champion is Tonoris, Genesis Aegis; the Obelisk tokens are known to the game. */
const begin = (): GameState => edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
  t.defs = { ...t.defs, [tonoris.slug]: tonoris, ...Object.fromEntries(OBELISKS.map((d) => [d.slug, d])) };
  const champ = t.objects[player(t, A).champion!]!;
  t.cards[champ.card!] = { owner: A, def: tonoris.slug };
  champ.def = tonoris.slug;
});
/** On to Alice's next recollection phase, where the trigger asks for its mode. */
const toMode = (s: GameState) => passUntil(s, (t) => t.pending?.kind === 'triggerMode' || (t.phase === 'main' && t.players[t.turnPlayer]!.id === A && t.turn > s.turn));
const pick = (s: GameState, mode: number) => resolveAll(decide(s, A, { type: 'chooseMode', mode }));
const obelisksOf = (s: GameState) => Object.values(s.objects).filter((o) => o.controller === A && o.def.startsWith('obelisk-of-')).map((o) => o.def).sort();

describe("'tonoris-genesis-aegis'", () => {
  it('is a Tonoris lineage champion; its Obelisk tokens are scripted tokens', () => {
    expect(tonoris.lineage).toBe('Tonoris');
    expect(TOKEN_SLUGS).toEqual(expect.arrayContaining(OBELISKS.map((d) => d.slug)));
  });

  it('at the beginning of your recollection phase summons the Obelisk of the chosen mode; a mode chosen before is not offered again', () => {
    let s = toMode(begin());
    expect(s.pending?.kind).toBe('triggerMode');
    expect(offered(s)).toEqual([0, 1, 2].map((mode) => ({ type: 'chooseMode', mode })));
    s = pick(s, 1);
    expect(obelisksOf(s)).toEqual(['obelisk-of-fabrication']);
    s = toMode(s);
    expect(offered(s)).toEqual([{ type: 'chooseMode', mode: 0 }, { type: 'chooseMode', mode: 2 }]);
    s = pick(s, 2);
    s = pick(toMode(s), 0);
    expect(obelisksOf(s)).toEqual(['obelisk-of-armaments', 'obelisk-of-fabrication', 'obelisk-of-protection']);
    // All three chosen: the next recollection phase summons nothing.
    const before = Object.keys(s.objects).length;
    s = toMode(s);
    expect(s.pending?.kind).not.toBe('triggerMode');
    expect(Object.keys(s.objects).length).toBe(before);
  });

  it('ruling (2024-01-19): once the card leaves the lineage and comes back, every token option is available again', () => {
    let s = pick(toMode(begin()), 0);
    expect(offered(toMode(s))).toHaveLength(2);
    // The card stops being the top of the lineage and becomes it again: a new instance of its ability.
    s = edit(s, (t) => forgetCardInstance(t, player(t, A).champion!, t.objects[player(t, A).champion!]!.card!));
    expect(offered(toMode(s))).toHaveLength(3);
  });
});
