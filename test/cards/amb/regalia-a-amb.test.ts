// Regalia first printed in AMB (helper regalia-1).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard } from '../../../src/cards/define.js';
import { A, B, act, addCard, asClass, enable, mainPhaseOf, player, toMaterialize, withDef } from '../doa/support.js';
import { afterCombat, place } from '../doa/round2-helpers.js';
import { championOf } from '../doa/support.js';
import { refuse } from '../../engine/helpers.js';

const fire = defineCard({ slug: 'test-fire-card', name: 'Test Fire Card', types: ['ACTION'], element: 'FIRE', cost: { kind: 'reserve', value: 1 } }, {});
const water = defineCard({ slug: 'test-water-card', name: 'Test Water Card', types: ['ACTION'], element: 'WATER', cost: { kind: 'reserve', value: 1 } }, {});

type S = ReturnType<typeof mainPhaseOf>;
function cards(s: S, who: string, slug: string, n: number, zone: 'graveyard' | 'hand' = 'graveyard'): [S, string[]] {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) { let c: string; [s, c] = addCard(s, who, slug, zone); ids.push(c); }
  return [s, ids];
}

describe('dragons-dawn', () => {
  const dawn = scriptedDef('dragons-dawn');

  it('materializing it also banishes three fire element cards from your graveyard', () => {
    let [s, card] = toMaterialize(dawn, 1, (t) => enable(withDef(withDef(t, fire), water), A, 'FIRE'));
    let embers: string[];
    [s, embers] = cards(s, A, fire.slug, 2);
    [s] = cards(s, A, water.slug, 2);
    [s] = cards(s, B, fire.slug, 3); // an opponent's graveyard does not pay it
    refuse(s, A, { type: 'materialize', card }, 'playing-cards-card-materialization.md');
    let more: string[];
    [s, more] = cards(s, A, fire.slug, 1);
    s = act(s, A, { type: 'materialize', card });
    const picks = legalActions(s, A).filter((a) => a.type === 'chooseCostPart').map((a) => (a as { id: string }).id);
    expect(picks.sort()).toEqual([...embers, ...more].sort());
    for (const c of [...embers, ...more]) s = act(s, A, { type: 'chooseCostPart', id: c });
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([...embers, ...more]));
  });

  /** Bob (a Warrior unless told) attacks Alice's champion with his champion wielding Dragon's Dawn; he holds a fire and a water card. */
  function armedAttack(cls: 'warrior' | 'mage' = 'warrior'): [S, string, string] {
    let s = withDef(withDef(asClass(mainPhaseOf(B), B, cls), fire), water);
    let w: string, f: string[], wa: string[];
    [s, w] = place(s, B, dawn);
    [s, f] = cards(s, B, fire.slug, 1, 'hand');
    [s, wa] = cards(s, B, water.slug, 1, 'hand');
    s = act(s, B, { type: 'attack', attacker: championOf(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: w });
    s = act(s, B, { type: 'chooseAttackTarget', target: championOf(s, A).id });
    for (let i = 0; i < 10 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    return [s, f[0]!, wa[0]!];
  }

  it('On Attack: discard a fire card, 2 unpreventable damage to your champion; the attack gets +2 power and draws on a champion hit', () => {
    let [s, f, wa] = armedAttack();
    expect(s.pending?.kind).toBe('discardToDo');
    const options = legalActions(s, B).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } | null }).target?.id ?? null);
    expect(options).toContain(f);
    expect(options).not.toContain(wa);
    const hand = player(s, B).hand.length;
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'card', id: f } });
    expect(player(s, B).graveyard).toContain(f);
    expect(championOf(s, B).damage).toBe(2);
    s = afterCombat(s);
    const [d] = armedAttack();
    const declined = afterCombat(act(d, B, { type: 'chooseTarget', target: null }));
    expect(championOf(s, A).damage).toBe(championOf(declined, A).damage + 2);
    expect(championOf(declined, B).damage).toBe(0);
    // The hit drew a card: one discarded, one drawn.
    expect(player(s, B).hand.length).toBe(hand - 1 + 1);
    expect(player(declined, B).hand.length).toBe(hand);
  });

  it('without the Class Bonus nothing is asked', () => {
    const [s] = armedAttack('mage');
    expect(s.pending?.kind).not.toBe('discardToDo');
  });
});
