// Regalia of the HVN set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, edit, game, objectOf, onField, player, settle } from '../regalia-b-support.js';

describe('sigil-of-budding-embers', () => {
  const sigil = scriptedDef('sigil-of-budding-embers');

  function ready(name: string, glimmer: number): [GameState, string] {
    let s = game({ name, classes: ['CLERIC'], elements: ['FIRE'] });
    let o: string;
    [s, o] = onField(s, sigil.slug);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.glimmer = glimmer; });
    return [s, o];
  }

  it("'sigil-of-budding-embers': a regalia item with hindered (ruling: its type is Regalia Item)", () => {
    expect(sigil.types).toContain('ITEM');
    expect(sigil.supertypes).toContain('REGALIA');
    expect(sigil.keywords).toContain('hindered');
  });

  it("'sigil-of-budding-embers': with Diao Chan, rest it, remove X glimmer counters and banish it: X damage to the target champion", () => {
    let [s, o] = ready('Diao Chan', 3);
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    // X can't be more than the glimmer counters the champion has.
    expect(legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => a.type === 'declareX' && a.x)).toEqual([0, 1, 2, 3]);
    s = act(s, A, { type: 'declareX', x: 2 });
    const foe = player(s, B).champion!;
    if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'targets') s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: foe } });
    s = settle(s);
    expect(s.objects[foe]!.damage).toBe(2);
    expect(s.objects[player(s, A).champion!]!.counters.glimmer).toBe(1);
    expect(objectOf(s, sigil.slug)).toBeUndefined();
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === sigil.slug)).toBe(true);
  });

  it("'sigil-of-budding-embers': as a Spell it can't target a champion with spellshroud; without Diao Chan it can't be activated", () => {
    let [s, o] = ready('Diao Chan', 2);
    s = edit(s, (t) => { t.keywordGrants = [...t.keywordGrants, { object: t.players[1]!.champion!, keyword: 'spellshroud', duration: 'untilEndOfTurn', timestamp: 999, controller: B }]; });
    expect(hasKeyword(s, s.objects[player(s, B).champion!]!, 'spellshroud')).toBe(true);
    s = act(act(s, A, { type: 'activateAbility', object: o, index: 0 }), A, { type: 'declareX', x: 1 });
    const targets = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' && a.target);
    expect(targets).not.toContainEqual({ kind: 'object', id: player(s, B).champion! });
    expect(targets).toContainEqual({ kind: 'object', id: player(s, A).champion! });
    [s, o] = ready('Other', 2);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === o)).toBe(false);
  });
});
