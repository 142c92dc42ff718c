// "Until the beginning of your next turn, whenever that champion levels up, …": a triggered ability an
// effect creates, watching one object; it is not a delayed trigger that fires once
// (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md), and it ends as its controller's
// next turn begins. Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, dealUnpreventableDamage, defineCard, memory, targetPlayer } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, attackTurn, game, passUntil, player, settle, withDef } from '../cards/regalia-b-support.js';

const mark = defineCard({ slug: 'test-mark', name: 'test-mark', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([], [{ op: 'wheneverUntilYourNextTurn', event: 'levelsUp', subject: { ref: 'eachOpponentChampion' }, effects: [dealUnpreventableDamage({ ref: 'eventObject' }, 1)] }], { targets: [targetPlayer()] })],
});
const next = defineCard({ slug: 'test-next-champ', name: 'Nexus, Next', types: ['CHAMPION'], classes: ['MAGE'], subtypes: ['MAGE'], element: 'NORM', cost: memory(0), level: 1, life: 20 }, {});

function levelUpBob(s: GameState): GameState {
  [s] = addCard(s, B, next.slug, 'materialDeck');
  s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B && t.pending?.kind === 'materializePhase');
  const a = legalActions(s, B).find((x) => x.type === 'materialize' && s.cards[x.card]!.def === next.slug)!;
  return passUntil(act(s, B, a), (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && (t.pending === null || t.pending.kind === 'materializePhase'));
}

describe('a triggered ability made by an effect, until your next turn (abilities-triggered-abilities.md)', () => {
  it("it triggers when the watched champion levels up, and is gone once its controller's next turn begins", () => {
    let s = withDef(withDef(attackTurn(), mark), next); // Bob's next turn has a materialize phase
    let o: string;
    [s, o] = addObject(s, A, mark.slug);
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    if (s.pending?.kind === 'activation') s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    s = settle(s);
    expect(s.timedWatchers).toHaveLength(1);
    const bob = () => s.objects[player(s, B).champion!]!;
    const before = bob().damage;
    s = levelUpBob(s);
    expect(bob().def).toBe(next.slug);
    expect(bob().damage).toBe(before + 1);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === A);
    expect(s.timedWatchers).toBeUndefined();
  });

  it("a level-up after the controller's next turn has begun does not trigger it", () => {
    let s = withDef(withDef(game(), mark), next); // Bob's first turn has no materialize phase: his level-up comes after Alice's next turn
    let o: string;
    [s, o] = addObject(s, A, mark.slug);
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    if (s.pending?.kind === 'activation') s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    s = levelUpBob(settle(s));
    expect(s.objects[player(s, B).champion!]!.def).toBe(next.slug);
    expect(s.objects[player(s, B).champion!]!.damage).toBe(0);
  });
});

