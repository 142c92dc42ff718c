// Greater and Lesser Boons (Pantheon variant): bestowed from the Pantheon zone, their "as you gain"
// effects happen as the bestowal resolves, and their abilities work from that zone once gained.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, draw, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { legalActions, view } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, act, addCard, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle, useAbility } from '../amb/scenario.js';
import { activateBoonAbility, bestow, bestowNew, gainedBoon, presentBoon } from './boon-scenario.js';

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

const boonAbilities = (s: GameState, who: PlayerId) => legalActions(s, who).filter((a) => a.type === 'activateBoonAbility');

describe('boons with activated abilities', () => {
  it("'lesser-boon-of-zerusa': Class Locked (Assassin); (2) for a preparation counter on the champion, 1 more for each earlier activation this game", () => {
    let s = asChampion(mainOf(), A, { classes: ['WARRIOR'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-zerusa'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#class-locked');
    s = asChampion(s, A, { classes: ['ASSASSIN'], elements: ['NORM'], level: 1 });
    // Face down: its ability can't be activated.
    expect(boonAbilities(s, A)).toEqual([]);
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 0 }, 'card-types-boons.md');
    s = bestow(s, A, boon);
    s = edit(s, (t) => { for (let i = 0; i < 8; i++) { const c = `cz${i}`; t.cards[c] = { owner: A, def: t.defs[t.cards[player(t, A).hand[0]!]!.def]!.slug }; player(t, A).hand = [...player(t, A).hand, c]; } });
    for (const [n, cost] of [[1, 2], [2, 3], [3, 4]] as const) {
      const hand = player(s, A).hand.length;
      s = settle(activateBoonAbility(s, A, boon));
      expect(hand - player(s, A).hand.length).toBe(cost);
      expect(champion(s, A).counters.preparation).toBe(n);
    }
  });

  it("'lesser-boon-of-bullets': Class Locked (Ranger); (2) materializes a Bullet card from the material deck, 1 more each time", () => {
    let s = asChampion(mainOf(), A, { classes: ['RANGER'], elements: ['NORM'], level: 1 });
    const bullet = defineCard({ slug: 'test-bullet', name: 'Test Bullet', types: ['ITEM'], subtypes: ['BULLET'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});
    let b1: string, b2: string;
    [s, b1] = addCard(withDef(s, bullet), A, 'test-bullet', 'materialDeck');
    [s, b2] = addCard(s, A, 'test-bullet', 'materialDeck');
    let boon: string;
    [s, boon] = gainedBoon(s, A, scriptedDef('lesser-boon-of-bullets'));
    const onField = () => Object.values(s.objects).filter((o) => o.def === 'test-bullet').length;
    const searchFor = (card: string) => {
      s = passUntil(s, (t) => t.pending?.kind === 'search');
      s = settle(act(s, A, { type: 'searchChoice', card }));
    };
    const hand = player(s, A).hand.length;
    s = activateBoonAbility(s, A, boon);
    expect(hand - player(s, A).hand.length).toBe(2);
    searchFor(b1);
    expect(onField()).toBe(1);
    const hand2 = player(s, A).hand.length;
    s = activateBoonAbility(s, A, boon);
    expect(hand2 - player(s, A).hand.length).toBe(3);
    searchFor(b2);
    expect(onField()).toBe(2);
  });

  it("'lesser-boon-of-allurement': Class Locked (Cleric); the next phantasia this turn costs 2 less; (5) draw into memory, 1 less per phantasia you control, only once", () => {
    let s = asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 1 });
    const phantasia = defineCard({ slug: 'test-phantasia', name: 'Test Phantasia', types: ['PHANTASIA'], element: 'NORM', cost: reserve(2) }, {});
    let p1: string, p2: string;
    [s, p1] = addCard(withDef(s, phantasia), A, 'test-phantasia');
    [s, p2] = addCard(s, A, 'test-phantasia');
    [s] = bestowNew(s, A, scriptedDef('lesser-boon-of-allurement'));
    const boon = player(s, A).pantheon![0]!.card;
    // The first phantasia costs nothing: it goes on the stack with no reserve to choose.
    const hand = player(s, A).hand.length;
    s = settle(act(s, A, { type: 'activate', card: p1 }));
    expect(player(s, A).hand.length).toBe(hand - 1);
    // The second costs 2 again.
    s = settle(payReserveFor(act(s, A, { type: 'activate', card: p2 })));
    expect(player(s, A).hand.length).toBe(hand - 1 - 3);
    // Two phantasias: the ability costs 3.
    const before = player(s, A);
    s = settle(activateBoonAbility(s, A, boon));
    expect(before.hand.length - player(s, A).hand.length).toBe(3);
    expect(player(s, A).memory.length).toBe(before.memory.length + 3 + 1);
    expect(boonAbilities(s, A)).toEqual([]);
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 0 }, 'ability-tracking');
  });

  it("'lesser-boon-of-times-passage': draws a card into memory at the beginning of its player's recollection phase, twice in the game only", () => {
    let s = mainOf();
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-times-passage'));
    s = edit(s, (t) => { for (let i = 0; i < 8; i++) { const c = `ct${i}`; t.cards[c] = { owner: A, def: t.defs[t.cards[player(t, A).hand[0]!]!.def]!.slug }; player(t, A).hand = [...player(t, A).hand, c]; } });
    s = bestow(s, A, boon);
    // The card drawn into memory comes back to hand with the recollection; the deck tells the draws:
    // the draw phase's card, and the trigger's for two turns only.
    const drawn = [] as number[];
    for (let turn = 0; turn < 3; turn++) {
      const deck = player(s, A).mainDeck.length;
      s = passUntil(s, atMain('bob'));
      s = passUntil(s, atMain(A));
      drawn.push(deck - player(s, A).mainDeck.length);
    }
    expect(drawn).toEqual([2, 2, 1]);
    expect(player(s, A).pantheon![0]!.uses).toEqual({ 0: 2 });
  });
});

