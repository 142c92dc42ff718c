// Greater and Lesser Boons (Pantheon variant): bestowed from the Pantheon zone, their "as you gain"
// effects happen as the bestowal resolves, and their abilities work from that zone once gained.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { legalActions, view } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, act, addCard, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../../engine/helpers.js';
import { asChampion } from '../amb/scenario.js';
import { bestow, bestowNew, gainedBoon, presentBoon } from './boon-scenario.js';

const mainOf = (who: PlayerId = A) => passUntil(newGame(), atMain(who));

/** A free action card of this element and class, to see what its player may activate. */
const probe = (element: Element, classes: string[] = [], classLocked = false): CardDef => defineCard(
  { slug: `test-probe-${element}-${classes.join('-')}`.toLowerCase(), name: `Probe ${element}`, types: ['ACTION'], subtypes: classes, classes, element, cost: reserve(0) },
  { onResolve: [draw(1)], ...(classLocked ? { keywords: ['classLocked'] } : {}) },
);

function mayActivate(s: GameState, who: PlayerId, def: CardDef): boolean {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  return legalActions(s, who).some((a) => a.type === 'activate' && a.card === card);
}

const championView = (s: GameState, who: PlayerId) => view(s, who).field.find((o) => o.id === player(s, who).champion)!;

/** Put a card of this kind `depth` cards down in the deck (0: on top). */
function seedDeck(s: GameState, who: PlayerId, def: CardDef, depth: number): [GameState, string] {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug, 'mainDeck');
  s = edit(s, (t) => {
    const p = player(t, who);
    const rest = p.mainDeck.filter((c) => c !== card);
    p.mainDeck = [...rest.slice(0, depth), card, ...rest.slice(depth)];
  });
  return [s, card];
}

describe('element boons', () => {
  for (const [slug, element] of [['lesser-boon-of-agni', 'FIRE'], ['lesser-boon-of-notus', 'WIND'], ['lesser-boon-of-poseidon', 'WATER']] as const) {
    it(`'${slug}': once gained, ${element.toLowerCase()} is enabled for its player only`, () => {
      let s = asChampion(mainOf(), A, { classes: ['MAGE'], elements: ['NORM'], level: 1 });
      s = asChampion(s, 'bob', { classes: ['MAGE'], elements: ['NORM'], level: 1 });
      const card = probe(element);
      expect(mayActivate(s, A, card)).toBe(false);
      let boon: string;
      [s, boon] = presentBoon(s, A, scriptedDef(slug));
      // Face down, not yet gained: nothing changes.
      expect(mayActivate(s, A, card)).toBe(false);
      s = bestow(s, A, boon);
      expect(mayActivate(s, A, card)).toBe(true);
      s = passUntil(s, atMain('bob'));
      expect(mayActivate(s, 'bob', card)).toBe(false);
    });
  }
});

describe('class boons', () => {
  for (const [slug, cls] of [
    ['lesser-boon-of-apollo', 'RANGER'], ['lesser-boon-of-artemis', 'TAMER'], ['lesser-boon-of-etherealys', 'MAGE'], ['lesser-boon-of-odysseus', 'WARRIOR'],
    ['lesser-boon-of-ozymandias', 'GUARDIAN'], ['lesser-boon-of-pulousa', 'ASSASSIN'], ['lesser-boon-of-veilara', 'CLERIC'],
  ] as const) {
    it(`'${slug}': Level Locked 1; once gained, the champion is also ${cls.toLowerCase()}`, () => {
      const other = 'SPIRIT';
      let s = asChampion(mainOf(), A, { classes: [other], elements: ['NORM'], level: 0 });
      let boon: string;
      [s, boon] = presentBoon(s, A, scriptedDef(slug));
      refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
      s = asChampion(s, A, { classes: [other], elements: ['NORM'], level: 1 });
      const locked = probe('NORM', [cls], true);
      expect(mayActivate(s, A, locked)).toBe(false);
      s = bestow(s, A, boon);
      expect(mayActivate(s, A, locked)).toBe(true);
      expect(championView(s, A).card.classes).toEqual([other, cls]);
      // "In addition": its own class stays.
      expect(mayActivate(s, A, probe('NORM', [other], true))).toBe(true);
    });
  }
});

