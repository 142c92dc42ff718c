// h6-d1: attacks that deal twice their damage (src/engine/effects/double-damage.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, champion, edit, mainPhaseOf, passUntil, player, untilPending } from '../doa/support.js';
import { as, fill, place } from '../doa/round2-helpers.js';

const ember = defineCard({ slug: 'test-d1d-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1), speed: true }, {});
const ward = (n: number) => defineCard({ slug: `test-d1d-ward-${n}`, name: 'Ward', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 9 },
  { abilities: [{ kind: 'static', effect: { kind: 'preventDamage', affects: 'yourChampion', amount: n } }] });
const done = (t: GameState) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

/** Bob attacks Alice's champion with `slug`; graveyard banish choices picked (or declined) by `banish`; replacement orders by label. */
function attackWith(s: GameState, slug: string, banish: boolean, order = ''): GameState {
  [s] = activateFromHand(fill(s, B, 5), B, scriptedDef(slug));
  s = untilPending(s, 'attackDeclaration');
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  for (let i = 0; i < 30; i++) {
    s = passUntil(s, (t) => !!t.pending && ['banishFromGraveyard', 'orderReplacements'].includes(t.pending.kind) || done(t));
    if (done(s)) return s;
    const d = s.pending!;
    if (d.kind === 'orderReplacements') {
      const pick = d.options.find((o) => o.label.includes(order)) ?? d.options[0]!;
      s = act(s, d.player, { type: 'orderReplacement', replacement: pick.id });
    } else {
      const options = legalActions(s, B).filter((a) => a.type === 'chooseTarget');
      s = act(s, B, banish ? options.find((a) => a.type === 'chooseTarget' && a.target !== null)! : options.find((a) => a.type === 'chooseTarget' && a.target === null)!);
    }
  }
  return s;
}
function withEmbers(s: GameState, n: number): GameState {
  for (let i = 0; i < n; i++) [s] = addCard(edit(s, (t) => { t.defs[ember.slug] = ember; }), B, ember.slug, 'graveyard');
  return s;
}

describe("'rending-flames'", () => {
  const bob = () => as(mainPhaseOf(B), B, 'warrior', 'FIRE');
  it('class bonus, On Attack: banishing three fire cards from your graveyard makes the attack deal double damage', () => {
    const s = attackWith(withEmbers(bob(), 3), 'rending-flames', true);
    expect(champion(s, A).damage).toBe(6);
    expect(player(s, B).banishment.filter((c) => s.cards[c]!.def === ember.slug)).toHaveLength(3);
  });
  it('declined, or fewer than three fire cards, or no class bonus: normal damage', () => {
    expect(champion(attackWith(withEmbers(bob(), 3), 'rending-flames', false), A).damage).toBe(3);
    expect(champion(attackWith(withEmbers(bob(), 2), 'rending-flames', true), A).damage).toBe(3);
    expect(champion(attackWith(withEmbers(as(mainPhaseOf(B), B, 'mage', 'FIRE'), 3), 'rending-flames', true), A).damage).toBe(3);
  });
  it('a replacement ordered with the preventions by the damaged player: doubling before or after 1 is prevented', () => {
    let s = withEmbers(bob(), 3);
    [s] = place(s, A, ward(1));
    expect(champion(attackWith(s, 'rending-flames', true, 'double'), A).damage).toBe(5);
    expect(champion(attackWith(s, 'rending-flames', true, 'prevent'), A).damage).toBe(4);
  });
});

describe("'strike-of-singularity'", () => {
  const bob = (cls: 'assassin' | 'mage' = 'assassin') => as(mainPhaseOf(B), B, cls, 'LUXEM');
  const emptyHand = (s: GameState) => edit(s, (t) => {
    const p = t.players.find((x) => x.id === A)!;
    p.graveyard = [...p.graveyard, ...p.hand];
    p.hand = [];
  });
  it('class bonus: against a unit whose controller has no cards in hand, the attack deals double damage', () => {
    expect(champion(attackWith(emptyHand(bob()), 'strike-of-singularity', false), A).damage).toBe(8);
  });
  it('the defending player holds a card, or no class bonus: normal damage', () => {
    expect(champion(attackWith(bob(), 'strike-of-singularity', false), A).damage).toBe(4);
    expect(champion(attackWith(emptyHand(bob('mage')), 'strike-of-singularity', false), A).damage).toBe(4);
  });
});
