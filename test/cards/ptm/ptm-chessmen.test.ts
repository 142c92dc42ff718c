// PTM Chessman allies and attacks: power against particular defenders, Command attacks, the Queen Piece token.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle } from '../amb/scenario.js';
import { attack } from '../doa/support.js';
import { afterCombat, attackWithCard, bolt, power } from '../doa/round2-helpers.js';
import { ALL, ally, asNamed } from './ptm-support.js';

/** Bob's main phase (he attacks Alice), Bob's champion Alice, Distorted Queen (or a Warrior without the bonus). */
const bobs = (withAlice = true): GameState => {
  const s = passUntil(newGame({ first: A }), atMain(B));
  return withAlice ? asNamed(s, B, 'alice-distorted-queen', ...ALL) : asChampion(s, B, { classes: ['WARRIOR'], elements: ALL });
};
/** The attacker's power once the attack at `defender` is declared. */
function powerAttacking(s: GameState, attacker: string, defender: string): number {
  return power(attack(s, B, attacker, defender), attacker) ?? 0;
}
const wall = (life: number, subtypes: string[] = ['HUMAN']) => ally(`test-wall-${life}`, subtypes, 0, life);

describe('golden-knight', () => {
  const def = scriptedDef('golden-knight');
  it("'golden-knight': for Alice, +1 power while attacking a unit with intercept or taunt", () => {
    const tauntWall = { ...wall(5), slug: 'test-taunt-wall', keywords: ['taunt' as const] };
    let s = bobs();
    let k: string, t: string, p: string;
    [s, k] = place(s, B, def);
    [s, t] = place(s, A, tauntWall);
    expect(powerAttacking(s, k, t)).toBe(3);
    [s, p] = place(bobs(), A, wall(5));
    [s, k] = place(s, B, def);
    expect(powerAttacking(s, k, p)).toBe(2);
    let n = bobs(false);
    [n, k] = place(n, B, def);
    [n, t] = place(n, A, tauntWall);
    expect(powerAttacking(n, k, t)).toBe(2);
  });
});

describe('golden-rook', () => {
  const def = scriptedDef('golden-rook');
  it("'golden-rook': +1 power while attacking a unit with an even life stat (buff counters count)", () => {
    let s = bobs(false);
    let r: string, even: string, odd: string, buffed: string;
    [s, r] = place(s, B, def);
    [s, even] = place(s, A, wall(4));
    [s, odd] = place(s, A, wall(5));
    [s, buffed] = place(s, A, wall(5), { counters: { buff: 1 } });
    expect(powerAttacking(s, r, even)).toBe(2);
    expect(powerAttacking(s, r, odd)).toBe(1);
    expect(powerAttacking(s, r, buffed)).toBe(2);
    expect(power(s, r)).toBe(1);
  });
});

describe('weiss-bishop', () => {
  const def = scriptedDef('weiss-bishop');
  it("'weiss-bishop': stealth while you control a Pawn ally; for Alice, +1 power while attacking a unit with an odd life stat", () => {
    let s = bobs();
    let b: string, odd: string, even: string;
    [s, b] = place(s, B, def);
    expect(hasKeyword(s, s.objects[b]!, 'stealth')).toBe(false);
    [s, odd] = place(s, A, wall(5));
    [s, even] = place(s, A, wall(4));
    expect(powerAttacking(s, b, odd)).toBe(2);
    expect(powerAttacking(s, b, even)).toBe(1);
    [s] = place(s, B, ally('test-pawn', ['CHESSMAN', 'PAWN']));
    expect(hasKeyword(s, s.objects[b]!, 'stealth')).toBe(true);
    let n = bobs(false);
    [n, b] = place(n, B, def);
    [n, odd] = place(n, A, wall(5));
    expect(powerAttacking(n, b, odd)).toBe(1);
  });
});

describe('off-with-her-head', () => {
  const def = scriptedDef('off-with-her-head');
  it("'off-with-her-head': +3 power while the attack targets a unique ally", () => {
    const unique = { ...wall(20), slug: 'test-unique-wall', supertypes: ['UNIQUE' as const] };
    const run = (target: typeof unique) => {
      let s = asChampion(passUntil(newGame({ first: A }), atMain(B)), B, { classes: ['GUARDIAN'], elements: ALL });
      let w: string;
      [s, w] = place(s, A, target);
      return afterCombat(attackWithCard(s, B, def, w)).objects[w]!.damage;
    };
    expect(run(unique)).toBe(5);
    expect(run({ ...wall(20), slug: 'test-plain-wall' } as typeof unique)).toBe(2);
  });
});

