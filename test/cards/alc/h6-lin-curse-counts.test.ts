// h6-lin: amounts that count the Curse cards in champions' lineages (effects/counting.ts, scaled-amounts.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, atMain, champion, edit, newGame, passUntil, payReserve, player } from '../../engine/helpers.js';
import { activate, asChampion, place } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, costNow, drive } from '../amb/amb1-support.js';
import { withDef } from '../../engine/helpers.js';
import { memory } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';

const UM: Element[] = [...ALL, 'UMBRA'];
const diana = defineCard({ slug: 'test-h6c-diana', name: 'Diana, Test Champion', types: ['CHAMPION'], subtypes: ['RANGER'], classes: ['RANGER'], element: UM, cost: memory(1), level: 1, life: 40 }, {});
/** Alice's champion becomes a Diana (her Champion Bonus holds), of umbra too. */
const asDiana = (s: GameState): GameState => edit(withDef(s, diana), (t) => { t.objects[player(t, A).champion!]!.def = diana.slug; });

const curse = defineCard({ slug: 'test-h6c-curse', name: 'Test Curse', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1) }, {});
const filler = defineCard({ slug: 'test-h6c-filler', name: 'Test Filler', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

function curses(s: GameState, who: PlayerId, n: number): GameState {
  let ids: string[];
  [s, ids] = addCards(s, who, curse, 'graveyard', n);
  return edit(s, (t) => {
    player(t, who).graveyard = player(t, who).graveyard.filter((c) => !ids.includes(c));
    const o = t.objects[player(t, who).champion!]!;
    o.lineage = [...ids, ...o.lineage];
  });
}

/** `who` holds exactly `hand` filler cards and `mem` memory cards. */
function holding(s: GameState, who: PlayerId, hand: number, mem: number): GameState {
  s = edit(s, (t) => { player(t, who).hand = []; player(t, who).memory = []; });
  [s] = addCards(s, who, filler, 'hand', hand);
  if (mem) [s] = addCards(s, who, filler, 'memory', mem);
  return s;
}

describe("'accursed-strength'", () => {
  const card = scriptedDef('accursed-strength');
  const drawn = (curseCount: number, influence: number): number => {
    let s = curses(holding(aliceAs({ classes: ['RANGER'], elements: UM }), A, influence, 0), A, curseCount);
    [s] = activate(s, A, card); // the cards paid go to memory: influence stays the same
    const deck = player(s, A).mainDeck.length;
    s = drive(s);
    return deck - player(s, A).mainDeck.length;
  };

  it('draws 3 plus the Curse cards in your lineage minus your influence, as it resolves', () => {
    expect(drawn(3, 2)).toBe(4);
    expect(drawn(0, 2)).toBe(1);
  });

  it('ruling: a negative amount draws nothing', () => {
    expect(drawn(0, 5)).toBe(0);
  });

  it('costs 1 less with Diana as champion', () => {
    const s = aliceAs({ classes: ['RANGER'], elements: UM });
    expect(costNow(s, A, card)).toBe(2);
    expect(costNow(asDiana(s), A, card)).toBe(1);
  });
});

describe("'umbral-tithe'", () => {
  const card = scriptedDef('umbral-tithe');

  it("costs 1 less per Curse card in each champion's lineage", () => {
    let s = aliceAs({ classes: ['CLERIC'], elements: UM });
    expect(costNow(s, A, card)).toBe(5);
    s = curses(curses(s, A, 1), B, 2);
    expect(costNow(s, A, card)).toBe(2);
  });

  it('each player draws two into memory; then 4 damage to each champion whose player has six or more memory cards', () => {
    let s = curses(curses(aliceAs({ classes: ['CLERIC'], elements: UM }), A, 3), B, 2); // it costs 0
    s = holding(holding(s, A, 0, 4), B, 0, 3);
    [s] = activate(s, A, card);
    s = drive(s);
    expect(player(s, A).memory.length).toBe(6);
    expect(player(s, B).memory.length).toBe(5);
    expect(champion(s, A).damage).toBe(4);
    expect(champion(s, B).damage).toBe(0);
  });
});

describe("'nox-final-release'", () => {
  const nox = scriptedDef('nox-final-release');
  const gun: CardDef = defineCard({ slug: 'test-h6c-gun', name: 'Test Gun', types: ['WEAPON'], subtypes: ['GUN'], element: 'NORM', cost: reserve(0), power: 1, durability: 5 }, {});

  it("costs 2 less per Curse card in your champion's lineage", () => {
    let s = aliceAs({ classes: ['RANGER'], elements: UM });
    expect(costNow(s, A, nox)).toBe(10);
    s = curses(curses(s, A, 3), B, 2);
    expect(costNow(s, A, nox)).toBe(4);
  });

  /** Alice (Diana, or another Ranger) on her second turn with Nox loaded into her Gun by its On Enter. */
  function loaded(diana: boolean): { s: GameState; weapon: string } {
    let s = asChampion(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, { elements: UM, classes: ['RANGER'] });
    if (diana) s = asDiana(s);
    s = curses(s, A, 5); // Nox costs 0
    let weapon: string;
    [s, weapon] = place(s, A, gun);
    [s] = activate(s, A, nox);
    s = drive(s, (t, legal) => (t.pending ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === weapon) : undefined));
    return { s, weapon };
  }

  it('on enter it is loaded into an unloaded Gun you control', () => {
    const { s, weapon } = loaded(false);
    expect(s.objects[weapon]!.loaded?.length).toBe(1);
    expect(Object.values(s.objects).some((o) => o.def === 'nox-final-release')).toBe(false);
  });

  function hitWith(diana: boolean, bobHand: number): GameState {
    let { s, weapon } = loaded(diana);
    s = holding(s, B, bobHand, 0);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    return drive(s, (t, legal) => (t.pending?.kind === 'chooseCard' ? legal.find((a) => a.type === 'chooseCard') : undefined), 600);
  }

  it("Diana: on champion hit, that opponent discards four; at influence four or less then, the hit champion is destroyed", () => {
    const s = hitWith(true, 8);
    expect(player(s, B).hand.length).toBe(4);
    expect(player(s, B).lost || !player(s, B).champion).toBe(true);
  });

  it('Diana: with more than four influence left, the champion stays', () => {
    const s = hitWith(true, 9);
    expect(player(s, B).hand.length).toBe(5);
    expect(player(s, B).lost).toBe(false);
    expect(player(s, B).champion).toBeTruthy();
  });

  it('without Diana, the hit does nothing more', () => {
    const s = hitWith(false, 8);
    expect(player(s, B).hand.length).toBe(8);
    expect(player(s, B).lost).toBe(false);
  });
});

void legalActions; void payReserve;

describe("'anathemas-end'", () => {
  const bullet = scriptedDef('anathemas-end');
  const gun: CardDef = defineCard({ slug: 'test-h6a-gun', name: 'Test Gun', types: ['WEAPON'], subtypes: ['GUN'], element: 'NORM', cost: reserve(0), power: 1, durability: 5 }, {});
  const smash = defineCard({ slug: 'test-h6a-smash', name: 'Test Smash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
    { targets: [{ kind: 'object' }], onResolve: [{ op: 'destroy', subject: { ref: 'target', index: 0 } }] });

  /** Alice (of `cls`) on her second turn with Anathema's End loaded (by its rest ability) into her Gun. */
  function loaded(cls: string): { s: GameState; weapon: string; card: string } {
    let s = asChampion(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, { elements: UM, classes: [cls] });
    let weapon: string, item: string;
    [s, weapon] = place(s, A, gun);
    [s, item] = place(s, A, bullet);
    const card = s.objects[item]!.card!;
    s = act(s, A, { type: 'activateAbility', object: item, index: 0 });
    s = drive(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: weapon } }));
    return { s, weapon, card };
  }

  function hit(cls: string, bobCurses: number): GameState {
    let { s, weapon } = loaded(cls);
    s = curses(s, B, bobCurses);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    return drive(s, undefined, 600);
  }

  it('rest: it is loaded into the targeted unloaded Gun', () => {
    const { s, weapon, card } = loaded('RANGER');
    expect(s.objects[weapon]!.loaded).toEqual([card]);
  });

  it("class bonus, on champion hit: every Curse card of the hit champion's lineage is banished, 2 unpreventable damage each", () => {
    const none = hit('RANGER', 0);
    const two = hit('RANGER', 2);
    expect(champion(two, B).lineage.filter((c) => two.cards[c]!.def === 'test-h6c-curse')).toEqual([]);
    expect(player(two, B).banishment.filter((c) => two.cards[c]!.def === 'test-h6c-curse').length).toBe(2);
    expect(champion(two, B).damage - champion(none, B).damage).toBe(4);
  });

  it('without the class bonus, nothing is banished', () => {
    const s = hit('WARRIOR', 2);
    expect(champion(s, B).lineage.filter((c) => s.cards[c]!.def === 'test-h6c-curse').length).toBe(2);
  });

  it('ruling: while loaded, if its Gun leaves the field, it goes to the graveyard', () => {
    let { s, weapon, card } = loaded('RANGER');
    [s] = activate(s, A, smash, [{ kind: 'object', id: weapon }]);
    s = drive(s);
    expect(s.objects[weapon]).toBeUndefined();
    expect(player(s, A).graveyard).toContain(card);
  });
});
