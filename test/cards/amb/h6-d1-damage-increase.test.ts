// h6-d1: "the next time [unit] would take damage from a Spell source, it takes that much plus N instead"
// (a damage-modifying replacement used up once damage is dealt: src/engine/effects/prevention.ts, damage-sources.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { A, B, act, activateFromHand, edit, mainPhaseOf, passUntil, player } from '../doa/support.js';
import { as, fill, obj, place } from '../doa/round2-helpers.js';

const wall = defineCard({ slug: 'test-d1i-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 30 }, {});
const zap = (n: number, subtypes: string[] = ['SPELL']) => defineCard({ slug: `test-d1i-zap-${n}-${subtypes.join('-')}`, name: 'Zap', types: ['ACTION'], subtypes, element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }] });
const stop = defineCard({ slug: 'test-d1i-stop', name: 'Stop', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'preventDamage', subject: { ref: 'target', index: 0 }, prevention: { kind: 'instance', amount: 'all', duration: 'untilEndOfTurn' } }] });

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
/** `who` casts `def`; an order of replacement effects is answered with the option whose label has `first`. */
function run(s: GameState, def: CardDef, targets: ChosenTarget[], who: PlayerId = A, first = ''): GameState {
  s = activateFromHand(fill(s, who, 6), who, def, targets)[0];
  for (let i = 0; i < 10; i++) {
    s = passUntil(s, (t) => t.pending?.kind === 'orderReplacements' || settled(t));
    if (s.pending?.kind !== 'orderReplacements') return s;
    const d = s.pending;
    const pick = d.options.find((o) => o.label.includes(first)) ?? d.options[0]!;
    s = act(s, d.player, { type: 'orderReplacement', replacement: pick.id });
  }
  return s;
}
const dmg = (s: GameState, id: string) => s.objects[id]!.damage;
const levelled = (s: GameState, n: number) => edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = n; });

describe("'weaken-resistance'", () => {
  const def = scriptedDef('weaken-resistance');
  function setUp(): [GameState, string] {
    let s = levelled(as(mainPhaseOf(A), A, 'mage'), 1);
    let w: string;
    [s, w] = place(s, B, wall);
    return [run(s, def, [obj(w)]), w];
  }
  it('the next damage from a Spell source to the target is that much plus LV (2 here); once only; other sources untouched', () => {
    let [s, w] = setUp();
    s = run(s, zap(1, []), [obj(w)]);
    expect(dmg(s, w)).toBe(1);
    s = run(s, zap(2), [obj(w)]);
    expect(dmg(s, w)).toBe(1 + 4);
    s = run(s, zap(2), [obj(w)]);
    expect(dmg(s, w)).toBe(1 + 4 + 2);
  });
  it('ruling: when the damage is prevented, it is tried again on the next damage', () => {
    for (const order of ['more damage', 'prevent']) {
      let [s, w] = setUp();
      s = run(s, stop, [obj(w)]);
      s = run(s, zap(2), [obj(w)], A, order);
      expect(dmg(s, w)).toBe(0);
      s = run(s, zap(2), [obj(w)]);
      expect(dmg(s, w)).toBe(4);
    }
  });
  it('costs 1 less with the class bonus', () => {
    expect(costToPay(as(mainPhaseOf(A), A, 'mage'), A, def, 0, 'activate')).toBe(3);
    expect(costToPay(as(mainPhaseOf(A), A, 'cleric'), A, def, 0, 'activate')).toBe(4);
  });
});

describe("'nipping-kicker'", () => {
  const def = scriptedDef('nipping-kicker');
  it('the next damage from a Suited Spell source you control to the target is 3 more', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WATER');
    let w: string;
    [s, w] = place(s, B, wall);
    s = run(s, def, [obj(w)]);
    s = run(s, zap(1), [obj(w)]); // a Spell, not Suited
    expect(dmg(s, w)).toBe(1);
    s = run(s, zap(1, ['SUITED', 'SPELL']), [obj(w)]);
    expect(dmg(s, w)).toBe(1 + 4);
    s = run(s, zap(1, ['SUITED', 'SPELL']), [obj(w)]);
    expect(dmg(s, w)).toBe(1 + 4 + 1);
  });
  it("an opponent's Suited Spell is not yours: not increased", () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WATER');
    let w: string;
    [s, w] = place(s, A, wall);
    s = run(s, def, [obj(w)]);
    // Bob answers Alice's own card with his Suited Spell.
    let t = activateFromHand(fill(s, A, 2), A, zap(0), [obj(w)])[0];
    t = act(t, A, { type: 'pass' });
    expect(legalActions(t, B).some((a) => a.type === 'pass')).toBe(true);
    t = passUntil(activateFromHand(fill(t, B, 2), B, zap(1, ['SUITED', 'SPELL']), [obj(w)])[0], settled);
    expect(dmg(t, w)).toBe(1);
  });
});
