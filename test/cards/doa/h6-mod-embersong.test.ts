// Embersong: 2 damage to up to one target ally; with the class bonus, a second (required) target ally you control
// gets +2 power, declared only with the class bonus (rulings: losing that one negates the card, losing the
// optional one does not).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, edit, newGame, payReserve, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle } from '../amb/scenario.js';

const ally = (slug: string) => defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(2), power: 1, life: 4 }, {});
const game = (classes: string[]): GameState => {
  let s = asChampion(newGame({ first: A }), A, { classes, elements: ['NORM', 'FIRE'], level: 1 });
  for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
  return withDef(s, scriptedDef('embersong'));
};
const gone = (s: GameState, id: string): GameState => edit(s, (t) => { t.field = t.field.filter((x) => x !== id); t.objects = Object.fromEntries(Object.entries(t.objects).filter(([k]) => k !== id)); });

describe("'embersong'", () => {
  it('without the class bonus: only the up-to-one damage target is asked', () => {
    let s = game(['WARRIOR']);
    let foe: string, mine: string, card: string;
    [s, foe] = place(s, B, ally('test-es-foe'));
    [s, mine] = place(s, A, ally('test-es-mine'));
    [s, card] = addCard(s, A, 'embersong');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage).toBe('reserve');
    s = settle(payReserve(s, A));
    expect(s.objects[foe]!.damage).toBe(2);
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(1);
  });

  it('with the class bonus: a target ally you control gets +2 power; the damage target missing does not stop it', () => {
    let s = game(['TAMER']);
    let foe: string, mine: string, card: string;
    [s, foe] = place(s, B, ally('test-es-foe'));
    [s, mine] = place(s, A, ally('test-es-mine'));
    [s, card] = addCard(s, A, 'embersong');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === foe)).toBe(false); // only your allies
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(mine) });
    s = settle(gone(payReserve(s, A), foe));
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(3);
  });

  it('with the class bonus: if the +2 power target is gone, the whole card is negated (no damage either)', () => {
    let s = game(['TAMER']);
    let foe: string, mine: string, card: string;
    [s, foe] = place(s, B, ally('test-es-foe'));
    [s, mine] = place(s, A, ally('test-es-mine'));
    [s, card] = addCard(s, A, 'embersong');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(mine) });
    s = settle(gone(payReserve(s, A), mine));
    expect(s.objects[foe]!.damage).toBe(0);
  });
});
