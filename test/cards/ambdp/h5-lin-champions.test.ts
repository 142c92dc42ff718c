// AMBDP champions scripted by branch h5-lin: Prismatic Spirit.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { objDef } from '../../../src/engine/state/query.js';
import { refuse } from '../../engine/helpers.js';
import { A, act, champion, edit, gameWithSpirit, player } from '../doa/support.js';

const spirit = scriptedDef('prismatic-spirit');
const elementsOf = (s: GameState) => objDef(s, champion(s, A)).elements;
const modes = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseMode' ? [a.mode] : []));

describe("'prismatic-spirit'", () => {
  it('On Enter: draw six cards, then choose two different basic elements', () => {
    let s = gameWithSpirit(spirit);
    for (let i = 0; i < 20 && s.pending?.kind !== 'chooseElements'; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'pass' || a.type === 'orderTrigger')!);
    expect(s.pending?.kind).toBe('chooseElements');
    expect(player(s, A).hand.length).toBe(6);
    expect(modes(s)).toEqual([0, 1, 2]); // fire, water, wind
    s = act(s, A, { type: 'chooseMode', mode: 1 });
    expect(modes(s)).toEqual([0, 2]);
    refuse(s, A, { type: 'chooseMode', mode: 1 });
    s = act(s, A, { type: 'chooseMode', mode: 2 });
    expect(s.pending?.kind).not.toBe('chooseElements');
    expect(elementsOf(s)).toEqual(expect.arrayContaining(['NORM', 'WATER', 'WIND']));
    expect(elementsOf(s)).not.toContain('FIRE');
  });

  it('Inherited Effect: the champion keeps the chosen elements after leveling up, while the card is in its lineage', () => {
    let s = gameWithSpirit(spirit);
    for (let i = 0; i < 20 && s.pending?.kind !== 'chooseElements'; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'pass' || a.type === 'orderTrigger')!);
    s = act(act(s, A, { type: 'chooseMode', mode: 0 }), A, { type: 'chooseMode', mode: 1 });
    const spiritCard = champion(s, A).card!;
    // Level up by a test edit: another champion card on top, the Spirit beneath it.
    s = edit(s, (t) => {
      const c = t.objects[player(t, A).champion!]!;
      const top = player(t, A).materialDeck.find((x) => t.defs[t.cards[x]!.def]!.types.includes('CHAMPION'))!;
      player(t, A).materialDeck = player(t, A).materialDeck.filter((x) => x !== top);
      c.lineage = [spiritCard, ...c.lineage];
      c.card = top;
      c.def = t.cards[top]!.def;
    });
    expect(elementsOf(s)).toEqual(expect.arrayContaining(['FIRE', 'WATER']));
    // Without the Spirit card in the lineage, they are gone.
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.lineage = []; });
    expect(elementsOf(s)).not.toContain('WATER');
  });
});
