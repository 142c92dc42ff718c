// Boons whose gaining picks objects or cards: Siegeable domains, banished regalia, an ally for buff counters.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, summonToken } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Effect } from '../../../src/cards/vocabulary.js';
import { createGame, legalActions } from '../../../src/engine/index.js';
import { currentPower } from '../../../src/engine/state/query.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, newGame, passUntil, player, refuse, setupFor } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle } from '../amb/scenario.js';
import { bestow, presentBoon } from './boon-scenario.js';

const mainOf = (who: PlayerId = A) => passUntil(newGame(), atMain(who));
const domain = (slug: string, siegeable = true): CardDef =>
  defineCard({ slug, name: slug, types: ['DOMAIN'], subtypes: siegeable ? ['SIEGEABLE'] : [], element: 'NORM', cost: reserve(0), durability: 5 }, {});
const objectChoices = (s: GameState, who: PlayerId) =>
  legalActions(s, who).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));

describe('Parvati (lesser)', () => {
  function setUp(): { s: GameState; mine: string; theirs: string; plain: string; boon: string } {
    let s = mainOf();
    let mine: string, theirs: string, plain: string, boon: string;
    [s, mine] = place(s, A, domain('test-parvati-mine'), { counters: { durability: 5 } });
    [s, theirs] = place(s, B, domain('test-parvati-theirs'), { counters: { durability: 5 } });
    [s, plain] = place(s, A, domain('test-parvati-plain', false));
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-parvati'));
    s = passUntil(bestow(s, A, boon), (t) => t.pending?.kind === 'chooseObjects');
    return { s, mine, theirs, plain, boon };
  }

  it("'lesser-boon-of-parvati': a Siegeable domain of any player is chosen; six durability counters on one of its player's own", () => {
    const { s: start, mine, theirs, plain } = setUp();
    expect(objectChoices(start, A).sort()).toEqual([mine, theirs].sort());
    expect(objectChoices(start, A)).not.toContain(plain);
    const s = settle(act(start, A, { type: 'chooseTarget', target: objectTarget(mine) }));
    expect(s.objects[mine]!.counters.durability).toBe(11);
    expect(s.objects[theirs]!.counters.durability).toBe(5);
  });

  it("'lesser-boon-of-parvati': three durability counters on another player's Siegeable domain", () => {
    const { s: start, mine, theirs } = setUp();
    const s = settle(act(start, A, { type: 'chooseTarget', target: objectTarget(theirs) }));
    expect(s.objects[theirs]!.counters.durability).toBe(8);
    expect(s.objects[mine]!.counters.durability).toBe(5);
  });
});

describe('Awilix (lesser)', () => {
  const regalia = defineCard({ slug: 'test-awilix-regalia', name: 'Regalia', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});
  const plainCard = defineCard({ slug: 'test-awilix-plain', name: 'Plain', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});

  it("'lesser-boon-of-awilix': fast; up to four target regalia cards from any banishment go to their owners' material decks", () => {
    let s = mainOf();
    const banished: string[] = [];
    let c: string;
    for (const who of [A, A, B, B, B]) { [s, c] = addCard(edit(s, (t) => { t.defs[regalia.slug] = regalia; }), who, regalia.slug, 'banishment'); banished.push(c); }
    let plain: string;
    [s, plain] = addCard(edit(s, (t) => { t.defs[plainCard.slug] = plainCard; }), B, plainCard.slug, 'banishment');
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-awilix'));
    s = act(s, A, { type: 'bestow', card: boon });
    const cards = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(cards.sort()).toEqual([...banished].sort());
    expect(cards).not.toContain(plain);
    for (const id of banished.slice(1)) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id } });
    // Four chosen: no fifth target is asked for.
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage === 'targets').toBe(false);
    s = settle(s);
    expect(player(s, A).materialDeck).toContain(banished[1]);
    for (const id of banished.slice(2)) expect(player(s, B).materialDeck).toContain(id);
    expect(player(s, A).banishment).toContain(banished[0]);
    expect(player(s, B).banishment).toContain(plain);
  });

  it("'lesser-boon-of-awilix': no target at all is a legal choice", () => {
    let s = mainOf();
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-awilix'));
    s = act(s, A, { type: 'bestow', card: boon });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'targets') s = act(s, A, { type: 'chooseTarget', target: null });
    s = settle(s);
    expect(player(s, A).pantheon![0]!.bestowed).toBe(true);
  });
});

