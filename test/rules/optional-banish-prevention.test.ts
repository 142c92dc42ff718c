// An optional replacement paid for by banishing its source (src/engine/effects/optional-banish-prevention.ts):
// game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules and
// game-mechanics/game-mechanics-damage-prevention.md#general-rules.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import { A, B, act, activateFromHand, mainPhaseOf, resolveAll } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';

const ward = defineCard({ slug: 'test-ward', name: 'Test Ward', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [{ kind: 'static', effect: { kind: 'optionalBanishPrevention', affects: 'yourChampion', amount: 2 } }] });
const shield = defineCard({ slug: 'test-shield-static', name: 'Test Shield', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [{ kind: 'static', effect: { kind: 'preventDamage', affects: 'yourChampion', amount: 1 } }] });
const storm = defineCard({ slug: 'test-storm', name: 'Test Storm', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'dealDamage', to: { ref: 'eachChampion' }, amount: 4 }] });

type S = ReturnType<typeof mainPhaseOf>;
function toDamage(s: S): S {
  [s] = activateFromHand(s, A, storm);
  for (let i = 0; i < 6 && s.stack.length > 0 && !s.pending; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return s;
}
const champ = (s: S, i: number) => s.objects[s.players[i]!.champion!]!;
const wardKey = (s: S, who: string) => legalActions(s, who).find((a) => a.type === 'orderReplacement' && a.replacement.startsWith('optional:'))!;

describe('optional banish preventions', () => {
  it('each applies only if its controller chooses it, and is used once in a batch', () => {
    let s = mainPhaseOf(A);
    let mine: string, theirs: string;
    [s, mine] = place(s, A, ward);
    [s, theirs] = place(s, B, ward);
    s = toDamage(s);
    expect(s.pending?.kind === 'orderReplacements' && s.pending.player).toBe(A);
    s = act(s, A, wardKey(s, A));
    expect(s.pending?.kind === 'orderReplacements' && s.pending.player).toBe(B);
    s = resolveAll(act(s, B, { type: 'orderReplacement', replacement: 'decline-optional' }));
    expect(champ(s, 0).damage).toBe(2);
    expect(champ(s, 1).damage).toBe(4);
    expect(s.objects[mine]).toBeUndefined();
    expect(s.objects[theirs]).toBeDefined();
  });

  it('with a mandatory prevention too, the damaged unit\'s controller orders them; declining still leaves the other', () => {
    let s = mainPhaseOf(A);
    [s] = place(s, A, ward);
    [s] = place(s, A, shield);
    s = toDamage(s);
    expect(s.pending?.kind === 'orderReplacements' && s.pending.options.length).toBe(3);
    s = resolveAll(act(s, A, { type: 'orderReplacement', replacement: 'decline-optional' }));
    expect(champ(s, 0).damage).toBe(3);
  });
});
