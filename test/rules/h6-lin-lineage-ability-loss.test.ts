// Inner lineage cards that lose all abilities ('glossary/game-terms.md#inner-lineage': their Inherited Effects are
// abilities the champion has only while those cards keep them): a static ability of another object of the same player
// takes them away for the cards it names, and only for its controller's champion (src/engine/effects/lineage-ability-loss.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, B, champion, edit, player } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';
import { addCards, aliceAs } from '../cards/amb/amb1-support.js';

const heavy = (slug: string, subtypes: string[]): CardDef => defineCard({ slug, name: slug, types: ['ACTION'], subtypes, element: 'NORM', cost: reserve(1) },
  { abilities: [{ ...staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: -3 }), inherited: true }] });
const hexed = heavy('test-h6l-hexed', ['CURSE']);
const blessed = heavy('test-h6l-blessed', ['BLESSING']);
const warden = defineCard({ slug: 'test-h6l-warden', name: 'Test Warden', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [staticAbility({ kind: 'lineageCardsLoseAbilities', filter: { subtype: 'CURSE' } })] });

function lineage(s: GameState, who: PlayerId, defs: CardDef[]): GameState {
  for (const d of defs) {
    let ids: string[];
    [s, ids] = addCards(s, who, d, 'graveyard', 1);
    s = edit(s, (t) => {
      player(t, who).graveyard = player(t, who).graveyard.filter((c) => !ids.includes(c));
      t.objects[player(t, who).champion!]!.lineage.unshift(ids[0]!);
    });
  }
  return s;
}
const life = (s: GameState, who: PlayerId) => currentStat(s, champion(s, who), 'life')!;

describe("lineage cards losing their abilities ('glossary/game-terms.md#inner-lineage')", () => {
  it("only the cards named lose their Inherited Effects, and only in the lineage of the static's controller's champion", () => {
    const s0 = aliceAs({ level: 1 });
    const full = { a: life(s0, A), b: life(s0, B) };
    let s = lineage(lineage(s0, A, [hexed, blessed]), B, [hexed]);
    expect(life(s, A)).toBe(full.a - 6);
    [s] = place(s, A, warden);
    expect(life(s, A)).toBe(full.a - 3); // the Curse's -3 is gone, the other card's stays
    expect(life(s, B)).toBe(full.b - 3); // the opponent's lineage is not touched
  });
});
