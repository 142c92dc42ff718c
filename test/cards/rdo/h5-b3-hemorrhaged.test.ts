// h5-b3: hemorrhaged-intimidation (a scaled "next card costs more" for the opponent).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { ALL, aliceAs, costNow, drive } from '../amb/amb1-support.js';

const def = scriptedDef('hemorrhaged-intimidation');
const cheap = defineCard({ slug: 'test-cheap-b3h', name: 'Test Cheap', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] });

/** Alice (a champion of these classes with this damage) in Bob's recollection phase, holding Opportunity. */
function inBobsRecollection(classes: string[], damage: number): GameState {
  const s = edit(aliceAs({ classes, elements: [...ALL] }), (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
  return passUntil(s, (t) => t.phase === 'recollection' && t.players[t.turnPlayer]!.id === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
}

describe("'hemorrhaged-intimidation'", () => {
  it('only in an opponent\'s recollection phase: draw into memory; with a Warrior champion, their next card costs 1 more per 8 damage counters (ruling: that opponent)', () => {
    let main = aliceAs({ classes: ['WARRIOR'], elements: [...ALL] });
    let card: string;
    [main, card] = addCard(withDef(main, def), A, def.slug);
    expect(legalActions(main, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);

    let s = inBobsRecollection(['WARRIOR'], 17);
    [s, card] = addCard(withDef(s, def), A, def.slug);
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(true);
    const deck = player(s, A).mainDeck.length;
    [s] = activate(s, A, def);
    s = drive(s);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(costNow(s, B, cheap)).toBe(3); // 17 damage: two eights
    expect(costNow(s, A, cheap)).toBe(1);
    s = passUntil(s, atMain(B));
    [s] = activate(s, B, cheap);
    s = drive(s);
    expect(costNow(s, B, cheap)).toBe(1); // only the next card

    let t = inBobsRecollection(['MAGE'], 17);
    [t] = activate(t, A, def);
    t = drive(t);
    expect(costNow(t, B, cheap)).toBe(1);
  });
});

describe("'relentless-outburst'", () => {
  const outburst = scriptedDef('relentless-outburst');
  const ally = defineCard({ slug: 'test-ally-b3o', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 20 }, { abilities: [] });
  const run = (classes: string[], damage: number) => {
    let s = edit(aliceAs({ classes, elements: [...ALL] }), (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
    let mine: string, theirs: string, card: string;
    [s, mine] = place(s, A, ally);
    [s, theirs] = place(s, B, ally);
    [s, card] = addCard(withDef(s, outburst), A, outburst.slug);
    s = act(s, A, { type: 'activate', card });
    const modes = legalActions(s, A).flatMap((a) => (a.type === 'chooseMode' ? [a.mode] : []));
    s = act(s, A, { type: 'chooseMode', mode: modes[0]! });
    if (modes[0] === 0) s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = drive(payReserve(s, A));
    return { modes, bob: champion(s, B).damage, mine: s.objects[mine]!.damage, theirs: s.objects[theirs]!.damage, me: champion(s, A).damage - damage };
  };
  it('Damage 35+ with a Warrior champion: the target champion takes 1 more from each damage this turn; 1 damage to all other units per six damage counters', () => {
    expect(run(['WARRIOR'], 36)).toEqual({ modes: [0], bob: 7, mine: 6, theirs: 6, me: 0 });
  });
  it('without the bonus: only the damage to all other units, in separate instances (ruling)', () => {
    expect(run(['WARRIOR'], 12)).toEqual({ modes: [1], bob: 2, mine: 2, theirs: 2, me: 0 });
    expect(run(['MAGE'], 36)).toEqual({ modes: [1], bob: 6, mine: 6, theirs: 6, me: 0 });
  });
});
