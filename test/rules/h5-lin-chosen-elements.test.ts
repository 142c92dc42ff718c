// Basic elements chosen for a champion card, which its Inherited Effect makes the champion's
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element): the chosen element is
// enabled for its player, who may then activate cards of it; another one is not.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, noCost, onEnter, reserve, triggered } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, atMain, passUntil, withDef } from '../engine/helpers.js';
import { gameWithSpirit } from '../cards/doa/support.js';

const chooser = { ...defineCard({ slug: 'test-chooser', name: 'test-chooser', types: ['CHAMPION'], element: 'NORM', cost: noCost(), life: 15 },
  { abilities: [triggered(onEnter(), [draw(3), { op: 'chooseElements', count: 1 }]), { kind: 'static', inherited: true, effect: { kind: 'chosenElements' } }] }), level: 0 };
const splash = defineCard({ slug: 'test-splash', name: 'test-splash', types: ['ACTION'], element: 'WATER', cost: reserve(0), speed: true }, { onResolve: [] });

function chose(mode: number): { s: GameState; card: string } {
  let s = withDef(gameWithSpirit(chooser), splash);
  for (let i = 0; i < 20 && s.pending?.kind !== 'chooseElements'; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'pass' || a.type === 'orderTrigger')!);
  expect(s.pending?.kind).toBe('chooseElements');
  s = passUntil(act(s, A, { type: 'chooseMode', mode }), atMain(A));
  let card: string;
  [s, card] = addCard(s, A, 'test-splash');
  return { s, card };
}
const playable = ({ s, card }: { s: GameState; card: string }) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);

describe('Chosen elements (parts-of-a-card-element.md#parts-of-a-card-element)', () => {
  it('water chosen: a water card can be activated; fire chosen: it cannot', () => {
    expect(playable(chose(1))).toBe(true);
    expect(playable(chose(0))).toBe(false);
  });
});