function payReserveFor(s: GameState): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') {
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
  }
  return s;
}

describe('Parvati', () => {
  it("'greater-boon-of-parvati': Level Locked 2; draws a card as it is gained; regalia its player controls can rest to shield a target unit from the next 1 damage this turn", () => {
    let s = asChampion(mainOf(), A, { classes: ['GUARDIAN'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-parvati'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    s = asChampion(s, A, { classes: ['GUARDIAN'], elements: ['NORM'], level: 2 });
    const regalia = defineCard({ slug: 'test-regalia-item', name: 'Test Regalia', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});
    const plain = defineCard({ slug: 'test-plain-item', name: 'Test Item', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {});
    let r: string, i: string, theirs: string;
    [s, r] = place(s, A, regalia);
    [s, i] = place(s, A, plain);
    [s, theirs] = place(s, 'bob', regalia);
    const abilitiesOf = (t: GameState, o: string) => legalActions(t, A).filter((a) => a.type === 'activateAbility' && a.object === o);
    expect(abilitiesOf(s, r)).toEqual([]);
    const hand = player(s, A).hand.length;
    s = bestow(s, A, boon);
    expect(player(s, A).hand.length).toBe(hand - 4 + 1);
    expect(abilitiesOf(s, r).length).toBe(1);
    expect(abilitiesOf(s, i)).toEqual([]);
    expect(s.objects[theirs]).toBeDefined();
    const me = player(s, A).champion!;
    s = useAbility(s, A, r, (abilitiesOf(s, r)[0] as { index: number }).index, [objectTarget(me)]);
    expect(s.objects[r]!.rested).toBe(true);
    const hit = defineCard({ slug: 'test-hit', name: 'Test Hit', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), 2)] });
    s = play(s, A, hit, [objectTarget(me)]);
    expect(s.objects[me]!.damage).toBe(1);
    s = play(s, A, hit, [objectTarget(me)]);
    expect(s.objects[me]!.damage).toBe(3); // the shield was used up
  });
});

describe('Rosen', () => {
  it("'lesser-boon-of-rosen': its player ignores the element requirements of non-advanced Automaton cards they activate; (3) summons a rested Powercell, only once", () => {
    let s = asChampion(mainOf(), A, { classes: ['WARRIOR'], elements: ['NORM'], level: 1 });
    const automaton = (element: Element) => defineCard({ slug: `test-automaton-${element}`.toLowerCase(), name: `Automaton ${element}`, types: ['ALLY'], subtypes: ['AUTOMATON'], element, cost: reserve(0), power: 1, life: 1 }, {});
    const fireAutomaton = automaton('FIRE');
    const arcaneAutomaton = automaton('ARCANE');
    const fireOther = probe('FIRE');
    s = withDef(s, scriptedDef('powercell'));
    expect(mayActivate(s, A, fireAutomaton)).toBe(false);
    let boon: string;
    [s, boon] = bestowNew(s, A, scriptedDef('lesser-boon-of-rosen'));
    expect(mayActivate(s, A, fireAutomaton)).toBe(true);
    expect(mayActivate(s, A, arcaneAutomaton)).toBe(false);
    expect(mayActivate(s, A, fireOther)).toBe(false);
    const hand = player(s, A).hand.length;
    s = settle(activateBoonAbility(s, A, boon, 1));
    expect(hand - player(s, A).hand.length).toBe(3);
    const cells = Object.values(s.objects).filter((o) => o.def === 'powercell');
    expect(cells.length).toBe(1);
    expect(cells[0]!.rested).toBe(true);
    expect(cells[0]!.controller).toBe(A);
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 1 }, 'ability-tracking');
  });
});

