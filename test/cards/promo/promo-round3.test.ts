// Promo cards scripted in round 3: class-bonus keywords that work outside the field.
import { describe, expect, it } from 'vitest';
import { retaliationCandidates } from '../../../src/engine/flow/combat.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, addObject, attack, champion, enable, mainPhaseOf, passUntil, play, player } from '../doa/support.js';
import { place } from '../doa/round2-helpers.js';
import { fastFromHand, floatsFor, payWithFloating } from '../doa/round3-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const cloakedExecutioner = scriptedDef('cloaked-executioner');
const kingdomInformant = scriptedDef('kingdom-informant');
const surveilTheWinds = scriptedDef('surveil-the-winds');

const wind = (s: Parameters<typeof enable>[0], who: string) => enable(s, who, 'WIND');

describe('promo round 3', () => {
  it("'kingdom-informant': stealth whatever the class; Floating Memory only for an Assassin champion", () => {
    let s = mainPhaseOf(A);
    let informant: string;
    [s, informant] = place(s, A, kingdomInformant);
    expect(hasKeyword(s, s.objects[informant]!, 'stealth')).toBe(true);
    expect(floatsFor(kingdomInformant, 'assassin')).toBe(true);
    expect(floatsFor(kingdomInformant, 'warrior')).toBe(false);
    const paid = payWithFloating(kingdomInformant, 'assassin');
    expect(player(paid.s, A).banishment).toContain(paid.card);
  });

  it("'cloaked-executioner': fast activation from hand only with an Assassin champion; ambush", () => {
    expect(fastFromHand(cloakedExecutioner, 'assassin', wind)).toBe(true);
    expect(fastFromHand(cloakedExecutioner, 'ranger', wind)).toBe(false);
    let s = mainPhaseOf(B);
    let executioner: string, attacker: string;
    [s, executioner] = place(s, A, cloakedExecutioner);
    [s, attacker] = addObject(s, B, 'blitz-mage');
    s = passUntil(attack(s, B, attacker, champion(s, A).id), (t) => t.pending?.kind === 'retaliate' || !t.combat);
    expect(retaliationCandidates(s)).toContain(executioner);
  });

  it("'surveil-the-winds': draws a card, then a preparation counter on your champion; fast only for an Assassin", () => {
    let s = wind(mainPhaseOf(A), A);
    const hand = player(s, A).hand.length;
    const deck = player(s, A).mainDeck.length;
    [s] = play(s, A, surveilTheWinds);
    // Two hand cards pay the reserve cost, then one card is drawn.
    expect(player(s, A).mainDeck).toHaveLength(deck - 1);
    expect(player(s, A).hand).toHaveLength(hand - 2 + 1);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(champion(s, B).counters.preparation ?? 0).toBe(0);
    expect(fastFromHand(surveilTheWinds, 'assassin', wind)).toBe(true);
    expect(fastFromHand(surveilTheWinds, 'mage', wind)).toBe(false);
  });
});
