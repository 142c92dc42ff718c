// Cleric regalia first printed in RDO.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel } from '../../../src/engine/state/query.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, activateFromHand, addCard, atMain, legal, mainPhaseOf, passUntil, player, resolveAll, useAbility, withDef, withLevel } from '../doa/support.js';
import { bolt, fill, paid, place } from '../doa/round2-helpers.js';
import { defineCard, reserve } from '../../../src/cards/define.js';

const libra = scriptedDef('heirloom-of-libra');
const halcyonPrism = scriptedDef('halcyon-prism');

function payFirst(s: GameState): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
  return s;
}
/** Banish the heirloom with its first ability, choosing `mode`. */
function useMode(s: GameState, heirloom: string, mode: number): GameState {
  s = act(s, A, { type: 'activateAbility', object: heirloom, index: 0 });
  return resolveAll(act(s, A, { type: 'chooseMode', mode }));
}

describe('heirloom-of-libra', () => {
  it('first mode: each champion you do not control gets -5 level until end of turn', () => {
    let s = withLevel(withLevel(mainPhaseOf(A), B, 6), A, 6);
    let h: string;
    [s, h] = place(s, A, libra);
    s = useMode(s, h, 0);
    expect(championLevel(s, B)).toBe(1);
    expect(championLevel(s, A)).toBe(6);
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'heirloom-of-libra')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(championLevel(s, B)).toBe(6);
  });

  it('second mode: your opponents cannot glimpse until end of turn; you still can', () => {
    let s = mainPhaseOf(A);
    let h: string, mine: string, theirs: string;
    [s, h] = place(s, A, libra);
    [s, mine] = place(s, A, halcyonPrism);
    [s, theirs] = place(s, B, halcyonPrism);
    s = useMode(s, h, 1);
    // Alice activates a fast action; in answer, Bob banishes his prism: no glimpse for him.
    [s] = activateFromHand(s, A, bolt, [{ kind: 'object', id: player(s, B).champion! }]);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'activateAbility', object: theirs, index: 0 });
    for (let i = 0; i < 6 && s.stack.length > 1 && !s.pending; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    expect(s.pending?.kind).not.toBe('glimpse');
    s = resolveAll(s);
    s = act(s, A, { type: 'activateAbility', object: mine, index: 0 });
    for (let i = 0; i < 6 && !s.pending; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    expect(s.pending?.kind).toBe('glimpse');
  });

  it('paying 3 and banishing it draws a card into your memory', () => {
    let s = fill(mainPhaseOf(A), A, 3);
    let h: string;
    [s, h] = place(s, A, libra);
    const memory = player(s, A).memory.length;
    s = resolveAll(payFirst(useAbility(s, A, h, 1)));
    expect(player(s, A).memory.length).toBe(memory + 3 + 1);
  });
});

describe('pendant-of-apsis-restraint', () => {
  const ultimate = defineCard({ slug: 'test-ultimate', name: 'Test Ultimate', types: ['ACTION'], subtypes: ['CLERIC', 'ULTIMATE', 'SPELL'], element: 'NORM', cost: reserve(2), speed: true }, {});
  const plain = defineCard({ slug: 'test-plain', name: 'Test Plain', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(2), speed: true }, {});

  it('Ultimate cards cost 3 more to activate, whoever activates them; other cards do not', () => {
    let s = fill(mainPhaseOf(A), A, 8);
    expect(paid(s, A, ultimate)).toBe(2);
    [s] = place(s, A, scriptedDef('pendant-of-apsis-restraint'));
    expect(paid(s, A, ultimate)).toBe(5);
    expect(paid(s, A, plain)).toBe(2);
    const bob = fill(passUntil(s, atMain(B)), B, 8);
    expect(paid(bob, B, ultimate)).toBe(5);
  });
});

describe('voids-cloak', () => {
  const spellAtPlayer = defineCard({ slug: 'test-spell-at-player', name: 'Test Spell At Player', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'player' }], onResolve: [] });
  const skillAtPlayer = defineCard({ slug: 'test-skill-at-player', name: 'Test Skill At Player', types: ['ACTION'], subtypes: ['SKILL'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'player' }], onResolve: [] });
  const playerTargets = (s: GameState, who: string, def: typeof spellAtPlayer) => {
    let [t] = [s];
    let card: string;
    [t, card] = addCard(withDef(t, def), who, def.slug);
    t = act(t, who, { type: 'activate', card });
    return legal(t, who).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'player' ? [a.target.id] : []));
  };

  it('you have spellshroud: Spells cannot target you, other cards can; your opponent can still be targeted', () => {
    let s = mainPhaseOf(A);
    expect(playerTargets(s, A, spellAtPlayer)).toEqual(expect.arrayContaining([A, B]));
    [s] = place(s, A, scriptedDef('voids-cloak'));
    expect(playerTargets(s, A, spellAtPlayer)).toEqual([B]);
    expect(playerTargets(s, A, skillAtPlayer)).toEqual(expect.arrayContaining([A, B]));
  });
});
