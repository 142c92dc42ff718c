// mech: the Potion Infusion actions: rest an awake Potion, which then has an On Sacrifice ability this turn.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, recover, reserve, sacrificeSelf } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, atMain, champion, edit, mainPhaseOf, passUntil, payReserve, player, resolveAll } from '../doa/support.js';
import { as, fill, place } from '../doa/round2-helpers.js';
import { addCards, cast } from '../rdo/rdo-1-support.js';

const potion = defineCard({ slug: 'test-potion', name: 'Test Potion', types: ['ITEM'], subtypes: ['POTION'], element: 'NORM', cost: reserve(1) }, {
  abilities: [{ kind: 'activated', speed: 'fast', costs: [sacrificeSelf()], effects: [recover(1)] }],
});
const bobSpell = defineCard({ slug: 'test-b-draw', name: 'Bob Draw', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(3)] });
const aliceMayAct = (s: GameState) => !!s.opportunity && s.players[s.opportunity.player]!.id === A && !s.pending;

/** Alice (a Cleric) infuses her Potion with `def`; `rested`: the Potion was already rested. */
function infuse(def: CardDef, rested = false, s: GameState = as(mainPhaseOf(A), A, 'cleric', 'WATER', 'FIRE')): [GameState, string] {
  let id: string;
  [s, id] = place(s, A, potion, { rested });
  s = cast(s, A, def, [{ kind: 'object', id }]);
  return [s, id];
}
const sacrifice = (s: GameState, id: string) => act(edit(s, (t) => { t.objects[id]!.rested = false; }), A, { type: 'activateAbility', object: id, index: 0 });

describe("'potion-infusion-clarity'", () => {
  const def = scriptedDef('potion-infusion-clarity');
  it('rests an awake Potion, which then draws two as it is sacrificed this turn', () => {
    let [s, id] = infuse(def);
    expect(s.objects[id]!.rested).toBe(true);
    const hand = player(s, A).hand.length;
    s = resolveAll(sacrifice(s, id));
    expect(player(s, A).hand.length).toBe(hand + 2);
  });
  it('an already rested Potion is not rested by it, so gains nothing', () => {
    let [s, id] = infuse(def, true);
    const hand = player(s, A).hand.length;
    s = resolveAll(sacrifice(s, id));
    expect(player(s, A).hand.length).toBe(hand);
  });
  it('the ability lasts until end of turn only', () => {
    let [s, id] = infuse(def);
    s = passUntil(s, atMain(B));
    const hand = player(s, A).hand.length;
    s = act(edit(s, (t) => { t.objects[id]!.rested = false; }), B, { type: 'pass' });
    s = passUntil(s, aliceMayAct);
    s = resolveAll(act(s, A, { type: 'activateAbility', object: id, index: 0 }));
    expect(player(s, A).hand.length).toBe(hand);
  });
  it('costs 2 less with the class bonus', () => {
    const cost = (cls: 'cleric' | 'warrior') => {
      let s = as(mainPhaseOf(A), A, cls, 'WATER', 'FIRE');
      let id: string;
      [s, id] = place(s, A, potion);
      s = fill(s, A, 8);
      s = addCards(s, A, def.slug, 1, 'hand', def);
      const before = player(s, A).hand.length;
      s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
      s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id } });
      s = payReserve(s, A);
      return before - 1 - player(s, A).hand.length;
    };
    expect(cost('cleric')).toBe(5);
    expect(cost('warrior')).toBe(7);
  });
});

describe("'potion-infusion-seal'", () => {
  const def = scriptedDef('potion-infusion-seal');
  it('on its controller\'s turn: sacrificing it in answer to an activation asks that activation\'s controller to pay (2) or be negated; it has floating memory', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WATER', 'FIRE');
    let id: string;
    [s, id] = infuse(def, false, s);
    s = edit(s, (t) => { t.objects[id]!.rested = false; });
    // Alice herself activates a draw spell, then answers it with the Potion (targets any card activation).
    s = addCards(s, A, bobSpell.slug, 1, 'hand', bobSpell);
    s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    s = payReserve(s, A);
    const spell = s.stack.at(-1)!.id;
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: spell } });
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo' || t.stack.every((i) => i.kind !== 'trigger'));
    expect(s.pending?.kind === 'payToDo' && s.pending.player).toBe(A);
    const deck = player(s, A).mainDeck.length;
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(player(s, A).mainDeck.length).toBe(deck);
    expect(player(s, A).graveyard.map((c) => s.cards[c]!.def)).toContain('test-b-draw');
    expect(def.keywords).toContain('floatingMemory');
    void legalActions;
  });
});

describe("'potion-infusion-volatility'", () => {
  const def = scriptedDef('potion-infusion-volatility');
  it('the sacrificed Potion deals 4 plus a six-sided die to each champion you do not control; efficiency with the Arisanna bonus', () => {
    let [s, id] = infuse(def);
    s = resolveAll(sacrifice(s, id));
    const dealt = champion(s, B).damage;
    expect(dealt).toBeGreaterThanOrEqual(5);
    expect(dealt).toBeLessThanOrEqual(10);
    expect(champion(s, A).damage).toBe(0);
    expect(def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'keyword' && a.effect.keyword === 'efficiency'
      && a.condition?.kind === 'championBonus' && a.condition.name === 'Arisanna')).toBe(true);
  });
});
