// "Whenever a card with Floating Memory is banished from your graveyard" (glossary/keywords-and-abilities.md#floating-memory,
// game-mechanics-abilities/abilities-triggered-abilities.md): paying a memory cost with it counts, and so does an effect
// banishing it; one event per card; a card without Floating Memory, or from another player's graveyard, does not.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, putCounters, reserve, self, triggered, whenever } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, passUntil, payReserve, player, withDef } from '../engine/helpers.js';
import { toMaterialize } from '../cards/doa/support.js';

const watcher = defineCard({ slug: 'test-watcher', name: 'test-watcher', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [triggered(whenever('floatingBanishedFromGraveyard', { who: 'you' }), [putCounters(self(), 'lash', 1)])] });
const floater: CardDef = { ...defineCard({ slug: 'test-floater', name: 'test-floater', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] }), keywords: ['floatingMemory'] };
const relic = defineCard({ slug: 'test-relic-m1', name: 'test-relic-m1', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(1) }, {});
const pick = defineCard({ slug: 'test-pick', name: 'test-pick', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishCard', target: 0 }], targets: [{ kind: 'graveyardCard' }] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

describe('A card with Floating Memory banished from a graveyard (glossary/keywords-and-abilities.md#floating-memory)', () => {
  it('paying a memory cost with it triggers the watcher of its owner', () => {
    let w = '';
    let floatCard = '';
    const [s0, card] = toMaterialize(relic, 0, (t) => {
      t = withDef(withDef(t, watcher), floater);
      [t, w] = addObject(t, A, 'test-watcher');
      [t, floatCard] = addCard(t, A, 'test-floater', 'graveyard');
      return t;
    });
    let s = act(s0, A, { type: 'materialize', card });
    s = act(s, A, { type: 'chooseFloating', card: floatCard });
    s = passUntil(s, settled);
    expect(player(s, A).banishment).toContain(floatCard);
    expect(s.objects[w]!.counters.lash).toBe(1);
  });

  it("an effect banishing it counts too; one from another player's graveyard does not", () => {
    let s = withDef(withDef(withDef(passUntil(toMaterialize(relic)[0], (t) => t.phase === 'main' && settled(t)), watcher), floater), pick);
    let w: string, mine: string, theirs: string;
    [s, w] = addObject(s, A, 'test-watcher');
    [s, mine] = addCard(s, A, 'test-floater', 'graveyard');
    [s, theirs] = addCard(s, B, 'test-floater', 'graveyard');
    const cast = (t: GameState, id: string) => {
      let c: string;
      [t, c] = addCard(t, A, 'test-pick');
      t = act(t, A, { type: 'activate', card: c });
      t = act(t, A, { type: 'chooseTarget', target: { kind: 'card', id } });
      return passUntil(payReserve(t, A), settled);
    };
    s = cast(s, theirs);
    expect(player(s, B).banishment).toContain(theirs);
    expect(s.objects[w]!.counters.lash ?? 0).toBe(0);
    s = cast(s, mine);
    expect(s.objects[w]!.counters.lash).toBe(1);
  });
});
