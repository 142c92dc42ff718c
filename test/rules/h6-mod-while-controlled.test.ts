// "For as long as you control [this]" ('rules/game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#general-rules':
// an effect lasts as long as the text creating it says): it ends the first time its source leaves or another player
// controls it, and stays ended; it never starts when the source is already gone as the effect would begin.
import { describe, expect, it } from 'vitest';
import { activated, cardScript, defineCard, reserve, sacrificeSelf, target, targetAlly } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { hasKeyword } from '../../src/engine/state/query.js';
import { A, B, newGame } from '../engine/helpers.js';
import { objectTarget, place, play, playerTarget, useAbility, withDefs } from '../cards/amb/scenario.js';

// An item whose ability (sacrificing it as the cost) grants stealth while its controller controls it: never in force.
const cloak = defineCard({ slug: 'test-wc-cloak', name: 'Cloak', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [
    activated([], [{ op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'whileYouControlSource' }], { targets: [targetAlly()] }),
    activated([sacrificeSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'whileYouControlSource' }], { targets: [targetAlly()] }),
  ],
});
const pup = defineCard({ slug: 'test-wc-pup', name: 'Pup', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {});
const gift = defineCard({ slug: 'test-wc-gift', name: 'Gift', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  cardScript('test-wc-gift', { targets: [{ kind: 'player' }, { kind: 'object' }], onResolve: [{ op: 'gainControl', subject: target(1), to: { target: 0 } }] }).script);
const game = (): GameState => withDefs(newGame({ first: A }), cloak, pup, gift);
const stealthy = (s: GameState, id: string) => hasKeyword(s, s.objects[id]!, 'stealth');

describe('Effects lasting for as long as you control their source', () => {
  it('ends when another player gains control, and does not come back when control returns', () => {
    let s = game();
    let c: string, p: string;
    [s, c] = place(s, A, cloak);
    [s, p] = place(s, A, pup);
    s = useAbility(s, A, c, 0, [objectTarget(p)]);
    expect(stealthy(s, p)).toBe(true);
    s = play(s, A, gift, [playerTarget(B), objectTarget(c)]);
    expect(stealthy(s, p)).toBe(false);
    s = play(s, A, gift, [playerTarget(A), objectTarget(c)]);
    expect(s.objects[c]!.controller).toBe(A);
    expect(stealthy(s, p)).toBe(false);
  });

  it('never starts when its source has already left the field', () => {
    let s = game();
    let c: string, p: string;
    [s, c] = place(s, A, cloak);
    [s, p] = place(s, A, pup);
    s = useAbility(s, A, c, 1, [objectTarget(p)]);
    expect(stealthy(s, p)).toBe(false);
    expect(s.keywordGrants.some((g) => g.object === p)).toBe(false);
  });
});
