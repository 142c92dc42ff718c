// An object's own On Death that puts it on the bottom of a champion's lineage: the object is gone, its card
// is taken from the graveyard it died to (glossary/keywords-and-abilities.md#on-death, glossary/game-terms.md#inner-lineage).
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, onDeath, reserve, staticAbility, target, targetUnit, triggered, yourChampion } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { currentStat } from '../../src/engine/state/query.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const cursed: CardDef = defineCard(
  { slug: 'test-cursed-ally', name: 'Test Cursed Ally', types: ['ALLY'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
  {
    abilities: [
      triggered(onDeath(), [{ op: 'selfIntoLineage', champion: yourChampion() }]),
      { ...staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: -3 }), inherited: true },
    ],
  },
);
const zap: CardDef = defineCard(
  { slug: 'test-zap', name: 'Test Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), 3)] },
);
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const championOf = (s: GameState) => s.objects[player(s, A).champion!]!;

function killed(before?: (s: GameState, card: string) => GameState): { s: GameState; card: string; lifeBefore: number } {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), cursed), zap);
  let ally: string, z: string;
  [s, ally] = addObject(s, A, cursed.slug);
  const card = s.objects[ally]!.card!;
  const lifeBefore = currentStat(s, championOf(s), 'life') ?? 0;
  [s, z] = addCard(s, A, zap.slug);
  s = payReserve(act(s, A, { type: 'activate', card: z }), A);
  s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
  // The zap resolves; the ally dies and its On Death waits.
  s = passUntil(payReserve(s, A), (t) => t.stack.length === 0 || t.stack.some((i) => i.kind === 'trigger'));
  if (before) s = before(s, card);
  return { s: settle(s), card, lifeBefore };
}

describe('On Death: "put this on the bottom of your champion\'s lineage" (glossary/game-terms.md#inner-lineage)', () => {
  it('the card leaves the graveyard for the bottom of the inner lineage, and its Inherited Effect applies', () => {
    const { s, card, lifeBefore } = killed();
    expect(player(s, A).graveyard).not.toContain(card);
    expect(championOf(s).lineage[0]).toBe(card);
    expect(currentStat(s, championOf(s), 'life')).toBe(lifeBefore - 3);
  });
  it('a card no longer in the graveyard as the trigger resolves stays where it is', () => {
    const { s, card } = killed((t, c) => edit(t, (u) => {
      player(u, A).graveyard = player(u, A).graveyard.filter((x) => x !== c);
      player(u, A).banishment = [...player(u, A).banishment, c];
    }));
    expect(player(s, A).banishment).toContain(card);
    expect(championOf(s).lineage).not.toContain(card);
  });
});
