// h6-d1: a static increase of the damage your Spell sources deal to units (src/engine/effects/static-damage-increase.ts),
// and "whenever you brew a card".
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, champion, mainPhaseOf, materialize, passUntil, payReserve, player, toMaterialize, withDef } from '../doa/support.js';
import { fill, obj, place } from '../doa/round2-helpers.js';
import { aliceAs, drive, namedChampion } from '../amb/amb1-support.js';

const wall = defineCard({ slug: 'test-d1p-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 30 }, {});
const zap = (n: number, subtypes: string[] = ['SPELL']) => defineCard({ slug: `test-d1p-zap-${n}-${subtypes.join('-')}`, name: 'Zap', types: ['ACTION'], subtypes, element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const run = (s: GameState, def: CardDef, targets: ChosenTarget[], who = A) => passUntil(activateFromHand(fill(s, who, 2), who, def, targets)[0], settled);

describe("'essence-crucible'", () => {
  const def = scriptedDef('essence-crucible');
  it('your Spell sources deal that much plus its refinement counters to units; other sources do not', () => {
    let s = mainPhaseOf(A);
    let w: string;
    [s] = place(s, A, def, { counters: { refinement: 2 } });
    [s, w] = place(s, B, wall);
    s = run(s, zap(1), [obj(w)]);
    expect(s.objects[w]!.damage).toBe(3);
    s = run(s, zap(1, []), [obj(w)]);
    expect(s.objects[w]!.damage).toBe(4);
    s = run(s, zap(1), [obj(champion(s, B).id)]);
    expect(champion(s, B).damage).toBe(3);
  });
  it('no counters: no increase', () => {
    let s = mainPhaseOf(A);
    let w: string;
    [s] = place(s, A, def);
    [s, w] = place(s, B, wall);
    s = run(s, zap(1), [obj(w)]);
    expect(s.objects[w]!.damage).toBe(1);
  });
  it('On Enter: draw a card', () => {
    let [s, card] = toMaterialize(def, 1);
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand.length - hand).toBe(1);
  });
  it('Arisanna: a refinement counter each time you brew a card; not for a card paid normally, nor for another champion', () => {
    const brewOnce = (arisanna: boolean, brew: boolean) => {
      let s = aliceAs({ classes: ['CLERIC'] });
      if (arisanna) s = namedChampion(s, A, 'Arisanna', ['CLERIC']);
      let crucible: string, herb: string, card: string;
      [s, crucible] = place(s, A, def);
      [s, herb] = place(s, A, scriptedDef('manaroot'));
      [s, card] = addCard(withDef(s, scriptedDef('distilled-water')), A, 'distilled-water');
      s = act(s, A, { type: 'activate', card });
      if (brew) {
        s = act(s, A, { type: 'declareBrew', brew: true });
        s = act(s, A, { type: 'chooseIngredient', object: herb });
      } else if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'brew') s = act(s, A, { type: 'declareBrew', brew: false });
      s = drive(payReserve(fill(s, A, 3), A));
      return s.objects[crucible]!.counters.refinement ?? 0;
    };
    expect(brewOnce(true, true)).toBe(1);
    expect(brewOnce(true, false)).toBe(0);
    expect(brewOnce(false, true)).toBe(0);
  });
});
