import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../../src/engine/index.js';
import { A, B, addObject, atMain, champion, newGame, passUntil, player, refuse, setupFor } from '../engine/helpers.js';

// general-rules/general-rules-starting-the-game.md#standard-games
describe('Starting the game (general-rules/general-rules-starting-the-game.md#standard-games)', () => {
  it('reveals each Lv0 champion onto the field and resolves its On Enter draw before anyone has Opportunity', () => {
    const s = createGame(setupFor(3));
    for (const id of [A, B]) {
      const champ = champion(s, id);
      expect(s.defs[champ.def]!.level).toBe(0);
      expect(player(s, id).materialDeck).not.toContain(champ.card);
    }
    // The first player is now in their first main phase with seven cards; the second has seven too.
    expect(s.phase).toBe('main');
    expect(player(s, A).hand.length + player(s, B).hand.length).toBe(14);
    expect(s.stack).toHaveLength(0);
    expect(s.log.some((l) => l.text.includes('goes first'))).toBe(true);
  });

  it('chooses the first player at random from the seed, reproducibly', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      const a = createGame(setupFor(seed));
      const b = createGame(setupFor(seed));
      expect(a.firstPlayer).toBe(b.firstPlayer);
      firsts.add(a.firstPlayer);
    }
    expect(firsts.size).toBe(2);
  });

  it('shuffles each main deck (different seeds give different orders)', () => {
    const a = createGame(setupFor(1));
    const b = createGame(setupFor(2));
    const names = (s: typeof a) => player(s, A).mainDeck.slice(0, 10).map((c) => s.cards[c]!.def).join();
    expect(names(a)).not.toBe(names(b));
  });

  it('has no mulligan: the only first inputs are ordinary player actions', () => {
    const s = newGame();
    const kinds = new Set(legalActions(s, A).map((a) => a.type));
    expect([...kinds].every((k) => ['pass', 'activate', 'activateAbility', 'attack', 'concede'].includes(k))).toBe(true);
  });

  it('refuses a setup whose card definitions are not objects with a slug', () => {
    const setup = setupFor(1);
    expect(() => createGame({ ...setup, defs: [...setup.defs, { name: 'No Slug' } as never] })).toThrow(/slug/);
    expect(() => createGame({ ...setup, defs: [...setup.defs, null as never] })).toThrow(/slug/);
  });

  it('uses the definitions each setup brings, even when the last setup brought almost the same ones', () => {
    const setup = setupFor(1);
    const first = createGame(setup);
    const slug = first.defs[champion(first, A).def]!.slug;
    // The same definitions but one, in a new array of the same length: the new one is used.
    const renamed = setup.defs.map((d) => (d.slug === slug ? { ...d, name: 'Renamed Champion' } : d));
    const second = createGame({ ...setup, defs: renamed });
    expect(second.defs[slug]!.name).toBe('Renamed Champion');
    expect(createGame(setup).defs[slug]!.name).toBe(first.defs[slug]!.name);
  });

  it('refuses a deck without a level 0 champion', () => {
    const setup = setupFor(1);
    setup.players[0]!.deck = { ...setup.players[0]!.deck, material: ['rai-spellcrafter'] };
    expect(() => createGame(setup)).toThrow(/level 0 champion/);
  });
});

describe('Turn one (general-rules/general-rules-starting-the-game.md#standard-games-turn-one)', () => {
  it('the first player skips wake up, materialize, recollection and draw, and keeps seven cards', () => {
    const s = newGame({ first: A });
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('main');
    expect(player(s, A).hand).toHaveLength(7);
    const phases = s.log.map((l) => l.text);
    expect(phases.some((t) => t.includes('returns') && t.includes('memory'))).toBe(false);
  });

  it('the second player skips wake up, materialize and recollection but draws', () => {
    let s = newGame({ first: A });
    s = passUntil(s, atMain(B));
    expect(s.turn).toBe(2);
    expect(player(s, B).hand).toHaveLength(8);
  });

  it('the first player may not attack on the first turn; the second player may', () => {
    let s = newGame({ first: A });
    let allyA: string;
    [s, allyA] = addObject(s, A, 'blitz-mage');
    expect(legalActions(s, A).some((a) => a.type === 'attack')).toBe(false);
    refuse(s, A, { type: 'attack', attacker: allyA }, 'general-rules-starting-the-game.md#standard-games-turn-one');
    s = passUntil(s, atMain(B));
    let allyB: string;
    [s, allyB] = addObject(s, B, 'giant-tortoise');
    expect(legalActions(s, B)).toContainEqual({ type: 'attack', attacker: allyB });
  });
});

describe('Choosing the first player in a match (general-rules/general-rules-starting-the-game.md#standard-games)', () => {
  it('uses the given first player instead of the random one, with the same shuffles', () => {
    for (const seed of [1, 2, 3]) {
      const random = createGame(setupFor(seed));
      const forced = createGame({ ...setupFor(seed), firstPlayer: B });
      expect(forced.players[forced.firstPlayer]!.id).toBe(B);
      // The decks are shuffled identically either way.
      expect(player(forced, A).hand.length + player(forced, A).mainDeck.length).toBe(player(random, A).hand.length + player(random, A).mainDeck.length);
    }
    expect(() => createGame({ ...setupFor(1), firstPlayer: 'nobody' })).toThrow(/not in the game/);
  });
});
