// DTR-era Aethercharge actions: each may load itself into an Aetherwing weapon its controller
// controls as it resolves (glossary/game-terms.md#load), besides its own effect.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { ChosenTarget, GameState } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, settle, withDefs } from '../amb/scenario.js';
import { legal } from '../doa/support.js';

const wing = defineCard({ slug: 'test-wing', name: 'Test Wing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const ranger = (s: GameState, who = A, elements: ('NORM' | 'FIRE' | 'WATER' | 'WIND' | 'ASTRA')[] = ['NORM']) =>
  asChampion(s, who, { classes: ['RANGER'], elements: [...elements, 'FIRE', 'WATER', 'WIND', 'ASTRA'] });
const warrior = (s: GameState, who = A) => asChampion(s, who, { classes: ['WARRIOR'], elements: ['NORM', 'FIRE', 'WATER', 'WIND', 'ASTRA'] });
const aliceMain = (): GameState => withDefs(newGame({ first: A }), wing);
const bobMain = (): GameState => withDefs(passUntil(newGame({ first: A }), atMain(B)), wing);
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');

/** Play a card with an Aetherwing on the field; `accept` answers the "may load". Returns the state, card and wing. */
function playWithWing(s: GameState, slug: string, targets: ChosenTarget[] = [], accept = true, who = A): { s: GameState; card: string; w: string } {
  let w: string;
  [s, w] = addObject(s, who, 'test-wing');
  let card: string;
  [s, card] = activate(s, who, scriptedDef(slug), targets);
  s = settle(s, { accept });
  return { s, card, w };
}

function loadedInto(s: GameState, w: string, card: string): boolean {
  return (s.objects[w]!.loaded ?? []).includes(card);
}

describe("'charge-the-soul'", () => {
  it('deals 1 damage to the target unit, then may load itself; floating memory only with the class bonus', () => {
    let s = ranger(aliceMain());
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    const r = playWithWing(s, 'charge-the-soul', [objectTarget(ally)]);
    expect(r.s.objects[ally]!.damage).toBe(1);
    expect(loadedInto(r.s, r.w, r.card)).toBe(true);
    expect(player(r.s, A).graveyard).not.toContain(r.card);
    const declined = playWithWing(ranger(aliceMain()), 'charge-the-soul', [objectTarget(champion(aliceMain(), B).id)], false);
    expect(player(declined.s, A).graveyard).toContain(declined.card);
    expect(floatingMemoryCards(declined.s, A)).toContain(declined.card);
    expect(floatingMemoryCards(warrior(declined.s), A)).not.toContain(declined.card);
  });
});

describe("'dissuading-aether'", () => {
  it("the target unit's attacks this turn get -3 power; then it may load itself", () => {
    const hit = (dissuade: boolean): number => {
      let s = ranger(bobMain(), B);
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
      let ally: string;
      [s, ally] = addObject(s, B, 'blitz-charger'); // power 3
      [s, ally] = addObject(s, B, 'blitz-charger');
      s = edit(s, (t) => { t.objects[ally]!.counters.buff = 1; }); // power 4
      if (dissuade) s = playWithWing(s, 'dissuading-aether', [objectTarget(ally)], true, B).s;
      s = act(s, B, { type: 'attack', attacker: ally });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      return champion(endOfCombat(s), A).damage;
    };
    expect(hit(false)).toBe(4);
    expect(hit(true)).toBe(1);
  });
});

describe("'drown-in-aether'", () => {
  it('gives a rested ally -3 life until end of turn; only a rested ally can be targeted', () => {
    let s = ranger(aliceMain());
    let rested: string, awake: string;
    [s, rested] = addObject(s, B, 'giant-tortoise', { rested: true }); // life 6
    [s, awake] = addObject(s, B, 'giant-tortoise');
    let card: string;
    [s, card] = addCard(withDefs(s, scriptedDef('drown-in-aether')), A, 'drown-in-aether');
    s = act(s, A, { type: 'activate', card });
    const targets = legal(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a.type === 'chooseTarget' ? a.target : null));
    expect(targets).toContainEqual(objectTarget(rested));
    expect(targets).not.toContainEqual(objectTarget(awake));
    let t = ranger(aliceMain());
    [t, rested] = addObject(t, B, 'giant-tortoise', { rested: true });
    const played = playWithWing(t, 'drown-in-aether', [objectTarget(rested)]);
    expect(life(played.s, rested)).toBe(3);
    expect(loadedInto(played.s, played.w, played.card)).toBe(true);
  });

  it('is fast only with the class bonus (it is slow otherwise)', () => {
    const canActivateOnBobsTurn = (s: GameState): boolean => {
      let card: string;
      [s, card] = addCard(withDefs(s, scriptedDef('drown-in-aether')), A, 'drown-in-aether');
      [s] = addObject(s, B, 'giant-tortoise', { rested: true });
      s = act(s, B, { type: 'pass' });
      return legal(s, A).some((a) => a.type === 'activate' && a.card === card);
    };
    expect(canActivateOnBobsTurn(ranger(bobMain()))).toBe(true);
    expect(canActivateOnBobsTurn(warrior(bobMain()))).toBe(false);
  });
});

describe("'fortifying-manashot'", () => {
  it('puts two durability counters on the target Aetherwing you control, then may load itself into one', () => {
    let s = ranger(aliceMain());
    let other: string;
    [s, other] = addObject(s, A, 'test-wing');
    const r = (() => {
      let t = s;
      let w: string;
      [t, w] = addObject(t, A, 'test-wing');
      let card: string;
      [t, card] = activate(t, A, scriptedDef('fortifying-manashot'), [objectTarget(other)]);
      t = passUntil(t, (u) => u.pending?.kind === 'may');
      t = act(t, A, { type: 'mayAnswer', accept: true });
      // Two Aetherwings: the load asks which one.
      expect(legal(t, A)).toContainEqual({ type: 'loadInto', object: other });
      t = settle(act(t, A, { type: 'loadInto', object: other }));
      return { t, w, card };
    })();
    expect(r.t.objects[other]!.counters.durability).toBe((s.objects[other]!.counters.durability ?? 0) + 2);
    expect(r.t.objects[other]!.loaded).toEqual([r.card]);
    expect(r.t.objects[r.w]!.loaded ?? []).toEqual([]);
  });
});

describe("'furnace-lavabolt'", () => {
  it('each player draws a card; it costs 1 less with the class bonus', () => {
    const cost = (s: GameState): number => {
      const before = player(s, A).hand.length;
      const [t] = activate(s, A, scriptedDef('furnace-lavabolt'));
      return before - player(t, A).hand.length;
    };
    expect(cost(ranger(aliceMain()))).toBe(2);
    expect(cost(warrior(aliceMain()))).toBe(3);
    const s = ranger(aliceMain());
    const bobHand = player(s, B).hand.length;
    const r = playWithWing(s, 'furnace-lavabolt');
    expect(player(r.s, B).hand).toHaveLength(bobHand + 1);
    expect(loadedInto(r.s, r.w, r.card)).toBe(true);
  });
});

describe("'infernal-manastreak'", () => {
  it('deals 2 damage to the target unit, 3 while your champion is distant', () => {
    const dmg = (distant: boolean): number => {
      let s = ranger(aliceMain());
      if (distant) s = edit(s, (t) => { t.objects[player(t, A).champion!]!.distant = true; });
      let ally: string;
      [s, ally] = addObject(s, B, 'giant-tortoise');
      return playWithWing(s, 'infernal-manastreak', [objectTarget(ally)], false).s.objects[ally]!.damage;
    };
    expect(dmg(false)).toBe(2);
    expect(dmg(true)).toBe(3);
  });
});

describe("'prudent-nock'", () => {
  it('draws a card into memory, then may load itself', () => {
    const s = ranger(aliceMain());
    const r = playWithWing(s, 'prudent-nock');
    expect(player(r.s, A).memory.length).toBeGreaterThan(0);
    const memoryBefore = player(activate(s, A, scriptedDef('prudent-nock'))[0], A).memory.length;
    expect(player(r.s, A).memory).toHaveLength(memoryBefore + 1);
    expect(loadedInto(r.s, r.w, r.card)).toBe(true);
  });
});

describe("'teasing-aerocharge'", () => {
  it('suppresses the target ally (it comes back at the next end phase), then may load itself', () => {
    let s = ranger(aliceMain());
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    const card = s.objects[ally]!.card!;
    const r = playWithWing(s, 'teasing-aerocharge', [objectTarget(ally)]);
    expect(r.s.objects[ally]).toBeUndefined();
    expect(player(r.s, B).banishment).toContain(card);
    expect(loadedInto(r.s, r.w, r.card)).toBe(true);
    const back = passUntil(r.s, (t) => Object.values(t.objects).some((o) => o.card === card));
    expect(back.phase).toBe('end');
  });
});

describe("'aetheric-reforging'", () => {
  it('banishes up to one target card in a graveyard, then may load itself', () => {
    let s = ranger(aliceMain());
    let theirs: string;
    [s, theirs] = addCard(s, B, 'blitz-mage', 'graveyard');
    const r = playWithWing(s, 'aetheric-reforging', [{ kind: 'card', id: theirs }]);
    expect(player(r.s, B).banishment).toContain(theirs);
    expect(loadedInto(r.s, r.w, r.card)).toBe(true);
  });
});

describe("'manaflare-barrage'", () => {
  it('deals 2 damage to every unit but your champion (3 while it is distant); costs 2 less with the class bonus', () => {
    const run = (distant: boolean) => {
      let s = ranger(aliceMain());
      if (distant) s = edit(s, (t) => { t.objects[player(t, A).champion!]!.distant = true; });
      let mine: string, theirs: string;
      [s, mine] = addObject(s, A, 'giant-tortoise');
      [s, theirs] = addObject(s, B, 'giant-tortoise');
      const r = playWithWing(s, 'manaflare-barrage');
      return { mine: r.s.objects[mine]!.damage, theirs: r.s.objects[theirs]!.damage, me: champion(r.s, A).damage, them: champion(r.s, B).damage, loaded: loadedInto(r.s, r.w, r.card) };
    };
    expect(run(false)).toEqual({ mine: 2, theirs: 2, me: 0, them: 2, loaded: true });
    expect(run(true)).toEqual({ mine: 3, theirs: 3, me: 0, them: 3, loaded: true });
    const cost = (s: GameState): number => {
      const before = player(s, A).hand.length;
      const [t] = activate(s, A, scriptedDef('manaflare-barrage'));
      return before - player(t, A).hand.length;
    };
    expect(cost(ranger(aliceMain()))).toBe(3);
    expect(cost(warrior(aliceMain()))).toBe(5);
  });
});

describe("'constellations-blessing'", () => {
  it('with the class bonus draws a card and may load itself; without it does nothing', () => {
    const s = ranger(aliceMain());
    const deck = player(s, A).mainDeck.length;
    const r = playWithWing(s, 'constellations-blessing');
    expect(player(r.s, A).mainDeck).toHaveLength(deck - 1);
    expect(loadedInto(r.s, r.w, r.card)).toBe(true);
    const w = warrior(aliceMain());
    const r2 = playWithWing(w, 'constellations-blessing');
    expect(player(r2.s, A).mainDeck).toHaveLength(player(w, A).mainDeck.length);
    expect(loadedInto(r2.s, r2.w, r2.card)).toBe(false);
    expect(player(r2.s, A).graveyard).toContain(r2.card);
  });

  it('has aethercalling only with the astra element bonus: glimpsed, it may be loaded', () => {
    const canCall = (elements: ('NORM' | 'ASTRA')[]): boolean => {
      let s = asChampion(aliceMain(), A, { classes: ['RANGER'], elements: [...elements, 'WATER'] });
      let w: string, c: string;
      [s, w] = addObject(s, A, 'test-wing');
      [s, c] = addCard(withDefs(s, scriptedDef('constellations-blessing'), scriptedDef('undercurrent-vantage')), A, 'constellations-blessing', 'mainDeck');
      s = edit(s, (t) => { const d = player(t, A).mainDeck; t.players.find((p) => p.id === A)!.mainDeck = [c, ...d.filter((x) => x !== c)]; });
      [s] = activate(s, A, scriptedDef('undercurrent-vantage'));
      s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
      return legal(s, A).some((a) => a.type === 'aethercall' && a.card === c && a.weapon === w);
    };
    expect(canCall(['NORM', 'ASTRA'])).toBe(true);
    expect(canCall(['NORM'])).toBe(false);
  });
});

describe("'sidereal-spellshot'", () => {
  it('with the class bonus glimpses X (its X), then may load itself', () => {
    let s = ranger(aliceMain());
    let w: string, card: string;
    [s, w] = addObject(s, A, 'test-wing');
    [s, card] = addCard(withDefs(s, scriptedDef('sidereal-spellshot')), A, 'sidereal-spellshot');
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activate', card });
    const x = legal(s, A).find((a) => a.type === 'declareX' && a.x === 2);
    expect(x).toBeDefined();
    s = act(s, A, x!);
    while (s.pending?.kind === 'activation') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' ? s.pending.cards.length : 0).toBe(2);
    s = settle(s, { accept: true });
    expect(loadedInto(s, w, card)).toBe(true);
  });
});

describe("'undercurrent-vantage'", () => {
  it('glimpses 3 and your champion becomes distant; floating memory with the class bonus', () => {
    let [s, card] = activate(ranger(aliceMain()), A, scriptedDef('undercurrent-vantage'));
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' ? s.pending.cards.length : 0).toBe(3);
    s = settle(s);
    expect(champion(s, A).distant).toBe(true);
    expect(floatingMemoryCards(s, A)).toContain(card);
    expect(floatingMemoryCards(warrior(s), A)).not.toContain(card);
  });
});
