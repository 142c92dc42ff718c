// h6-c2: promo cards whose effect happens unless someone pays, or that cost less under a condition.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { act, activateFromHand, mainPhaseOf, objectsOf, passUntil, payReserve, player, withDef, withLevel } from '../doa/support.js';
import { as, fill, paid, place } from '../doa/round2-helpers.js';
import { asNamed } from '../ptm/ptm-support.js';
import { addCards, champ, withChampionDamage } from '../rdo/rdo-1-support.js';
import { A, B, answerPay, bobActivates, bobSpell, settle } from '../rdo/h6-c2-support.js';

describe("'shifting-mirage'", () => {
  const def = scriptedDef('shifting-mirage');
  const run = (s: GameState, pay: boolean | null) => {
    s = withDef(fill(s, A, 3), scriptedDef('ominous-shadow'));
    s = activateFromHand(s, A, def)[0];
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo' || (t.stack.length === 0 && !t.pending));
    if (pay === null) return settle(s);
    expect(s.pending).toMatchObject({ kind: 'payToDo', player: B, amount: 2 });
    return settle(answerPay(s, B, pay));
  };
  it('your champion gains stealth this turn unless an opponent pays (2)', () => {
    const base = addCards(as(mainPhaseOf(A), A, 'assassin', 'UMBRA'), B, 'smoke-out', 3);
    const declined = run(base, false);
    expect(hasKeyword(declined, declined.objects[champ(declined, A)]!, 'stealth')).toBe(true);
    const paidUp = run(base, true);
    expect(hasKeyword(paidUp, paidUp.objects[champ(paidUp, A)]!, 'stealth')).toBe(false);
    expect(player(paidUp, B).memory).toHaveLength(2);
  });
  it('an opponent who cannot pay (2) can only decline', () => {
    const s = run(as(mainPhaseOf(A), A, 'assassin', 'UMBRA'), false);
    expect(hasKeyword(s, s.objects[champ(s, A)]!, 'stealth')).toBe(true);
  });
  it('[Class Bonus] costs 1 less; [Tristan Bonus] summons an Ominous Shadow', () => {
    const s = fill(as(mainPhaseOf(A), A, 'assassin', 'UMBRA'), A, 4);
    expect(paid(s, A, def)).toBe(2);
    expect(paid(as(s, A, 'mage', 'UMBRA'), A, def)).toBe(3);
    expect(objectsOf(run(as(mainPhaseOf(A), A, 'assassin', 'UMBRA'), false), 'ominous-shadow')).toHaveLength(0);
    const tristan = run(asNamed(mainPhaseOf(A), A, 'tristan-underhanded', 'UMBRA'), false);
    expect(objectsOf(tristan, 'ominous-shadow').map((o) => o.controller)).toEqual([A]);
  });
});

describe("'blossoming-denial'", () => {
  const def = scriptedDef('blossoming-denial');
  /** Alice answers Bob's spell (or nothing) with Blossoming Denial. */
  const respond = (s: GameState, targetIt: boolean) => {
    const item = s.stack.at(-1)?.id;
    s = withDef(fill(s, A, 4), scriptedDef('flowerbud'));
    s = addCards(s, A, def.slug, 1, 'hand', def);
    s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    s = act(s, A, { type: 'chooseTarget', target: targetIt ? { kind: 'stack', id: item! } : null });
    s = payReserve(s, A);
    return passUntil(s, (t) => t.pending?.kind === 'payToDo' || t.stack.length <= 1);
  };
  const cleric = (s: GameState) => as(s, A, 'cleric', 'TERA');
  it('an optional target activation is negated if Bob declines to pay 3; Bob gets two Flowerbuds either way', () => {
    const s = respond(bobActivates(cleric(mainPhaseOf(A)), bobSpell, 3), true);
    expect(s.pending).toMatchObject({ kind: 'payToDo', player: B, amount: 3 });
    const deck = player(s, B).mainDeck.length;
    const declined = settle(answerPay(s, B, false));
    expect(player(declined, B).mainDeck.length).toBe(deck);
    expect(objectsOf(declined, 'flowerbud').map((o) => o.controller)).toEqual([B, B]);
    const paidUp = settle(answerPay(s, B, true));
    expect(player(paidUp, B).mainDeck.length).toBe(deck - 3);
    expect(objectsOf(paidUp, 'flowerbud')).toHaveLength(2);
  });
  it('with no target it still gives each opponent two Flowerbuds', () => {
    const s = settle(respond(bobActivates(cleric(mainPhaseOf(A)), bobSpell, 3), false));
    expect(objectsOf(s, 'flowerbud').map((o) => o.controller)).toEqual([B, B]);
  });
  it('[Class Bonus] costs 3 less while an opponent has five or more cards in memory', () => {
    const s = fill(cleric(mainPhaseOf(A)), A, 4);
    expect(paid(addCards(s, B, 'smoke-out', 4, 'memory'), A, def, [null])).toBe(3);
    expect(paid(addCards(s, B, 'smoke-out', 5, 'memory'), A, def, [null])).toBe(0);
    expect(paid(addCards(as(s, A, 'mage', 'TERA'), B, 'smoke-out', 5, 'memory'), A, def, [null])).toBe(3);
  });
  it('[Level 5+] recovers one for each phantasia on the field', () => {
    const phantasia = scriptedDef('flowerbud');
    let s = withDef(cleric(mainPhaseOf(A)), phantasia);
    [s] = place(s, B, phantasia);
    [s] = place(s, A, phantasia);
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    s = withChampionDamage(s, A, 6);
    const after = (lv: number) => {
      let t = withLevel(s, A, lv);
      t = settle(respond(t, false));
      return t.objects[champ(t, A)]!.damage;
    };
    // Two Flowerbuds from the card itself join the two on the field before the recovery: four phantasias.
    expect(after(3)).toBe(6); // level 4
    expect(after(4)).toBe(2); // level 5
  });
});
