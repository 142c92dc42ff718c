// ALC cards whose sections open with the champion's level: a target declared only at level 2+, and a mode
// chosen only at level 2+.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, newGame, payReserve, player, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle } from '../amb/scenario.js';

const game = (level: number, classes = ['RANGER']): GameState => {
  let s = asChampion(newGame({ first: A }), A, { classes, elements: ['NORM'], level });
  for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
  return s;
};
const ally = (slug: string, subtypes: string[] = []) => defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(2), power: 1, life: 3 }, {});

describe("'strategic-warfare'", () => {
  it('below level 2: no target is asked; allies you control get +1 power this turn', () => {
    let s = game(1);
    let mine: string, foe: string, card: string;
    [s, mine] = place(s, A, ally('test-sw-ally'));
    [s, foe] = place(s, B, ally('test-sw-foe'));
    s = withDef(s, scriptedDef('strategic-warfare'));
    [s, card] = addCard(s, A, 'strategic-warfare');
    s = act(s, A, { type: 'activate', card });
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage).toBe('reserve');
    s = settle(payReserve(s, A));
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(2);
    expect(currentStat(s, s.objects[foe]!, 'power')).toBe(1);
    expect(hasKeyword(s, s.objects[foe]!, 'trueSight')).toBe(false);
  });

  it('at level 2+: a target unit gains true sight this turn; if that target is gone, the whole card fizzles', () => {
    let s = game(2);
    let mine: string, foe: string, card: string;
    [s, mine] = place(s, A, ally('test-sw-ally'));
    [s, foe] = place(s, B, ally('test-sw-foe'));
    s = withDef(s, scriptedDef('strategic-warfare'));
    [s, card] = addCard(s, A, 'strategic-warfare');
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === champion(s, B).id)).toBe(true);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(mine) });
    s = settle(payReserve(s, A));
    expect(hasKeyword(s, s.objects[mine]!, 'trueSight')).toBe(true);
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(2);
    // fizzle: the target leaves before it resolves
    let again: string;
    [s, again] = addCard(s, A, 'strategic-warfare');
    s = act(s, A, { type: 'activate', card: again });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    s = payReserve(s, A);
    s = edit(s, (t) => { t.field = t.field.filter((id) => id !== foe); t.objects = Object.fromEntries(Object.entries(t.objects).filter(([k]) => k !== foe)); });
    s = settle(s);
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(2); // no second +1
  });
});

describe("'reconstructive-surgery'", () => {
  it('mode 1: a buff counter on a target Automaton ally (any controller); mode 2 only at level 2+: an Automaton ally card from graveyard to memory', () => {
    let s = game(1, ['CLERIC']);
    let bot: string, card: string, grave: string;
    [s, bot] = place(s, B, ally('test-rs-bot', ['AUTOMATON']));
    [s, grave] = addCard(withDef(s, ally('test-rs-dead', ['AUTOMATON'])), A, 'test-rs-dead', 'graveyard');
    s = withDef(s, scriptedDef('reconstructive-surgery'));
    [s, card] = addCard(s, A, 'reconstructive-surgery');
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseMode').map((a) => a.type === 'chooseMode' && a.mode)).toEqual([0]);
    s = act(s, A, { type: 'chooseMode', mode: 0 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(bot) });
    s = settle(payReserve(s, A));
    expect(s.objects[bot]!.counters.buff).toBe(1);

    s = asChampion(s, A, { classes: ['CLERIC'], elements: ['NORM'], level: 2 });
    let again: string;
    [s, again] = addCard(s, A, 'reconstructive-surgery');
    s = act(s, A, { type: 'activate', card: again });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseMode').map((a) => a.type === 'chooseMode' && a.mode)).toEqual([0, 1]);
    s = act(s, A, { type: 'chooseMode', mode: 1 });
    s = settle(payReserve(s, A), { accept: true });
    expect(player(s, A).memory).toContain(grave);
    expect(player(s, A).graveyard).not.toContain(grave);
  });
});
