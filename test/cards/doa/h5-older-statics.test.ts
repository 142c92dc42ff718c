// Older DOA cards whose text is a static bonus, a keyword or a class-bonus Floating Memory (branch h5-u-older).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { attackPower, obeys } from '../../../src/engine/flow/combat.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, champion, edit, mainPhaseOf, passUntil, player, resolveAll, withLevel } from './support.js';
import { as, attackWithCard, place } from './round2-helpers.js';
import { floatsFor, payWithFloating } from './round3-helpers.js';
import { refuse } from '../../engine/helpers.js';

const def = scriptedDef;
type Cls = Parameters<typeof as>[2];

/** Bob (a champion of `cls`) attacks with the attack card `slug` at Alice's champion, or at the object `target` picks. */
function bobAttacks(slug: string, cls: Cls, setup: (s: GameState) => GameState = (s) => s, target?: (s: GameState) => string): GameState {
  const s = setup(as(mainPhaseOf(B), B, cls, 'FIRE', 'WATER', 'WIND'));
  return attackWithCard(s, B, def(slug), target ? target(s) : champion(s, A).id);
}

function cards(s: GameState, who: PlayerId, slug: string, n: number, zone: 'graveyard' | 'memory' = 'graveyard'): GameState {
  for (let i = 0; i < n; i++) [s] = addCard(s, who, slug, zone);
  return s;
}

describe("'drowned-cut'", () => {
  it('Floating Memory only for an Assassin champion, and it pays a memory cost', () => {
    expect(floatsFor(def('drowned-cut'), 'assassin')).toBe(true);
    expect(floatsFor(def('drowned-cut'), 'warrior')).toBe(false);
    const { s, card } = payWithFloating(def('drowned-cut'), 'assassin');
    expect(player(s, A).banishment).toContain(card);
  });
});

describe("'intrepid-highwayman'", () => {
  it('intercept; +3 power only while retaliating; Assassin Floating Memory', () => {
    const d = def('intrepid-highwayman');
    expect(d.keywords).toContain('intercept');
    let s = mainPhaseOf(B);
    let ally: string, bobAlly: string;
    [s, ally] = place(s, A, d);
    const base = currentStat(s, s.objects[ally]!, 'power')!;
    expect(base).toBe(d.power);
    [s, bobAlly] = addObject(s, B, 'trusty-steed', { enteredTurn: 0 });
    s = act(act(s, B, { type: 'attack', attacker: bobAlly }), B, { type: 'chooseAttackTarget', target: ally });
    s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'retaliate' && a.unit === ally));
    s = act(s, A, { type: 'retaliate', unit: ally });
    expect(currentStat(s, s.objects[ally]!, 'power')).toBe(base + 3);
    expect(floatsFor(d, 'assassin')).toBe(true);
    expect(floatsFor(d, 'mage')).toBe(false);
  });
});

describe("'lakeside-serpent'", () => {
  const d = def('lakeside-serpent');
  it('+1 power per water card in your graveyard with a Tamer champion', () => {
    const run = (cls: Cls, waters: number) => {
      let s = cards(cards(as(mainPhaseOf(A), A, cls), A, 'glacial-evocation', waters), B, 'glacial-evocation', 2);
      [s] = addCard(s, A, 'smoke-out', 'graveyard');
      let o: string;
      [s, o] = place(s, A, d);
      return currentStat(s, s.objects[o]!, 'power')! - d.power!;
    };
    expect([run('tamer', 0), run('tamer', 3), run('mage', 3)]).toEqual([0, 3, 0]);
  });

  it('pride 6: below level 6 it does not obey, so it can neither attack nor intercept (ruling)', () => {
    let s = mainPhaseOf(B);
    let o: string;
    [s, o] = place(s, B, d, { enteredTurn: 0 });
    expect(obeys(s, s.objects[o]!)).toBe(false);
    refuse(s, B, { type: 'attack', attacker: o }, 'keywords-and-abilities.md#pride');
    const high = withLevel(s, B, 6);
    expect(championLevel(high, B)).toBeGreaterThanOrEqual(6);
    expect(obeys(high, high.objects[o]!)).toBe(true);
    expect(legalActions(high, B).some((a) => a.type === 'attack' && a.attacker === o)).toBe(true);
  });
});

describe("'fiery-momentum'", () => {
  it('+1 power for each fire card in your graveyard, only with a Warrior champion', () => {
    const run = (cls: Cls, n: number) => attackPower(bobAttacks('fiery-momentum', cls, (s) => cards(cards(s, B, 'smoke-out', n), B, 'glacial-evocation', 2)));
    expect(run('warrior', 0)).toBe(def('fiery-momentum').power);
    expect(run('warrior', 3) - run('warrior', 0)).toBe(3);
    expect(run('mage', 3) - run('mage', 0)).toBe(0);
  });
});