describe('scavenging boons', () => {
  const found = (type: 'ACTION' | 'PHANTASIA' | 'DOMAIN' | 'ALLY', subtypes: string[] = []): CardDef => defineCard(
    { slug: `test-found-${type}-${subtypes.join('-')}`.toLowerCase(), name: `Found ${type}`, types: [type], subtypes, element: 'NORM', cost: reserve(1), ...(type === 'ALLY' ? { power: 1, life: 1 } : {}) },
    {},
  );
  for (const [slug, def] of [
    ['lesser-boon-of-enchantment', found('PHANTASIA')], ['lesser-boon-of-scriveners', found('ACTION', ['SPELL'])],
    ['lesser-boon-of-territories', found('DOMAIN')], ['lesser-boon-of-viscosity', found('ALLY', ['ANIMAL', 'SLIME'])],
  ] as const) {
    it(`'${slug}': as it is gained, scavenge 10 for its kind of card; fast, so bestowed with a card on the stack`, () => {
      // Only the seeded card is of the kind looked for.
      let s = edit(mainOf(), (t) => {
        const like = (c: string) => { const d = t.defs[t.cards[c]!.def]!; return d.types.includes(def.types[0]!) && def.subtypes.every((x) => d.subtypes.includes(x)); };
        player(t, A).mainDeck = player(t, A).mainDeck.filter((c) => !like(c));
      });
      let card: string;
      [s, card] = seedDeck(s, A, def, 4);
      const top = player(s, A).mainDeck.slice(0, 4);
      let boon: string;
      [s, boon] = presentBoon(s, A, scriptedDef(slug));
      // Fast: with an activation of Alice's waiting on the stack.
      s = act(s, A, { type: 'activate', card: addAndGet(s) });
      s = bestow(s, A, boon);
      expect(player(s, A).hand).toContain(card);
      const deck = player(s, A).mainDeck;
      expect(deck.slice(-4).sort()).toEqual([...top].sort());
      expect(player(s, A).pantheon![0]!.bestowed).toBe(true);
    });
  }
  // Add a free action to Alice's hand and give its id (the state passed in is changed in place for brevity).
  function addAndGet(s: GameState): string {
    const def = probe('NORM');
    s.defs[def.slug] = def;
    const id = `c${950 + Object.keys(s.cards).length}`;
    s.cards[id] = { owner: A, def: def.slug };
    player(s, A).hand = [...player(s, A).hand, id];
    return id;
  }

  it("'lesser-boon-of-scriveners': with no Spell in the top ten, ten are revealed and all go to the bottom", () => {
    let s = mainOf();
    s = edit(s, (t) => {
      player(t, A).mainDeck = player(t, A).mainDeck.filter((c) => !t.defs[t.cards[c]!.def]!.subtypes.includes('SPELL'));
    });
    const hand = player(s, A).hand.length;
    const top = player(s, A).mainDeck.slice(0, 10);
    [s] = bestowNew(s, A, scriptedDef('lesser-boon-of-scriveners'));
    expect(player(s, A).hand.length).toBe(hand - 3);
    expect(player(s, A).mainDeck.slice(-10).sort()).toEqual([...top].sort());
  });
});

describe('Shou', () => {
  it("'greater-boon-of-shou': Level Locked 2; draws a card as it is gained, then glimpses 2 at the beginning of each of its player's recollection phases", () => {
    let s = asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-shou'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    s = asChampion(s, A, { classes: ['CLERIC'], elements: ['NORM'], level: 2 });
    const hand = player(s, A).hand.length;
    s = bestow(s, A, boon);
    expect(player(s, A).hand.length).toBe(hand - 2 + 1);
    // Bob's recollection phase: nothing; Alice's: a glimpse of two.
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse' || (t.turn >= 4));
    expect(s.pending?.kind).toBe('glimpse');
    expect(s.pending!.player).toBe(A);
    expect(s.players[s.turnPlayer]!.id).toBe(A);
    expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(2);
  });

  it("'lesser-boon-of-shou': Class Locked (Mage); an enlighten counter on the champion as it is gained and at the beginning of each of its player's end phases", () => {
    let s = asChampion(mainOf(), A, { classes: ['WARRIOR'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-shou'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#class-locked');
    s = asChampion(s, A, { classes: ['MAGE'], elements: ['NORM'], level: 1 });
    s = bestow(s, A, boon);
    expect(champion(s, A).counters.enlighten).toBe(1);
    s = passUntil(s, atMain('bob'));
    expect(champion(s, A).counters.enlighten).toBe(2);
    s = passUntil(s, atMain(A));
    expect(champion(s, A).counters.enlighten).toBe(2); // Bob's end phase gave none
  });
});

// Keep the helper used (a gained boon without bestowing), for the cards below that need it.
void gainedBoon;
