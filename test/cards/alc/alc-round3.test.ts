// ALC cards scripted in round 3: class-bonus keywords that work outside the field.
import { describe, expect, it } from 'vitest';
import { attackTargets } from '../../../src/engine/flow/combat.js';
import { A, B, addObject, asClass, atMain, champion, mainPhaseOf, passUntil, play, player } from '../doa/support.js';
import { obj, place } from '../doa/round2-helpers.js';
import { floatsFor, payWithFloating, wakesAtEndPhase } from '../doa/round3-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const reposition = scriptedDef('reposition');
const waveriderProtector = scriptedDef('waverider-protector');
const winblessArbalest = scriptedDef('winbless-arbalest');

describe('ALC round 3', () => {
  it("'reposition': any target unit becomes distant until its controller's turn ends; Ranger Floating Memory", () => {
    let s = mainPhaseOf(A);
    let theirs: string;
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    [s] = play(s, A, reposition, [obj(theirs)]);
    expect(s.objects[theirs]!.distant).toBe(true);
    [s] = play(s, A, reposition, [obj(champion(s, A).id)]);
    expect(champion(s, A).distant).toBe(true);
    expect(champion(passUntil(s, atMain(B)), A).distant).toBeFalsy();
    expect(floatsFor(reposition, 'ranger')).toBe(true);
    expect(floatsFor(reposition, 'warrior')).toBe(false);
    const paid = payWithFloating(reposition, 'ranger');
    expect(player(paid.s, A).banishment).toContain(paid.card);
  });

  it("'waverider-protector': taunt only with a Guardian champion; Guardian Floating Memory", () => {
    let s = mainPhaseOf(B);
    let attacker: string, protector: string;
    [s, attacker] = addObject(s, B, 'blitz-mage');
    [s, protector] = place(s, A, waveriderProtector);
    expect(attackTargets(s, s.objects[attacker]!)).toContain(champion(s, A).id);
    const guardian = asClass(s, A, 'guardian');
    expect(attackTargets(guardian, guardian.objects[attacker]!)).toEqual([protector]);
    expect(floatsFor(waveriderProtector, 'guardian')).toBe(true);
    expect(floatsFor(waveriderProtector, 'cleric')).toBe(false);
  });

  it("'winbless-arbalest': Ranged 2; wakes up at your end phase only with a Ranger champion", () => {
    expect(winblessArbalest.keywordValues).toEqual({ ranged: 2 });
    expect(wakesAtEndPhase(winblessArbalest, 'ranger')).toBe(true);
    expect(wakesAtEndPhase(winblessArbalest, 'tamer')).toBe(false);
  });
});