describe("'backstab'", () => {
  it('+2 power for an Assassin attacking a rested unit', () => {
    const run = (cls: Cls, rested: boolean) => {
      let ally = '';
      const s = bobAttacks('backstab', cls, (t) => { [t, ally] = addObject(t, A, 'trusty-steed', { rested }); return t; }, () => ally);
      return attackPower(s);
    };
    expect(run('assassin', true) - run('assassin', false)).toBe(2);
    expect(run('warrior', true) - run('warrior', false)).toBe(0);
    // The champion is not rested: no bonus against it.
    expect(attackPower(bobAttacks('backstab', 'assassin'))).toBe(def('backstab').power);
  });
});

describe("'opening-cut'", () => {
  it('+2 power for a Warrior with exactly one card in memory', () => {
    // Its reserve cost of 1 puts one card into memory as it is paid: `mem` cards before, mem + 1 during the attack.
    const run = (cls: Cls, mem: number) => attackPower(bobAttacks('opening-cut', cls, (s) => cards(edit(s, (t) => { player(t, B).memory = []; }), B, 'smoke-out', mem, 'memory')));
    const base = def('opening-cut').power!;
    expect([run('warrior', 0), run('warrior', 1), run('warrior', 2), run('mage', 0)]).toEqual([base + 2, base, base, base]);
  });
});

describe("'port-smuggler'", () => {
  it("with an Assassin champion its attacks can't be intercepted", () => {
    const run = (cls: Cls) => {
      let s = as(mainPhaseOf(B), B, cls);
      let smuggler: string;
      [s, smuggler] = place(s, B, def('port-smuggler'), { enteredTurn: 0 });
      [s] = place(s, A, def('intrepid-highwayman'));
      s = act(act(s, B, { type: 'attack', attacker: smuggler }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      return s.stack.some((i) => i.builtin === 'intercept') || s.pendingTriggers.some((p) => p.builtin === 'intercept');
    };
    expect(run('mage')).toBe(true);
    expect(run('assassin')).toBe(false);
  });
});

describe("'bushwhack-bandit'", () => {
  it('critical 1 only with an Assassin champion (combat damage, errata)', () => {
    const d = def('bushwhack-bandit');
    expect(d.keywordValues?.critical).toBe(1);
    const has = (cls: Cls) => {
      let s = as(mainPhaseOf(B), B, cls);
      let o: string;
      [s, o] = place(s, B, d);
      return hasKeyword(s, s.objects[o]!, 'critical');
    };
    expect(has('assassin')).toBe(true);
    expect(has('tamer')).toBe(false);
  });
});

describe("'smack-with-flute'", () => {
  it('On Attack: your champion gets +1 level until end of turn; Tamer Floating Memory', () => {
    let s = bobAttacks('smack-with-flute', 'tamer');
    const before = championLevel(s, B);
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0);
    expect(championLevel(s, B)).toBe(before + 1);
    s = passUntil(resolveAll(s), (t) => t.players[t.turnPlayer]!.id === A && t.phase === 'main');
    expect(championLevel(s, B)).toBe(before);
    expect(floatsFor(def('smack-with-flute'), 'tamer')).toBe(true);
    expect(floatsFor(def('smack-with-flute'), 'warrior')).toBe(false);
  });
});

describe("'invigorated-slash'", () => {
  it('+2 power once your champion has leveled up this turn: a flat +2, whether or not it leveled more than once (ruling)', async () => {
    const { toMaterialize, materialize, factsOnly } = await import('./support.js');
    const lorraine = factsOnly('lorraine-wandering-warrior');
    const attackIn = (s: GameState) => {
      const t = attackWithCard(s, A, def('invigorated-slash'), champion(s, B).id);
      return attackPower(t);
    };
    // Alice's second turn: a level up in her materialize phase, then the attack.
    let [s, card] = toMaterialize(lorraine, 1);
    const without = attackIn(passUntil(s, (t) => t.phase === 'main' && !t.pending && t.stack.length === 0 && t.players[t.turnPlayer]!.id === A));
    s = materialize(s, card);
    expect(champion(s, A).card).toBe(card);
    s = passUntil(s, (t) => t.phase === 'main' && !t.pending && t.stack.length === 0 && t.players[t.turnPlayer]!.id === A);
    expect(attackIn(s)).toBe(without + 2);
    expect(without).toBe(def('invigorated-slash').power);
  });
});
