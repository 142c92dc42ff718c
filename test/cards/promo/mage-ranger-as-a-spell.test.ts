// Abilities "as a Spell": Prismspire Scepter and Gem of Searing Flame (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addObject, answerMay, champion, edit, factsOnly, mainPhaseOf, passUntil, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';

const prismspire = scriptedDef('prismspire-scepter');
const gem = scriptedDef('gem-of-searing-flame');
const fan = scriptedDef('fan-of-seven-debts');
const merlin = factsOnly('merlin-memory-thief');
const kongming = factsOnly('kongming-wayward-maven');

const withChampion = (s: GameState, def: ReturnType<typeof factsOnly>) =>
  edit(withDef(s, def), (t) => { t.objects[player(t, A).champion!]!.def = def.slug; });
const spellshroudedB = (s: GameState) =>
  edit(s, (t) => {
    const o = t.objects[player(t, B).champion!]!;
    t.defs['shrouded-champion'] = { ...t.defs[o.def]!, slug: 'shrouded-champion', keywords: [...t.defs[o.def]!.keywords, 'spellshroud'] };
    o.def = 'shrouded-champion';
  });

describe('prismspire-scepter', () => {
  function enters(setup: (s: GameState) => GameState): GameState {
    const [s, card] = toMaterialize(prismspire, 0, setup);
    return passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  }

  it("'prismspire-scepter': with Merlin, as it enters two sheen counters go on target champion you don't control", () => {
    let s = enters((t) => withChampion(t, merlin));
    if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = resolveAll(s);
    expect(champion(s, B).counters.sheen).toBe(2);
  });

  it("'prismspire-scepter': as a Spell, it can't target a champion with spellshroud; no Merlin, no counters", () => {
    const shrouded = resolveAll(enters((t) => spellshroudedB(withChampion(t, merlin))));
    expect(champion(shrouded, B).counters.sheen ?? 0).toBe(0);
    const noMerlin = resolveAll(enters((t) => t));
    expect(champion(noMerlin, B).counters.sheen ?? 0).toBe(0);
  });

  it("'prismspire-scepter': pay (3) and banish it to draw a card into memory", () => {
    let [s, scepter] = addObject(withDef(mainPhaseOf(A), prismspire), A, prismspire.slug);
    const memory = player(s, A).memory.length;
    s = useAbility(s, A, scepter, 1);
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(player(s, A).memory).toHaveLength(memory + 3 + 1); // three reserved cards, one drawn
    expect(s.objects[scepter]).toBeUndefined();
  });
});

describe('gem-of-searing-flame', () => {
  /** Alice (Kongming, currents North) turns them with the fan: `toWest` declines East and South (West is left), else takes East. */
  function turn(toWest: boolean, shroud = false): GameState {
    let s = withChampion(mainPhaseOf(A), kongming);
    s = edit(s, (t) => { t.masteries = { [A]: { def: 'shifting-currents', counters: {}, direction: 'north' } }; });
    if (shroud) s = spellshroudedB(s);
    [s] = addObject(withDef(s, gem), A, gem.slug);
    let f: string;
    [s, f] = addObject(withDef(s, fan), A, fan.slug);
    s = useAbility(s, A, f, 1);
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = answerMay(s, A, !toWest);
    if (toWest) s = answerMay(s, A, false);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (shroud) return s; // the target is still to be chosen
    if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    return resolveAll(s);
  }

  it("'gem-of-searing-flame': your currents turning from North to West deal 2 damage to target champion", () => {
    const s = turn(true);
    expect(s.masteries?.[A]?.direction).toBe('west');
    expect(champion(s, B).damage).toBe(2);
  });

  it("'gem-of-searing-flame': not for another turn; as a Spell it can't target a champion with spellshroud", () => {
    expect(champion(turn(false), B).damage).toBe(0);
    const shrouded = turn(true, true);
    expect(shrouded.pending?.kind).toBe('triggerTargets');
    const options = legalActions(shrouded, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(options).not.toContain(champion(shrouded, B).id);
    expect(options).toContain(champion(shrouded, A).id); // "target champion": yours is still a legal choice
  });
});
