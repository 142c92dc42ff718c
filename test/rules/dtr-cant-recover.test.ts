// "Can't recover" for one player (a prohibition, game-mechanics/game-mechanics-miscellaneous-topics/permission.md#general-rules;
// recovering removes damage counters from the champion, glossary/game-terms.md#recover): a targeted player, or
// the controller of a targeted unit; every other player still recovers.
import { describe, expect, it } from 'vitest';
import { defineCard, recover, reserve, targetPlayer, targetUnit } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, atMain, champion, edit, newGame, passUntil } from '../engine/helpers.js';
import { objectTarget, play, playerTarget, withDefs } from '../cards/amb/scenario.js';

const action = (slug: string, script: Parameters<typeof defineCard>[1]) =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, script);
const hexPlayer = action('test-hex-player', { targets: [targetPlayer()], onResolve: [{ op: 'permission', permission: { mode: 'cant', action: 'recover' }, duration: 'untilEndOfTurn', forPlayer: { targetPlayer: 0 } }] });
const hexUnit = action('test-hex-unit', { targets: [targetUnit()], onResolve: [{ op: 'permission', permission: { mode: 'cant', action: 'recover' }, duration: 'untilEndOfTurn', forPlayer: { controllerOfTarget: 0 } }] });
const mend = action('test-mend', { onResolve: [recover(3, 'each')] });

const hurt = (s: GameState): GameState => edit(s, (t) => { for (const p of t.players) t.objects[p.champion!]!.damage = 5; });

describe("can't recover", () => {
  it('a targeted player cannot recover this turn; the others can', () => {
    let s = hurt(withDefs(newGame({ first: A }), hexPlayer, mend));
    s = play(s, A, hexPlayer, [playerTarget(B)]);
    s = play(s, A, mend);
    expect(champion(s, B).damage).toBe(5);
    expect(champion(s, A).damage).toBe(2);
  });

  it('the controller of a targeted unit cannot recover; the prohibition ends with the turn', () => {
    let s = hurt(withDefs(newGame({ first: A }), hexUnit, mend));
    s = play(s, A, hexUnit, [objectTarget(champion(s, A).id)]);
    s = play(s, A, mend);
    expect(champion(s, A).damage).toBe(5);
    expect(champion(s, B).damage).toBe(2);
    s = passUntil(s, atMain(B));
    expect(s.permissionEffects ?? []).toEqual([]);
  });
});
