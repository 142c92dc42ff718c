// A restricted section's target is declared only when its restriction is met as the card is activated, and a
// later change of that restriction neither adds nor removes it
// ('rules/game-mechanics/game-mechanics-abilities/abilities-restriction-abilities.md#general-rules', Types of Restrictions).
import { describe, expect, it } from 'vitest';
import { buffPower, cardScript, defineCard, levelRestriction, reserve, target, targetAlly } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { legalActions } from '../../src/engine/index.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, B, act, addCard, newGame, payReserve, withDef } from '../engine/helpers.js';
import { asChampion, objectTarget, place, settle } from '../cards/amb/scenario.js';

const surge = defineCard({ slug: 'test-gated-surge', name: 'Gated Surge', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  cardScript('test-gated-surge', { targets: [targetAlly({ controller: 'opponent', onlyIf: levelRestriction(2) })], onResolve: [buffPower(target(0), 2)] }).script);
const pup = defineCard({ slug: 'test-gated-pup', name: 'Gated Pup', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {});
const game = (level: number): GameState => withDef(asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'], elements: ['NORM'], level }), surge);
const canActivate = (s: GameState, card: string): boolean => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);

describe('Targets of restricted sections (abilities-restriction-abilities.md#general-rules)', () => {
  it('restriction unmet at activation: the target is not declared, and the empty slot does not make it fizzle', () => {
    let s = game(1);
    let foe: string, card: string;
    [s, foe] = place(s, B, pup);
    [s, card] = addCard(s, A, 'test-gated-surge');
    s = act(s, A, { type: 'activate', card });
    expect(s.pending).toBeNull(); // nothing to declare, nothing to pay: it is on the stack
    s = settle(s);
    expect(currentStat(s, s.objects[foe]!, 'power')).toBe(1);
    expect(s.log.some((l) => /fizzle/i.test(l.text))).toBe(false);
  });

  it('a required gated target with no legal choice blocks the activation only while the restriction is met', () => {
    let s = game(2);
    let card: string;
    [s, card] = addCard(s, A, 'test-gated-surge');
    expect(canActivate(s, card)).toBe(false);
    s = withDef(asChampion(s, A, { classes: ['WARRIOR'], elements: ['NORM'], level: 1 }), surge);
    expect(canActivate(s, card)).toBe(true);
  });

  it('restriction met at activation: the target is declared, and stays even if the level drops before resolution', () => {
    let s = game(2);
    let foe: string, card: string;
    [s, foe] = place(s, B, pup);
    [s, card] = addCard(s, A, 'test-gated-surge');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    s = payReserve(s, A);
    s = asChampion(s, A, { classes: ['WARRIOR'], elements: ['NORM'], level: 0 });
    s = settle(s);
    expect(currentStat(s, s.objects[foe]!, 'power')).toBe(3);
  });
});
