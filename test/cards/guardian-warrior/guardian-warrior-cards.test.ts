// Guardian and Warrior champions and regalia (issue 13, guardian-warrior share): one test per card.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import {
  A, B, act, addCard, addObject, champion, mainPhaseOf, passUntil, player, resolveAll, toMaterialize, withDef,
} from '../doa/support.js';

/** Put these cards into `who`'s material deck; returns the card ids. */
function intoMaterialDeck(s: GameState, who: PlayerId, ...slugs: string[]): [GameState, string[]] {
  const ids: string[] = [];
  for (const slug of slugs) {
    let c: string;
    if (!s.defs[slug]) s = withDef(s, scriptedDef(slug));
    [s, c] = addCard(s, who, slug, 'materialDeck');
    ids.push(c);
  }
  return [s, ids];
}

const combatOver = (t: GameState) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending;

/** `who` attacks the opposing champion with their champion wielding `weapon` (no responses). */
function swing(s: GameState, who: PlayerId, weapon: string | null): GameState {
  const foe = who === A ? B : A;
  s = act(s, who, { type: 'attack', attacker: champion(s, who).id });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, who, { type: 'chooseWeapon', weapon });
  return act(s, who, { type: 'chooseAttackTarget', target: champion(s, foe).id });
}

describe('guardian and warrior cards', () => {
  it("'training-sword': a plain weapon: the champion wielding it deals 1 and the sword loses a durability counter", () => {
    let s = mainPhaseOf(B);
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    const before = champion(s, A).damage;
    s = passUntil(swing(s, B, sword), combatOver, 400);
    expect(champion(s, A).damage).toBe(before + 1);
    expect(s.objects[sword]!.counters.durability).toBe(1);
  });

  it("'lorraine-wandering-warrior': as she enters, materialize a weapon with memory cost 0 from the material deck, paying its costs", () => {
    const lorraine = scriptedDef('lorraine-wandering-warrior');
    let [s, card] = toMaterialize(lorraine, 1);
    let ids: string[];
    [s, ids] = intoMaterialDeck(s, A, 'training-sword', 'clarent-sword-of-peace');
    const [sword, clarent] = ids as [string, string];
    s = passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'search');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'searchChoice' ? [a.card] : []));
    expect(offered).toContain(sword);
    expect(offered).not.toContain(clarent); // memory cost 2
    expect(offered).toContain(null); // a search of a hidden zone may find nothing
    s = resolveAll(act(s, A, { type: 'searchChoice', card: sword }));
    expect(Object.values(s.objects).some((o) => o.card === sword && o.controller === A)).toBe(true);
    expect(player(s, A).materialDeck).not.toContain(sword);
  });
});
