// h6-lin: Diana, Haunt Reminiscence: ranged growing with the Curse cards of the lineage, which lose their abilities
// (effects/ranged.ts, effects/lineage-ability-loss.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { A, champion, edit, player } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { addCards, aliceAs } from '../amb/amb1-support.js';

const diana = scriptedDef('diana-haunt-reminiscence');
const bindings = scriptedDef('profane-bindings'); // a Curse whose Inherited Effect takes 5 life from the champion
const plainCurse = defineCard({ slug: 'test-h6d-curse', name: 'Test Curse', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1) }, {});

function intoLineage(s: GameState, who: PlayerId, def: typeof plainCurse, n: number): GameState {
  let ids: string[];
  [s, ids] = addCards(s, who, def, 'graveyard', n);
  return edit(s, (t) => {
    player(t, who).graveyard = player(t, who).graveyard.filter((c) => !ids.includes(c));
    const o = t.objects[player(t, who).champion!]!;
    o.lineage = [...ids, ...o.lineage];
  });
}

describe("'diana-haunt-reminiscence'", () => {
  it('class bonus: ranged 3 plus three times the Curse cards in your champion\'s lineage', () => {
    let s = intoLineage(aliceAs({ classes: ['RANGER'] }), A, plainCurse, 2);
    let d: string;
    [s, d] = place(s, A, diana);
    expect(rangedFromAbilities(s, s.objects[d]!)).toBe(3 + 3 * 2);
    let t = aliceAs({ classes: ['RANGER'] });
    [t, d] = place(t, A, diana);
    expect(rangedFromAbilities(t, t.objects[d]!)).toBe(3);
    let u = intoLineage(aliceAs({ classes: ['WARRIOR'] }), A, plainCurse, 2);
    [u, d] = place(u, A, diana);
    expect(rangedFromAbilities(u, u.objects[d]!)).toBe(0);
  });

  it("class bonus: Curse cards in your champion's lineage lose their abilities (an Inherited Effect no longer applies)", () => {
    const base = aliceAs({ classes: ['RANGER'] });
    const full = currentStat(base, champion(base, A), 'life');
    const cursed = intoLineage(base, A, bindings, 1);
    expect(currentStat(cursed, champion(cursed, A), 'life')).toBe(full! - 5);
    const [withDiana] = place(cursed, A, diana);
    expect(currentStat(withDiana, champion(withDiana, A), 'life')).toBe(full);
    // Without the class bonus the Curse keeps its ability.
    const warrior = intoLineage(aliceAs({ classes: ['WARRIOR'] }), A, bindings, 1);
    const [w] = place(warrior, A, diana);
    expect(currentStat(w, champion(w, A), 'life')).toBe(currentStat(warrior, champion(warrior, A), 'life'));
    expect(currentStat(w, champion(w, A), 'life')).toBe(currentStat(aliceAs({ classes: ['WARRIOR'] }), champion(aliceAs({ classes: ['WARRIOR'] }), A), 'life')! - 5);
  });
});