describe('Kanaloa', () => {
  it("'lesser-boon-of-kanaloa': water; as it is gained, any number of target players each put their top three cards into their graveyard", () => {
    let s = asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-kanaloa'));
    refuse(s, A, { type: 'bestow', card: boon }, 'playing-cards-bestowing-boons.md');
    s = asChampion(s, A, { classes: ['CLERIC'], elements: ['WATER'], level: 1 });
    const tops = (t: GameState) => Object.fromEntries(t.players.map((p) => [p.id, p.mainDeck.slice(0, 3)]));
    const before = tops(s);
    // Both players, then no more targets (the other seats are empty).
    s = act(s, A, { type: 'bestow', card: boon });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: 'bob' } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: A } });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([{ type: 'chooseTarget', target: null }]);
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'targets') s = act(s, A, { type: 'chooseTarget', target: null });
    s = settle(payReserveFor(s));
    for (const p of s.players) for (const c of before[p.id]!) expect(p.graveyard).toContain(c);
  });

  it("'lesser-boon-of-kanaloa': no target at all is a legal choice", () => {
    let s = asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['WATER'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-kanaloa'));
    const decks = s.players.map((p) => p.mainDeck.length);
    s = act(s, A, { type: 'bestow', card: boon });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'targets') s = act(s, A, { type: 'chooseTarget', target: null });
    s = settle(payReserveFor(s));
    expect(s.players.map((p) => p.mainDeck.length)).toEqual(decks);
    expect(player(s, A).pantheon![0]!.bestowed).toBe(true);
  });
});

describe('Isis', () => {
  /** Level Alice's champion up into `def` in her next materialize phase (memory filled to pay for it). */
  function levelUpInto(s: GameState, def: CardDef): GameState {
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug, 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === A);
    for (let i = 0; i < (def.level ?? 0); i++) [s] = addCard(s, A, player(s, A).hand[0] ? s.cards[player(s, A).hand[0]!]!.def : 'clumsy-apprentice', 'memory');
    s = act(s, A, { type: 'materialize', card });
    return settle(s);
  }

  it("'lesser-boon-of-isis': Class Locked (Cleric/Mage); empower 3 as it is gained; draws into memory the first time the champion levels up into a base level 3 card, once only", () => {
    let s = asChampion(mainOf(), A, { classes: ['WARRIOR'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-isis'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#class-locked');
    s = asChampion(s, A, { classes: ['MAGE'], elements: ['NORM'], level: 1 });
    s = bestow(s, A, boon);
    expect(s.empower).toEqual([{ player: A, amount: 3, turn: s.turn }]);
    const uses = () => player(s, A).pantheon![0]!.uses;
    // Into level 2: no draw.
    s = levelUpInto(s, { ...asChampionDef(2), slug: 'test-isis-two' });
    expect(champion(s, A).def).toBe('test-isis-two');
    expect(uses()).toBeUndefined();
    // Into level 3: a card drawn into memory.
    const deck = player(s, A).mainDeck.length;
    s = levelUpInto(s, { ...asChampionDef(3), slug: 'test-isis-three' });
    expect(champion(s, A).def).toBe('test-isis-three');
    expect(uses()).toEqual({ 0: 1 });
    expect(player(s, A).mainDeck.length).toBe(deck - 1 - 1); // its draw phase, then the trigger
    expect(player(s, A).memory.length).toBeGreaterThanOrEqual(1);
  });
});

function asChampionDef(level: number): CardDef {
  return defineCard({ slug: `test-mage-${level}`, name: `Test Mage ${level}`, types: ['CHAMPION'], subtypes: ['MAGE'], classes: ['MAGE'], element: 'NORM', cost: { kind: 'memory', value: level }, level, life: 30 }, {});
}

describe('Vritra', () => {
  it("'lesser-boon-of-vritra': fire; as it is gained each player draws, then each champion whose player has more than seven cards in hand and memory takes 2 damage", () => {
    let s = asChampion(mainOf(), A, { classes: ['MAGE'], elements: ['FIRE'], level: 1 });
    // Alice: six cards (seven after the draw: not more than seven). Bob: seven (eight after the draw).
    s = edit(s, (t) => {
      const a = player(t, A);
      const b = player(t, 'bob');
      const fill = (p: typeof a, n: number, tag: string) => {
        const slug = t.cards[p.mainDeck[0]!]!.def;
        p.hand = Array.from({ length: n }, (_, i) => { const c = `${tag}${i}`; t.cards[c] = { owner: p.id, def: slug }; return c; });
        p.memory = [];
      };
      fill(a, 6, 'cva');
      fill(b, 7, 'cvb');
    });
    const mine = player(s, A).champion!;
    const theirs = player(s, 'bob').champion!;
    [s] = bestowNew(s, A, scriptedDef('lesser-boon-of-vritra'));
    expect(player(s, A).hand.length + player(s, A).memory.length).toBe(7);
    expect(player(s, 'bob').hand.length + player(s, 'bob').memory.length).toBe(8);
    expect(s.objects[theirs]!.damage).toBe(2);
    expect(s.objects[mine]!.damage).toBe(0);
  });
});
