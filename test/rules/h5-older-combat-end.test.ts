// Ending the combat phase by an effect (src/engine/effects/end-combat.ts), a unit skipping its next wake up (effects/skip-wake-up.ts) and one held rested (effects/wake-up-held.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, putCounters, reserve, target, targetAlly, yourChampion } from '../../src/cards/define.js';
import { A, B, act, addObject, atMain, champion, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';
import { activateFromHand } from '../cards/doa/support.js';

const fastAction = (slug: string, script: Parameters<typeof defineCard>[1]) =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, script);
const ender = fastAction('test-end-combat', { onResolve: [{ op: 'endCombatPhase' }, putCounters(yourChampion(), 'enlighten', 1)] });
const freezer = fastAction('test-skip-wake', { targets: [targetAlly()], onResolve: [{ op: 'rest', subject: target(0) }, { op: 'skipNextWakeUp', subject: target(0) }] });
const filler = fastAction('test-filler', {});
const holder = defineCard({ slug: 'test-holder', name: 'Test Holder', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const hold = fastAction('test-hold', { targets: [targetAlly()], onResolve: [{ op: 'rest', subject: target(0) }, { op: 'skipWakeUpWhileControlled', subject: target(0) }] });

const passed = (s: ReturnType<typeof newGame>) => s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0;

/** Bob (second player, turn 2) attacks Alice's champion with an ally; everything on the stack resolved. */
function bobAttacking() {
  let s = passUntil(newGame({ first: A }), atMain(B));
  let attacker: string;
  [s, attacker] = addObject(s, B, 'trusty-steed', { enteredTurn: 0 });
  s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  s = passUntil(s, (t) => passed(t) && t.opportunity !== undefined && t.players[t.opportunity!.player]!.id === B);
  return { s, attacker };
}

describe('ending the combat phase', () => {
  it('clears the rest of the effects stack, banishing its cards; the ending effect still finishes (game-mechanics/game-mechanics-game-zones/game-zones-effects-stack.md#general-rules)', () => {
    let { s } = bobAttacking();
    let fill: string;
    [s, fill] = activateFromHand(withDef(s, filler), B, filler);
    s = passUntil(s, (t) => t.opportunity !== undefined && t.players[t.opportunity!.player]!.id === A);
    [s] = activateFromHand(withDef(s, ender), A, ender);
    s = passUntil(s, (t) => t.stack.length < 2);
    expect(s.stack).toEqual([]);
    expect(player(s, B).banishment).toContain(fill);
    expect(champion(s, A).counters.enlighten).toBe(1);
  });

  it('the attack ends without combat damage and the turn goes back to the main phase (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-end-of-combat-step.md#general-rules)', () => {
    let { s, attacker } = bobAttacking();
    s = act(s, B, { type: 'pass' });
    [s] = activateFromHand(withDef(s, ender), A, ender);
    s = passUntil(s, (t) => passed(t) && t.phase === 'main');
    expect(s.combat).toBeNull();
    expect(champion(s, A).damage).toBe(0);
    expect(s.players[s.turnPlayer]!.id).toBe(B);
    expect(s.objects[attacker]!.rested).toBe(true);
  });

  it('outside a combat phase it does nothing (game-mechanics/game-mechanics-game-zones/game-zones-effects-stack.md#general-rules)', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    [s] = activateFromHand(withDef(s, ender), A, ender);
    s = passUntil(s, passed);
    expect(s.phase).toBe('main');
    expect(champion(s, A).counters.enlighten).toBe(1);
  });
});

describe('skipping the next wake up', () => {
  it("a marked unit stays rested in its controller's next wake up phase only (game-mechanics/game-mechanics-turn-order/turn-order-wake-up-phase.md#general-rules)", () => {
    let s = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
    let ally: string, other: string;
    [s, ally] = addObject(s, B, 'trusty-steed');
    [s, other] = addObject(s, B, 'giant-tortoise', { rested: true });
    [s] = activateFromHand(withDef(s, freezer), A, freezer, [{ kind: 'object', id: ally }]);
    s = passUntil(s, passed);
    expect(s.objects[ally]!.skipNextWakeUp).toBe(true);
    s = passUntil(s, atMain(B));
    expect(s.objects[ally]!.rested).toBe(true);
    expect(s.objects[other]!.rested).toBe(false);
    expect(s.objects[ally]!.skipNextWakeUp).toBeUndefined();
    s = passUntil(passUntil(s, atMain(A)), atMain(B));
    expect(s.objects[ally]!.rested).toBe(false);
    void edit;
  });
});

describe('holding a unit rested while a source is controlled', () => {
  it("the unit skips each of its controller's wake up phases while the source stays on the field (game-mechanics/game-mechanics-turn-order/turn-order-wake-up-phase.md#general-rules)", () => {
    let s = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
    let source: string, ally: string;
    [s, source] = addObject(withDef(s, holder), A, holder.slug);
    [s, ally] = addObject(s, B, 'trusty-steed');
    // The hold is made by an ability of the source object: an activated ability of the holder.
    s = edit(s, (t) => { t.defs[holder.slug] = { ...holder, abilities: [{ kind: 'activated', costs: [], speed: 'fast', targets: [targetAlly()], effects: hold.onResolve! }] }; });
    s = act(s, A, { type: 'activateAbility', object: source, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    s = passUntil(s, passed);
    s = passUntil(s, atMain(B));
    expect(s.objects[ally]!.rested).toBe(true);
    s = passUntil(passUntil(s, atMain(A)), atMain(B));
    expect(s.objects[ally]!.rested).toBe(true);
    s = edit(passUntil(s, atMain(A)), (t) => { t.field = t.field.filter((id) => id !== source); t.objects = Object.fromEntries(Object.entries(t.objects).filter(([id]) => id !== source)); });
    s = passUntil(s, atMain(B));
    expect(s.objects[ally]!.rested).toBe(false);
  });
});