describe('the Underdog (greater)', () => {
  it("'greater-boon-of-the-underdog': Level Locked 2; draws two and puts two buff counters on an ally its player chooses", () => {
    let s = asChampion(mainOf(), A, { classes: ['WARRIOR'], elements: ['NORM'], level: 2 });
    s = edit(s, (t) => {
      const slug = t.cards[player(t, A).mainDeck[0]!]!.def;
      for (let i = 0; i < 4; i++) { const c = `cu${i}`; t.cards[c] = { owner: A, def: slug }; player(t, A).hand = [...player(t, A).hand, c]; }
    });
    const ally = (slug: string): CardDef => defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
    let one: string, two: string, theirs: string;
    [s, one] = place(s, A, ally('test-underdog-one'));
    [s, two] = place(s, A, ally('test-underdog-two'));
    [s, theirs] = place(s, B, ally('test-underdog-theirs'));
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-the-underdog'));
    refuse(asChampion(s, A, { classes: ['WARRIOR'], elements: ['NORM'], level: 1 }), A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    const hand = player(s, A).hand.length;
    s = bestow(s, A, boon);
    const choices = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(choices.sort()).toEqual([one, two].sort());
    expect(choices).not.toContain(theirs);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(two) }));
    expect(s.objects[two]!.counters.buff).toBe(2);
    expect(s.objects[one]!.counters.buff ?? 0).toBe(0);
    expect(player(s, A).hand.length).toBe(hand - 3 + 2);
  });

  it("'greater-boon-of-the-underdog': only if its player's starting main deck held no unique card", () => {
    const unique = defineCard({ slug: 'test-underdog-unique', name: 'Test Unique', types: ['ACTION'], supertypes: ['UNIQUE'], element: 'NORM', cost: reserve(0) }, {});
    const game = (withUnique: boolean) => {
      const setup = setupFor(1);
      setup.firstPlayer = A;
      setup.defs = [...setup.defs, scriptedDef('greater-boon-of-the-underdog'), unique];
      for (const p of setup.players) {
        p.deck = { ...p.deck, boons: ['greater-boon-of-the-underdog'] };
        if (withUnique && p.id === A) p.deck = { ...p.deck, main: [unique.slug, ...p.deck.main.slice(1)] };
      }
      let s = asChampion(passUntil(createGame(setup), atMain(A)), A, { classes: ['WARRIOR'], elements: ['NORM'], level: 2 });
      s = edit(s, (t) => {
        const slug = t.cards[player(t, A).mainDeck[0]!]!.def;
        for (let i = 0; i < 4; i++) { const c = `cv${i}`; t.cards[c] = { owner: A, def: slug }; player(t, A).hand = [...player(t, A).hand, c]; }
      });
      return s;
    };
    const blocked = game(true);
    refuse(blocked, A, { type: 'bestow', card: player(blocked, A).pantheon![0]!.card }, 'playing-cards-bestowing-boons.md');
    // The unique card leaving the deck later changes nothing: it is the starting deck that counts.
    const emptied = edit(blocked, (t) => { for (const p of t.players) p.mainDeck = p.mainDeck.filter((c) => t.cards[c]!.def !== 'test-underdog-unique'); });
    refuse(emptied, A, { type: 'bestow', card: player(emptied, A).pantheon![0]!.card }, 'playing-cards-bestowing-boons.md');
    const fine = game(false);
    expect(legalActions(fine, A).some((a) => a.type === 'bestow')).toBe(true);
  });
});

