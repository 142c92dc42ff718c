// Glacial Guidance and Freeze Stiff (branch h5-u-older): ending the combat phase and skipping a wake up.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addObject, atMain, champion, mainPhaseOf, passUntil, play, player, withDef } from './support.js';
import { as, bolt, fill, obj } from './round2-helpers.js';
import { choices, drive } from './h5-older-helpers.js';

const def = scriptedDef;
type Cls = Parameters<typeof as>[2];

/** Bob's ally attacks Alice's champion; Bob answers with Test Bolt at Alice's champion (left on the stack); Alice then holds Opportunity. */
function attackWithBoltOnStack(cls: Cls): { s: GameState; attacker: string; boltCard: string } {
  let s = as(mainPhaseOf(B), A, cls, 'WATER');
  let attacker: string;
  [s, attacker] = addObject(s, B, 'trusty-steed', { enteredTurn: 0 });
  s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.opportunity !== undefined && t.players[t.opportunity!.player]!.id === B);
  let boltCard: string;
  [s, boltCard] = activateFromHand(withDef(s, bolt), B, bolt, [obj(champion(s, A).id)]);
  s = passUntil(s, (t) => t.opportunity !== undefined && t.players[t.opportunity!.player]!.id === A);
  return { s, attacker, boltCard };
}

describe("'glacial-guidance'", () => {
  it('rests target ally; an attacking one ends the combat phase: the other stack items are banished (ruling); Mage: an enlighten counter', () => {
    let { s, attacker, boltCard } = attackWithBoltOnStack('mage');
    [s] = activateFromHand(s, A, def('glacial-guidance'), [obj(attacker)]);
    s = drive(s, [], [], (t) => t.stack.length === 0 && !t.pending);
    expect(s.combat).toBeNull();
    expect(player(s, B).banishment).toContain(boltCard);
    expect(champion(s, A).damage).toBe(0);
    expect(champion(s, A).counters.enlighten).toBe(1); // it still finishes resolving
    expect(s.objects[attacker]!.rested).toBe(true);
    s = passUntil(s, (t) => t.phase === 'main' && !t.combat);
    expect(s.phase).toBe('main');
  });

  it('an ally that is not attacking is only rested; the combat goes on', () => {
    let { s, boltCard } = attackWithBoltOnStack('warrior');
    let other: string;
    [s, other] = addObject(s, B, 'giant-tortoise');
    [s] = activateFromHand(s, A, def('glacial-guidance'), [obj(other)]);
    s = drive(s, [], [], (t) => t.stack.length === 1 && !t.pending);
    expect(s.objects[other]!.rested).toBe(true);
    expect(s.combat).not.toBeNull();
    expect(s.stack[0]!.card).toBe(boltCard);
    expect(champion(s, A).counters.enlighten ?? 0).toBe(0);
  });
});

describe("'freeze-stiff'", () => {
  it('rests up to two target allies; an attacking one ends the combat phase, clearing the stack (ruling)', () => {
    let { s, attacker, boltCard } = attackWithBoltOnStack('warrior');
    let other: string;
    [s, other] = addObject(s, B, 'giant-tortoise');
    [s] = activateFromHand(s, A, def('freeze-stiff'), [obj(other), obj(attacker)]);
    s = drive(s, [], [], (t) => t.stack.length === 0 && !t.pending);
    expect(s.combat).toBeNull();
    expect(player(s, B).banishment).toContain(boltCard);
    expect(s.objects[other]!.rested).toBe(true);
    // Without the class bonus they wake up as usual.
    s = passUntil(s, atMain(A));
    s = passUntil(s, atMain(B));
    expect(s.objects[attacker]!.rested).toBe(false);
  });

  it("Mage: those allies stay rested through their controller's next wake up phase only", () => {
    // Alice's second turn: Bob's next turn has a wake up phase (a player's first turn has none).
    let s = as(passUntil(mainPhaseOf(B), atMain(A)), A, 'mage', 'WATER');
    let a1: string, a2: string;
    [s, a1] = addObject(s, B, 'giant-tortoise');
    [s, a2] = addObject(s, B, 'trusty-steed');
    [s] = activateFromHand(s, A, def('freeze-stiff'), [obj(a1), obj(a2)]);
    s = drive(s);
    expect([s.objects[a1]!.rested, s.objects[a2]!.rested]).toEqual([true, true]);
    s = passUntil(s, atMain(B));
    expect([s.objects[a1]!.rested, s.objects[a2]!.rested]).toEqual([true, true]);
    s = passUntil(passUntil(s, atMain(A)), atMain(B));
    expect([s.objects[a1]!.rested, s.objects[a2]!.rested]).toEqual([false, false]);
  });
});

describe("'snow-fairy'", () => {
  it("stealth; On Enter: rests target ally you don't control, which stays rested in its wake up phases while you control Snow Fairy", () => {
    expect(def('snow-fairy').keywords).toContain('stealth');
    let s = fill(as(passUntil(mainPhaseOf(B), atMain(A)), A, 'mage', 'WATER'), A, 4);
    let theirs: string, mine: string, card: string;
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    [s, mine] = addObject(s, A, 'trusty-steed');
    [s, card] = activateFromHand(s, A, def('snow-fairy'));
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    expect(choices(s)).toContain(theirs);
    expect(choices(s)).not.toContain(mine);
    s = drive(s, [theirs]);
    expect(s.objects[mine]!.rested).toBe(false);
    expect(s.objects[theirs]!.rested).toBe(true);
    s = passUntil(s, atMain(B));
    expect(s.objects[theirs]!.rested).toBe(true);
    s = passUntil(passUntil(s, atMain(A)), atMain(B));
    expect(s.objects[theirs]!.rested).toBe(true);
    // Once Snow Fairy is gone, the ally wakes up as usual.
    const fairy = Object.values(s.objects).find((o) => o.card === card)!.id;
    s = passUntil(s, atMain(A));
    [s] = play(s, A, bolt, [obj(fairy)]);
    s = passUntil(s, atMain(B));
    expect(s.objects[theirs]!.rested).toBe(false);
  });
});
