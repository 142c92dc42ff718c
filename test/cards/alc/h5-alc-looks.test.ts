// ALC cards that look at the top of the deck and take a card (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, activateFromHand, addCard, edit, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { as, fill, paid } from '../doa/round2-helpers.js';
import { resolveWith } from './h5-alc-support.js';

const enhanceHearing = scriptedDef('enhance-hearing');
const galestreamInsight = scriptedDef('galestream-insight');
const gatekeeper = scriptedDef('winbless-gatekeeper');
const sprint = scriptedDef('bombastic-sprint');
const gale = scriptedDef('enchaining-gale');

const offered = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));

describe("'enhance-hearing'", () => {
  it('look at three: a wind card or a Reaction card may go to your hand, the rest to the bottom; Ranger: 1 less', () => {
    let s = fill(as(mainPhaseOf(A), A, 'ranger', 'WIND'), A, 4);
    expect(paid(s, A, enhanceHearing)).toBe(2);
    expect(paid(as(s, A, 'warrior', 'WIND'), A, enhanceHearing)).toBe(3);
    let wind: string, reaction: string, other: string;
    [s, other] = addCard(s, A, 'blitz-mage', 'mainDeck');
    [s, reaction] = addCard(withDef(s, sprint), A, sprint.slug, 'mainDeck');
    [s, wind] = addCard(withDef(s, gatekeeper), A, gatekeeper.slug, 'mainDeck');
    [s] = activateFromHand(s, A, enhanceHearing);
    s = passUntil(s, (t) => t.pending?.kind === 'lookAndTake');
    expect(offered(s).sort()).toEqual([wind, reaction].sort());
    s = resolveWith(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: reaction } }));
    expect(player(s, A).hand).toContain(reaction);
    expect(player(s, A).mainDeck.slice(-2).sort()).toEqual([wind, other].sort());
  });
});

describe("'galestream-insight'", () => {
  it('look at six: a Spell card may go into your memory; 1 less with a Cleric champion and 1 less with four cards in memory', () => {
    let s = fill(as(mainPhaseOf(A), A, 'cleric', 'WIND'), A, 5);
    s = edit(s, (t) => { player(t, A).memory = []; });
    expect(paid(s, A, galestreamInsight)).toBe(3);
    expect(paid(as(s, A, 'warrior', 'WIND'), A, galestreamInsight)).toBe(4);
    let withMemory = s;
    for (let i = 0; i < 4; i++) [withMemory] = addCard(withMemory, A, 'smoke-out', 'memory');
    expect(paid(withMemory, A, galestreamInsight)).toBe(2);
    let spell: string;
    [s, spell] = addCard(withDef(s, gale), A, gale.slug, 'mainDeck');
    [s] = activateFromHand(s, A, galestreamInsight);
    s = passUntil(s, (t) => t.pending?.kind === 'lookAndTake');
    expect(offered(s)).toContain(spell);
    s = resolveWith(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: spell } }));
    expect(player(s, A).memory).toContain(spell);
    expect(player(s, A).hand).not.toContain(spell);
  });
});