/** Alice's hand: six plain cards to pay with (no Horse among them). */
function padHand(s: GameState, tag: string): GameState {
  const plain = defineCard({ slug: 'test-horses-padding', name: 'Padding', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});
  return edit(s, (t) => {
    t.defs[plain.slug] = plain;
    player(t, A).hand = Array.from({ length: 6 }, (_, i) => { const x = `${tag}${i}`; t.cards[x] = { owner: A, def: plain.slug }; return x; });
  });
}

describe('Horses (greater)', () => {
  const horse = (slug: string, cost: number, subtypes = ['ANIMAL', 'HORSE']): CardDef =>
    defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(cost), power: 2, life: 2 }, {});

  it("'greater-boon-of-horses': Class Locked, Level Locked 2; Horse allies from memory with total reserve cost up to 10 enter with a buff counter, then one draw into memory each", () => {
    let s = asChampion(mainOf(), A, { classes: ['WARRIOR'], elements: ['NORM'], level: 2 });
    s = edit(s, (t) => { player(t, A).memory = []; });
    const defs = [horse('test-horse-six', 6), horse('test-horse-four', 4), horse('test-horse-one', 1), horse('test-not-horse', 1, ['ANIMAL'])];
    const ids: string[] = [];
    let c: string;
    for (const d of defs) { [s, c] = addCard(edit(s, (t) => { t.defs[d.slug] = d; }), A, d.slug, 'memory'); ids.push(c); }
    const [six, four, one, notHorse] = ids as [string, string, string, string];
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-horses'));
    refuse(asChampion(s, A, { classes: ['MAGE'], elements: ['NORM'], level: 2 }), A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#class-locked');
    refuse(asChampion(s, A, { classes: ['TAMER'], elements: ['NORM'], level: 1 }), A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    s = padHand(s, 'ch');
    s = passUntil(bestow(s, A, boon), (t) => t.pending?.kind === 'pickCards');
    const cards = () => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(cards().sort()).toEqual([six, four, one].sort());
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: six } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: four } });
    // Ten reached: the one-cost Horse would go over, so the picks are complete.
    expect(s.pending?.kind).not.toBe('pickCards');
    s = settle(s);
    const entered = Object.values(s.objects).filter((o) => o.def === 'test-horse-six' || o.def === 'test-horse-four');
    expect(entered).toHaveLength(2);
    for (const o of entered) expect([o.controller, o.counters.buff]).toEqual([A, 1]);
    expect(player(s, A).memory).toContain(one);
    expect(player(s, A).memory).toContain(notHorse);
    // Its cost of 6 went to memory, then two cards were drawn into it.
    expect(player(s, A).memory.length).toBe(2 + 6 + 2);
  });

  it("'greater-boon-of-horses': any amount, none included: nothing enters and nothing is drawn", () => {
    let s = asChampion(mainOf(), A, { classes: ['TAMER'], elements: ['NORM'], level: 2 });
    const d = horse('test-horse-lone', 2);
    [s] = addCard(edit(s, (t) => { t.defs[d.slug] = d; player(t, A).memory = []; }), A, d.slug, 'memory');
    s = padHand(s, 'ci');
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-horses'));
    s = passUntil(bestow(s, A, boon), (t) => t.pending?.kind === 'pickCards');
    s = settle(act(s, A, { type: 'chooseTarget', target: null }));
    expect(Object.values(s.objects).some((o) => o.def === 'test-horse-lone')).toBe(false);
    expect(player(s, A).memory.length).toBe(1 + 6);
  });
});

