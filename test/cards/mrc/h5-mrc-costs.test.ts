// h5-u-mrc: Mercurial Heart cards that banish graveyard cards as an additional cost (src/engine/effects/banish-cost.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, champion, edit, factsOnly, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { afterCombat, as, bolt, fill, obj, place } from '../doa/round2-helpers.js';
import { controlled } from '../rdo/rdo-1-support.js';
import { activatePaying, canActivate } from './h5-mrc-support.js';

const fire = defineCard({ slug: 'test-fire', name: 'Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
const water = defineCard({ slug: 'test-water', name: 'Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
const gear = defineCard({ slug: 'test-gear', name: 'Gear', types: ['ALLY'], subtypes: ['AUTOMATON'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const floater = defineCard({ slug: 'test-floater', name: 'Floater', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, { keywords: ['floatingMemory'] });

function withGrave(s: GameState, who: PlayerId, defs: CardDef[]): [GameState, string[]] {
  const ids: string[] = [];
  for (const d of defs) { let c: string; [s, c] = addCard(withDef(s, d), who, d.slug, 'graveyard'); ids.push(c); }
  return [s, ids];
}
/** The graveyard cards offered for the additional cost, once the reserve is paid. */
function costChoices(s: GameState, who: PlayerId): string[] {
  for (let i = 0; i < 10 && !legalActions(s, who).some((a) => a.type === 'chooseCostPart'); i++) {
    const r = legalActions(s, who).find((a) => a.type === 'chooseReserve');
    if (!r) break;
    s = act(s, who, r);
  }
  return legalActions(s, who).filter((a) => a.type === 'chooseCostPart').map((a) => (a as { id: string }).id);
}

describe("'furnace-drone'", () => {
  const def = scriptedDef('furnace-drone');
  it('banishes three fire and/or Automaton cards from your graveyard as it is activated; taunt', () => {
    let s = fill(as(mainPhaseOf(A), A, 'guardian', 'FIRE'), A, 4);
    let ids: string[];
    [s, ids] = withGrave(s, A, [fire, gear, water]);
    expect(canActivate(s, A, def)).toBe(false);
    let more: string[];
    [s, more] = withGrave(s, A, [fire]);
    const [t0, card] = addCard(withDef(s, def), A, def.slug);
    const t1 = act(t0, A, { type: 'activate', card });
    expect(costChoices(t1, A).sort()).toEqual([ids[0]!, ids[1]!, more[0]!].sort());
    s = passUntil(activatePaying(s, A, def, [ids[0]!, ids[1]!, more[0]!]), (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([ids[0], ids[1], more[0]]));
    expect(player(s, A).graveyard).toContain(ids[2]);
    const me = controlled(s, A, def.slug)[0]!;
    expect(hasKeyword(s, s.objects[me]!, 'taunt')).toBe(true);
  });
  it('with the Guardian bonus, On Death: 3 damage to target champion', () => {
    const run = (cls: 'guardian' | 'warrior') => {
      let s = as(mainPhaseOf(A), A, cls, 'FIRE');
      let id: string;
      [s, id] = place(s, A, def);
      s = activateFromHand(s, A, bolt, [obj(id)])[0];
      for (let i = 0; i < 10; i++) {
        s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
        if (s.pending?.kind !== 'triggerTargets') break;
        s = act(s, A, { type: 'chooseTarget', target: obj(champion(s, B).id) });
      }
      return [s.field.includes(id), champion(s, B).damage];
    };
    expect(run('guardian')).toEqual([false, 3]);
    expect(run('warrior')).toEqual([false, 0]);
  });
});

describe("'ravishing-finale'", () => {
  const def = scriptedDef('ravishing-finale');
  const nico = factsOnly('nico-raptures-embrace');
  it('banishes two Floating Memory cards from your graveyard as it is activated', () => {
    let s = fill(as(mainPhaseOf(B), B, 'guardian', 'WATER'), B, 4);
    let ids: string[];
    [s, ids] = withGrave(s, B, [floater, water]);
    expect(canActivate(s, B, def)).toBe(false);
    let more: string[];
    [s, more] = withGrave(s, B, [floater]);
    expect(canActivate(s, B, def)).toBe(true);
    const [t0, card] = addCard(withDef(s, def), B, def.slug);
    expect(costChoices(act(t0, B, { type: 'activate', card }), B).sort()).toEqual([ids[0]!, more[0]!].sort());
  });
  it('for Nico, On Champion Hit: the hit champion\'s controller mills two cards per damage counter on it', () => {
    const run = (asNico: boolean) => {
      let s = as(mainPhaseOf(B), B, 'guardian', 'WATER');
      if (asNico) s = edit(withDef(s, nico), (t) => { t.objects[player(t, B).champion!]!.def = nico.slug; });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 2; });
      let ids: string[];
      [s, ids] = withGrave(s, B, [floater, floater]);
      const grave = player(s, A).graveyard.length;
      s = activatePaying(fill(s, B, 4), B, def, ids);
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      s = afterCombat(act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id }));
      return [champion(s, A).damage, player(s, A).graveyard.length - grave];
    };
    expect(run(true)).toEqual([8, 16]);
    expect(run(false)).toEqual([8, 0]);
  });
});