/** `who` activates March On, performed by `performer`, at `target`. */
function commandAttack(s: GameState, who: PlayerId, performer: string, target: string): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, scriptedDef('march-on')), who, 'march-on');
  s = act(s, who, { type: 'activate', card });
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    s = act(s, who, legal.some((a) => a.type === 'chooseCommandAlly') ? { type: 'chooseCommandAlly', object: performer } : legal.find((a) => a.type === 'chooseReserve')!);
  }
  s = passUntil(s, (t) => legalActions(t, who).some((a) => a.type === 'chooseAttackTarget'));
  return act(s, who, { type: 'chooseAttackTarget', target });
}

describe('turm-schwartz-rook', () => {
  const def = scriptedDef('turm-schwartz-rook');
  it("'turm-schwartz-rook': a buff counter whenever it attacks with a Command card; for Alice, On Leave its buff counters go to a Pawn ally you control", () => {
    let s = bobs();
    let turm: string, pawn: string, w: string;
    [s, turm] = place(s, B, def);
    [s, pawn] = place(s, B, ally('test-pawn', ['CHESSMAN', 'PAWN']));
    [s, w] = place(s, A, wall(20));
    s = afterCombat(commandAttack(s, B, turm, w));
    expect(s.objects[turm]!.counters.buff).toBe(1);
    // An attack without a Command card: no counter.
    const plain = afterCombat(attack(edit1(s, turm), B, turm, w));
    expect(plain.objects[turm]!.counters.buff).toBe(1);
    s = settle(play(edit1(s, turm, 2), B, bolt, [objectTarget(turm)]));
    expect(s.field).not.toContain(turm);
    expect(s.objects[pawn]!.counters.buff).toBe(2);
  });
});

/** Wake the object up (and set its buff counters). */
function edit1(s: GameState, id: string, buff?: number): GameState {
  const o = { ...s.objects[id]!, rested: false, counters: { ...s.objects[id]!.counters, ...(buff !== undefined ? { buff } : {}) } };
  return { ...s, objects: { ...s.objects, [id]: o } };
}

describe('weiss-knight', () => {
  const def = scriptedDef('weiss-knight');
  it("'weiss-knight': Commanded Will 1; whenever you activate a Chessman Command card it gains unblockable this turn", () => {
    expect(def.keywordValues?.commandedWill).toBe(1);
    let s = bobs(false);
    let k: string, w: string;
    [s, k] = place(s, B, def);
    [s, w] = place(s, A, wall(20));
    expect(hasKeyword(s, s.objects[k]!, 'unblockable')).toBe(false);
    s = commandAttack(s, B, k, w);
    expect(power(s, k)).toBe(2);
    s = afterCombat(s);
    expect(hasKeyword(s, s.objects[k]!, 'unblockable')).toBe(true);
    s = passUntil(s, atMain(A));
    expect(hasKeyword(s, s.objects[k]!, 'unblockable')).toBe(false);
  });
});

describe('queen-piece', () => {
  const def = scriptedDef('queen-piece');
  it("'queen-piece': for Alice, no damage while you control a Chessman Pawn ally; Commanded Will 6 with the Alice bonus", () => {
    let s = bobs();
    let q: string;
    [s, q] = place(s, B, def);
    expect(hasKeyword(s, s.objects[q]!, 'commandedWill')).toBe(true);
    expect(def.keywordValues?.commandedWill).toBe(6);
    const hurt = play(s, B, bolt, [objectTarget(q)]);
    expect(hurt.field).not.toContain(q);
    [s] = place(s, B, ally('test-pawn', ['CHESSMAN', 'PAWN']));
    s = play(s, B, bolt, [objectTarget(q)]);
    expect(s.objects[q]!.damage).toBe(0);
    let n = bobs(false);
    [n, q] = place(n, B, def);
    [n] = place(n, B, ally('test-pawn', ['CHESSMAN', 'PAWN']));
    expect(hasKeyword(n, n.objects[q]!, 'commandedWill')).toBe(false);
    n = play(n, B, { ...bolt, slug: 'test-small-bolt', onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 1 }] }, [objectTarget(q)]);
    expect(n.objects[q]!.damage).toBe(1);
    expect(champion(n, A).damage).toBe(0);
  });
});