describe('Enki (greater)', () => {
  const token = (slug: string, cost: number): CardDef => defineCard({ slug, name: slug, types: ['TOKEN', 'ITEM'], element: 'NORM', cost: reserve(cost) }, {});
  const summoner = (slug: string, effects: Effect[]): CardDef =>
    defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: effects });
  const count = (s: GameState, slug: string) => Object.values(s.objects).filter((o) => o.def === slug).length;
  /** Let everything resolve, picking the first object offered whenever one must be chosen. */
  function settleChoosing(s: GameState): GameState {
    for (let i = 0; i < 20; i++) {
      s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
      if (s.pending?.kind !== 'chooseObjects') return s;
      const pick = legalActions(s, s.pending.player).find((a) => a.type === 'chooseTarget')!;
      s = act(s, s.pending.player, pick);
    }
    return s;
  }
  const cast = (s: GameState, who: PlayerId, d: CardDef): GameState => {
    let card: string;
    [s, card] = addCard(edit(s, (t) => { t.defs[d.slug] = d; }), who, d.slug);
    return settleChoosing(act(s, who, { type: 'activate', card }));
  };

  function gained(): GameState {
    let s = asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 2 });
    for (const d of [token('test-enki-cheap', 1), token('test-enki-free', 0), token('test-enki-dear', 2)]) s = edit(s, (t) => { t.defs[d.slug] = d; });
    s = edit(s, (t) => { for (let i = 0; i < 6; i++) { const x = `ce${i}`; t.cards[x] = { owner: A, def: t.cards[player(t, A).mainDeck[0]!]!.def }; player(t, A).hand = [...player(t, A).hand, x]; } });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-enki'));
    const hand = player(s, A).hand.length;
    s = settle(bestow(s, A, boon));
    expect(player(s, A).hand.length).toBe(hand - 5 + 1);
    return s;
  }

  it("'greater-boon-of-enki': Level Locked 2; draws a card; the first summoning of tokens with reserve cost 1 or less each turn summons a copy of one of them", () => {
    let s = asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 1 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-enki'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    s = gained();
    // A two-cost token: no trigger.
    s = cast(s, A, summoner('test-enki-dear-summoner', [summonToken('test-enki-dear', 1)]));
    expect(count(s, 'test-enki-dear')).toBe(1);
    // A free token: a copy of it.
    s = cast(s, A, summoner('test-enki-free-summoner', [summonToken('test-enki-free', 1)]));
    expect(count(s, 'test-enki-free')).toBe(2);
    // Only the first time each turn.
    s = cast(s, A, summoner('test-enki-again', [summonToken('test-enki-cheap', 1)]));
    expect(count(s, 'test-enki-cheap')).toBe(1);
    // Bob's summons: nothing for Alice.
    s = passUntil(s, atMain('bob'));
    s = cast(s, 'bob', summoner('test-enki-bob', [summonToken('test-enki-cheap', 1)]));
    expect(Object.values(s.objects).filter((o) => o.def === 'test-enki-cheap' && o.controller === 'bob')).toHaveLength(1);
    // Alice's next turn: again, one copy for two tokens summoned at once.
    s = passUntil(s, atMain(A));
    const before = count(s, 'test-enki-cheap');
    s = cast(s, A, summoner('test-enki-next', [summonToken('test-enki-cheap', 2)]));
    expect(count(s, 'test-enki-cheap')).toBe(before + 3);
  });

  it("'greater-boon-of-enki': the copy is of one of the tokens just summoned, picked by its player", () => {
    let s = gained();
    let old: string;
    [s, old] = place(s, A, token('test-enki-cheap', 1));
    let card: string;
    const d = summoner('test-enki-pair', [summonToken('test-enki-cheap', 2)]);
    [s, card] = addCard(edit(s, (t) => { t.defs[d.slug] = d; }), A, d.slug);
    s = passUntil(act(s, A, { type: 'activate', card }), (t) => t.pending?.kind === 'chooseObjects');
    const options = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(options).toHaveLength(2);
    expect(options).not.toContain(old); // not a token summoned in that batch
    s = settleChoosing(act(s, A, { type: 'chooseTarget', target: objectTarget(options[1]!) }));
    expect(count(s, 'test-enki-cheap')).toBe(4);
  });
});

