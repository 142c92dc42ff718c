// Tristan, Underhanded (first printed in MRC).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, act, champion, passUntil, toMaterialize } from '../doa/support.js';

describe('tristan-underhanded', () => {
  const tristan = scriptedDef('tristan-underhanded');

  function enter(mode: number) {
    let [s, card] = toMaterialize(tristan, 1);
    s = act(s, A, { type: 'materialize', card });
    s = passUntil(s, (t) => t.pending?.kind === 'triggerMode');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseMode')).toEqual([{ type: 'chooseMode', mode: 0 }, { type: 'chooseMode', mode: 1 }]);
    s = act(s, A, { type: 'chooseMode', mode });
    return passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
  }

  it("'tristan-underhanded': On Enter, you may put a preparation counter on Tristan", () => {
    const s = enter(0);
    expect(champion(s, A).def).toBe(tristan.slug);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(s.agility ?? []).toEqual([]);
  });

  it("'tristan-underhanded': if you don't, you gain agility 3 for this turn", () => {
    const s = enter(1);
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    expect(s.agility).toEqual([{ player: A, amount: 3, def: tristan.slug }]);
  });
});
