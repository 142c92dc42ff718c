// h6-trg: reversals-polarity, a trigger on your card activation being negated (effects/negations.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, champion, payReserve, player, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle } from '../amb/scenario.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const spell = (slug: string, element: Element, cost: number): CardDef => defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(cost), speed: true }, {});
const cancel: CardDef = { ...defineCard({ slug: 'test-h6-cancel', name: 'Cancel', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  targets: [{ kind: 'activation' }], onResolve: [{ op: 'negate', target: 0 }] };

/** Alice activates `card`; Bob negates it; the trigger (if any) targets Bob's champion. */
function negated(card: CardDef): GameState {
  let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['MAGE'], elements: ['NORM', 'ARCANE'] }), A, 4);
  [s] = place(s, A, def('reversals-polarity'));
  let c: string;
  [s, c] = addCard(withDef(s, card), A, card.slug);
  s = payReserve(act(s, A, { type: 'activate', card: c }), A);
  while (actingPlayers(s)[0] !== B) s = act(s, actingPlayers(s)[0]!, { type: 'pass' });
  let n: string;
  [s, n] = addCard(withDef(s, cancel), B, cancel.slug);
  s = act(s, B, { type: 'activate', card: n });
  s = act(s, B, { type: 'chooseTarget', target: { kind: 'stack', id: s.stack.find((i) => i.card === c)!.id } });
  s = payReserve(s, B);
  return settle(s, { targets: [objectTarget(player(s, B).champion!)] });
}

describe('reversals-polarity', () => {
  it("'reversals-polarity': your arcane card activation negated deals its reserve cost in damage to a target champion", () => {
    const s = negated(spell('test-h6-arcane-3', 'ARCANE', 3));
    expect(champion(s, B).damage).toBe(3);
    expect(champion(s, A).damage).toBe(0);
  });
  it("'reversals-polarity': a negated card of another element does nothing", () => {
    const s = negated(spell('test-h6-norm-3', 'NORM', 3));
    expect(champion(s, B).damage).toBe(0);
  });
});
