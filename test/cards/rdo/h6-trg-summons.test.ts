// h6-trg: a watcher of an opponent summoning a named token (full-bloom).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, champion, edit, player, withDef } from '../../engine/helpers.js';
import { asChampion, objectsOf, play, playerTarget } from '../amb/scenario.js';
import { namedChampion } from '../amb/amb1-support.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const budFor = (who: 'opponents' | 'you') => defineCard({ slug: `test-h6-bud-${who}`, name: 'Bud Maker', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'summonToken', token: 'flowerbud', count: 1, ...(who === 'opponents' ? { summoner: 'opponents' as const } : {}) }] });
const hurt = (s: GameState) => edit(s, (t) => { champion(t, A).damage = 10; });

describe('full-bloom', () => {
  it("'full-bloom': as Diao Chan, the target opponent summons four Flowerbuds; each one deals 2 to their champion and you recover 2", () => {
    let s = withDef(fill(hurt(namedChampion(mainPhaseOf(A), A, 'Diao Chan', ['CLERIC'])), A, 7), def('flowerbud'));
    s = play(s, A, def('full-bloom'), [], { triggerTargets: [playerTarget(B)] });
    expect(objectsOf(s, 'flowerbud').filter((o) => o.controller === B)).toHaveLength(4);
    expect(champion(s, B).damage).toBe(8);
    expect(champion(s, A).damage).toBe(10 - 8);
    // Later ones too; your own Flowerbuds do not count.
    s = play(s, A, budFor('opponents'));
    expect(champion(s, B).damage).toBe(10);
    s = play(s, A, budFor('you'));
    expect(champion(s, B).damage).toBe(10);
    expect(player(s, A).id).toBe(A);
  });

  it("'full-bloom': without Diao Chan, neither ability works", () => {
    let s = withDef(fill(hurt(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['NORM', 'TERA'] })), A, 7), def('flowerbud'));
    s = play(s, A, def('full-bloom'), [], { triggerTargets: [playerTarget(B)] });
    expect(objectsOf(s, 'flowerbud')).toHaveLength(0);
    s = play(s, A, budFor('opponents'));
    expect(objectsOf(s, 'flowerbud')).toHaveLength(1);
    expect(champion(s, B).damage).toBe(0);
  });
});
