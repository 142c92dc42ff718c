// DTR-era Ranger allies with ranged, and small Ranger, Guardian and Mage actions (distance,
// prevention, stealth, damage, bounce).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, settle, withDefs } from '../amb/scenario.js';
import { bolt } from '../doa/round2-helpers.js';
import { testAlly } from '../guardian-warrior-support.js';

const as = (s: GameState, who: string, cls: string, level = 1) =>
  asChampion(s, who, { classes: [cls], elements: ['NORM', 'FIRE', 'WATER', 'WIND', 'ASTRA'], level });
const bobMain = (): GameState => passUntil(newGame({ first: A }), atMain(B));
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

/** Bob's unit `attacker` attacks Alice's champion; the damage her champion takes. */
function hitAlice(s: GameState, attacker: string): number {
  s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
  const before = champion(s, A).damage;
  s = act(s, B, { type: 'attack', attacker });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  return champion(endOfCombat(s), A).damage - before;
}

function rangedAlly(slug: string, cls: string, distant: boolean): number {
  let s = as(bobMain(), B, cls);
  let ally: string;
  [s, ally] = place(s, B, scriptedDef(slug), distant ? { distant: true } : {});
  return hitAlice(s, ally);
}

describe("'corsair-captain'", () => {
  it('has ranged 2, and floating memory with the class bonus', () => {
    expect(rangedAlly('corsair-captain', 'WARRIOR', true) - rangedAlly('corsair-captain', 'WARRIOR', false)).toBe(2);
    let s = as(newGame({ first: A }), A, 'RANGER');
    let card: string;
    [s, card] = addCard(withDefs(s, scriptedDef('corsair-captain')), A, 'corsair-captain', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
    expect(floatingMemoryCards(as(s, A, 'GUARDIAN'), A)).not.toContain(card);
  });
});

describe("'seasoned-archer'", () => {
  it('has ranged 3 only with the class bonus', () => {
    expect(rangedAlly('seasoned-archer', 'RANGER', true) - rangedAlly('seasoned-archer', 'RANGER', false)).toBe(3);
    expect(rangedAlly('seasoned-archer', 'WARRIOR', true) - rangedAlly('seasoned-archer', 'WARRIOR', false)).toBe(0);
  });
});

describe("'trained-sharpshooter'", () => {
  it('has ranged 2 only with the class bonus', () => {
    expect(rangedAlly('trained-sharpshooter', 'RANGER', true) - rangedAlly('trained-sharpshooter', 'RANGER', false)).toBe(2);
    expect(rangedAlly('trained-sharpshooter', 'WARRIOR', true) - rangedAlly('trained-sharpshooter', 'WARRIOR', false)).toBe(0);
  });
});

describe("'take-aim'", () => {
  const run = (cls: string, distant: boolean): number => {
    let s = as(bobMain(), B, cls);
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise', distant ? { distant: true } : {}); // power 1
    s = play(s, B, scriptedDef('take-aim'), [objectTarget(ally)]);
    return hitAlice(s, ally);
  };
  it("the target unit's next attack gets +2 power; with the class bonus it also has ranged 2 this turn", () => {
    expect(run('WARRIOR', false)).toBe(3);
    expect(run('WARRIOR', true)).toBe(3);
    expect(run('RANGER', false)).toBe(3);
    expect(run('RANGER', true)).toBe(5);
  });
});

describe("'take-point'", () => {
  it('your champion has taunt until the beginning of your next turn; floating memory with the class bonus', () => {
    let s = as(newGame({ first: A }), A, 'GUARDIAN');
    let card: string;
    [s, card] = activate(s, A, scriptedDef('take-point'));
    s = settle(s);
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(true);
    s = passUntil(s, atMain(A));
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(false);
    expect(floatingMemoryCards(s, A)).toContain(card);
    expect(floatingMemoryCards(as(s, A, 'MAGE'), A)).not.toContain(card);
  });
});

describe("'spark-alight'", () => {
  it('deals 2 unpreventable damage to the target unit, 3 with the class bonus', () => {
    const dmg = (cls: string): number => {
      let s = as(newGame({ first: A }), A, cls);
      let ally: string;
      [s, ally] = addObject(s, B, 'giant-tortoise');
      s = play(s, A, scriptedDef('martial-guard'), [objectTarget(ally)]); // would prevent 2 of preventable damage
      s = play(s, A, scriptedDef('spark-alight'), [objectTarget(ally)]);
      return s.objects[ally]!.damage;
    };
    expect(dmg('WARRIOR')).toBe(2);
    expect(dmg('MAGE')).toBe(3);
  });
});

describe("'summon-gale'", () => {
  it("returns the target ally to its owner's hand; efficiency only with the class bonus", () => {
    let s = as(newGame({ first: A }), A, 'MAGE', 2);
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    const card = s.objects[ally]!.card!;
    const hand = player(s, A).hand.length;
    const [t] = activate(s, A, scriptedDef('summon-gale'), [objectTarget(ally)]);
    expect(hand - player(t, A).hand.length).toBe(1); // 3 - level 2, the card itself added and activated
    s = settle(t);
    expect(player(s, B).hand).toContain(card);
    const w = as(newGame({ first: A }), A, 'WARRIOR', 2);
    let other: string;
    let u: GameState;
    [u, other] = addObject(w, B, 'giant-tortoise');
    const [v] = activate(u, A, scriptedDef('summon-gale'), [objectTarget(other)]);
    expect(player(u, A).hand.length - player(v, A).hand.length).toBe(3);
  });
});

describe("'martial-guard'", () => {
  it('prevents 2 of the next damage to the target unit this turn; floating memory with the class bonus at level 2+', () => {
    let s = as(newGame({ first: A }), A, 'GUARDIAN', 2);
    let ally: string, card: string;
    [s, ally] = addObject(s, A, 'giant-tortoise');
    [s, card] = activate(withDefs(s, bolt), A, scriptedDef('martial-guard'), [objectTarget(ally)]);
    s = settle(s);
    s = play(s, A, bolt, [objectTarget(ally)]);
    expect(s.objects[ally]!.damage).toBe(3);
    s = play(s, A, bolt, [objectTarget(ally)]);
    expect(s.objects[ally]).toBeUndefined(); // only the next damage had 2 prevented
    expect(floatingMemoryCards(s, A)).toContain(card);
    expect(floatingMemoryCards(as(s, A, 'GUARDIAN', 1), A)).not.toContain(card);
    expect(floatingMemoryCards(as(s, A, 'WARRIOR', 2), A)).not.toContain(card);
  });
});

describe("'expose-darkness'", () => {
  it('draws a card if the target unit has stealth; that unit loses stealth until end of turn', () => {
    const run = (stealthy: boolean) => {
      let s = newGame({ first: A });
      let ally: string;
      [s, ally] = place(s, B, testAlly('test-sneak', ['HUMAN'], 1, 5, stealthy ? ['stealth'] : []));
      expect(hasKeyword(s, s.objects[ally]!, 'stealth')).toBe(stealthy);
      const deck = player(s, A).mainDeck.length;
      s = play(s, A, scriptedDef('expose-darkness'), [objectTarget(ally)]);
      return { drew: deck - player(s, A).mainDeck.length, stealth: hasKeyword(s, s.objects[ally]!, 'stealth') };
    };
    expect(run(true)).toEqual({ drew: 1, stealth: false });
    expect(run(false)).toEqual({ drew: 0, stealth: false });
  });
});
