// Conditions on the trigger's event object, the hit champion: its damage counters (glossary/game-terms.md#damage-counters)
// and the cards of its lineage (glossary/game-terms.md#lineage-term). src/engine/effects/hit-champion-conditions.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { CardDef, Condition } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const DAMAGE = 'glossary/game-terms.md#damage-counters';
const LINEAGE = 'glossary/game-terms.md#lineage-term';

const curse = defineCard({ slug: 'test-curse', name: 'Curse', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1) }, {});
/** A 1-power attack whose On Hit on a champion draws a card when `condition` holds. */
const strike = (slug: string, condition: Condition): CardDef => defineCard(
  { slug, name: slug, types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 },
  { abilities: [{ kind: 'triggered', trigger: { on: 'hit' }, condition: { kind: 'eventObjectType', type: 'CHAMPION' }, effects: [{ op: 'if', condition, then: [draw(1)] }] }] },
);

/** Bob attacks Alice's champion with `def`; returns how many cards Bob drew from the hit. */
function drawsOnHit(s: GameState, def: CardDef): number {
  s = withDef(passUntil(s, atMain(B)), def);
  let c: string;
  [s, c] = addCard(s, B, def.slug);
  const hand = player(s, B).hand.length - 1;
  s = payReserve(act(s, B, { type: 'activate', card: c }), B);
  const done = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0 && !t.combat;
  for (let i = 0; i < 30 && !done(s); i++) {
    s = passUntil(s, (t) => done(t) || t.pending?.kind === 'attackDeclaration');
    if (s.pending?.kind !== 'attackDeclaration') continue;
    const legal = legalActions(s, B);
    s = act(s, B, legal.find((a) => a.type === 'chooseAttackTarget' && a.target === champion(s, A).id) ?? legal.find((a) => a.type === 'chooseWeapon')!);
  }
  return player(s, B).hand.length - hand;
}

describe('conditions on the hit champion', () => {
  it(`its damage counters, counted after the hit (${DAMAGE})`, () => {
    const def = strike('test-strike-damage', { kind: 'eventObjectDamage', min: 3 });
    const base = newGame({ first: A });
    expect(drawsOnHit(edit(base, (t) => { t.objects[player(t, A).champion!]!.damage = 2; }), def)).toBe(1);
    expect(drawsOnHit(edit(base, (t) => { t.objects[player(t, A).champion!]!.damage = 1; }), def)).toBe(0);
  });
  it(`the cards of its lineage that fit a filter (${LINEAGE})`, () => {
    const def = strike('test-strike-lineage', { kind: 'eventObjectLineageCount', filter: { subtype: 'CURSE' }, min: 1 });
    let s = withDef(newGame({ first: A }), curse);
    expect(drawsOnHit(s, def)).toBe(0);
    let c: string;
    [s, c] = addCard(s, A, curse.slug, 'graveyard');
    s = edit(s, (t) => { player(t, A).graveyard = player(t, A).graveyard.filter((x) => x !== c); t.objects[player(t, A).champion!]!.lineage = [c]; });
    expect(drawsOnHit(s, def)).toBe(1);
  });
});