describe('Dux (greater)', () => {
  const fosterAlly = (slug: string, element: 'NORM' | 'FIRE' | 'ARCANE', keywords: CardDef['keywords'] = ['foster']): CardDef =>
    ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element, cost: reserve(0), power: 1, life: 2 }, {}), keywords });
  const fosterer = defineCard({ slug: 'test-dux-fosterer', name: 'Fosterer', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [{ kind: 'ally' }], onResolve: [{ op: 'foster', subject: { ref: 'target', index: 0 } }] });
  const mayActivate = (s: GameState, d: CardDef) => {
    let card: string;
    [s, card] = addCard(edit(s, (t) => { t.defs[d.slug] = d; }), A, d.slug);
    return legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
  };
  const training = (s: GameState) => player(s, A).pantheon![0]!.counters?.training ?? 0;
  const foster = (s: GameState, ally: string): GameState => {
    let card: string;
    [s, card] = addCard(edit(s, (t) => { t.defs[fosterer.slug] = fosterer; }), A, fosterer.slug);
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(ally) });
    return settle(s);
  };

  it("'greater-boon-of-dux': its player ignores the elemental requirements of non-advanced ally cards with foster they activate", () => {
    let s = asChampion(mainOf(), A, { classes: ['GUARDIAN'], elements: ['NORM'], level: 1 });
    expect(mayActivate(s, fosterAlly('test-dux-fire-foster', 'FIRE'))).toBe(false);
    [s] = presentBoon(s, A, scriptedDef('greater-boon-of-dux'));
    s = bestow(s, A, player(s, A).pantheon![0]!.card);
    expect(mayActivate(s, fosterAlly('test-dux-fire-foster', 'FIRE'))).toBe(true);
    expect(mayActivate(s, fosterAlly('test-dux-fire-plain', 'FIRE', []))).toBe(false);
    expect(mayActivate(s, fosterAlly('test-dux-arcane-foster', 'ARCANE'))).toBe(false);
  });

  it("'greater-boon-of-dux': a training counter on it each time an ally of its player becomes fostered; from two on, that player's allies get +1 power and foster themselves as they enter", () => {
    let s = asChampion(mainOf(), A, { classes: ['GUARDIAN'], elements: ['NORM'], level: 1 });
    [s] = presentBoon(s, A, scriptedDef('greater-boon-of-dux'));
    s = bestow(s, A, player(s, A).pantheon![0]!.card);
    let one: string, two: string, theirs: string;
    [s, one] = place(s, A, fosterAlly('test-dux-one', 'NORM', []));
    [s, two] = place(s, A, fosterAlly('test-dux-two', 'NORM', []));
    [s, theirs] = place(s, 'bob', fosterAlly('test-dux-theirs', 'NORM', []));
    s = foster(s, theirs);
    expect(training(s)).toBe(0);
    s = foster(s, one);
    expect(training(s)).toBe(1);
    expect(currentPower(s, s.objects[two]!)).toBe(1);
    s = foster(s, two);
    expect(training(s)).toBe(2);
    expect(currentPower(s, s.objects[one]!)).toBe(2);
    expect(currentPower(s, s.objects[theirs]!)).toBe(1);
    // A new ally fosters itself as it enters (a third counter).
    const fresh = fosterAlly('test-dux-fresh', 'NORM', []);
    let card: string;
    [s, card] = addCard(edit(s, (t) => { t.defs[fresh.slug] = fresh; }), A, fresh.slug);
    s = settle(act(s, A, { type: 'activate', card }));
    const entered = Object.values(s.objects).find((o) => o.def === 'test-dux-fresh')!;
    expect(entered.fostered).toBe(true);
    expect(training(s)).toBe(3);
  });
});
