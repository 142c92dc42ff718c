// h6-lin: discarding chosen Curse cards from a champion's inner lineage (effects/lineage-discard.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, champion, edit, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const curse = defineCard({ slug: 'test-h6-curse', name: 'Test Curse', types: ['ACTION'], subtypes: ['CURSE', 'SPELL'], element: 'NORM', cost: reserve(1) }, {});
const plain = defineCard({ slug: 'test-h6-plain', name: 'Test Plain', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

/** Cards of `def` put at the bottom of `who`'s champion's inner lineage. */
function intoLineage(s: GameState, who: PlayerId, def: typeof curse, n: number): [GameState, string[]] {
  let ids: string[];
  [s, ids] = addCards(s, who, def, 'graveyard', n);
  return [edit(s, (t) => {
    player(t, who).graveyard = player(t, who).graveyard.filter((c) => !ids.includes(c));
    const o = t.objects[player(t, who).champion!]!;
    o.lineage = [...ids, ...o.lineage];
  }), ids];
}

const offered = (s: GameState): (string | null)[] =>
  legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target?.kind === 'card' ? a.target.id : null] : []));
const pick = (s: GameState, id: string | null): GameState => act(s, A, { type: 'chooseTarget', target: id ? { kind: 'card', id } : null });

function cast(s: GameState, slug: string): GameState {
  [s] = activate(s, A, scriptedDef(slug));
  for (let i = 0; i < 20 && s.pending?.kind !== 'discardLineageCards' && (s.stack.length > 0 || s.pending); i++) {
    s = act(s, s.pending ? A : (legalActions(s, A).some((a) => a.type === 'pass') ? A : B), { type: 'pass' });
  }
  return s;
}

describe("'exorcise-curses'", () => {
  function board() {
    let s = aliceAs({ classes: ['CLERIC'] });
    let mine: string[], theirs: string[], other: string[];
    [s, mine] = intoLineage(s, A, curse, 1);
    [s, theirs] = intoLineage(s, B, curse, 3);
    [s, other] = intoLineage(s, B, plain, 1);
    return { s, mine, theirs, other };
  }

  it('up to two Curse cards of one champion\'s lineage are chosen (any champion) and go to their owner\'s graveyard', () => {
    let { s, mine, theirs, other } = board();
    s = cast(s, 'exorcise-curses');
    expect(s.pending?.kind).toBe('discardLineageCards');
    expect(offered(s)).toEqual(expect.arrayContaining([...mine, ...theirs, null]));
    expect(offered(s)).not.toContain(other[0]);
    s = pick(s, theirs[0]!);
    // The second card comes from the same lineage.
    expect(offered(s)).not.toContain(mine[0]);
    expect(offered(s)).toEqual(expect.arrayContaining([theirs[1], theirs[2], null]));
    s = drive(pick(s, theirs[1]!));
    expect(player(s, B).graveyard).toEqual(expect.arrayContaining([theirs[0], theirs[1]]));
    expect(champion(s, B).lineage).toEqual(expect.arrayContaining([theirs[2], other[0]]));
    expect(champion(s, B).lineage).not.toContain(theirs[0]);
    expect(champion(s, A).lineage).toContain(mine[0]);
  });

  it('choosing fewer (or none) is allowed', () => {
    let { s, mine } = board();
    s = pick(cast(s, 'exorcise-curses'), mine[0]!);
    expect(s.pending?.kind).not.toBe('discardLineageCards'); // no other Curse card in that lineage: done
    s = drive(s);
    expect(player(s, A).graveyard).toContain(mine[0]);
    let t = board().s;
    const before = champion(t, B).lineage.length;
    t = drive(pick(cast(t, 'exorcise-curses'), null));
    expect(champion(t, B).lineage.length).toBe(before);
  });

  it('has Floating Memory', () => {
    expect(scriptedDef('exorcise-curses').keywords).toContain('floatingMemory');
  });
});

describe("'purification'", () => {
  it('recover 2, then up to two Curse cards of your own lineage are discarded, 2 more recovered for each', () => {
    let s = edit(aliceAs({ classes: ['CLERIC'] }), (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
    let mine: string[], theirs: string[];
    [s, mine] = intoLineage(s, A, curse, 2);
    [s, theirs] = intoLineage(s, B, curse, 1);
    s = cast(s, 'purification');
    expect(champion(s, A).damage).toBe(8);
    expect(offered(s)).toEqual(expect.arrayContaining([mine[0], mine[1], null]));
    expect(offered(s)).not.toContain(theirs[0]);
    s = drive(pick(pick(s, mine[0]!), mine[1]!));
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining(mine));
    expect(champion(s, A).damage).toBe(4);
  });

  it('with no Curse card discarded, only the first 2 is recovered', () => {
    let s = edit(aliceAs({ classes: ['CLERIC'] }), (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
    [s] = intoLineage(s, A, curse, 1);
    s = drive(pick(cast(s, 'purification'), null));
    expect(champion(s, A).damage).toBe(8);
  });
});
