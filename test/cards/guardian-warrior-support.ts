// Scenario helpers for the Guardian and Warrior champion, regalia and mastery card tests.
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../src/engine/index.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { act, edit, passUntil, player, withDef } from './doa/support.js';

export const obj = (id: string) => ({ kind: 'object' as const, id });

/** A test-only fast action dealing `n` (non-combat) damage to a target unit. */
export const ping = (n: number): CardDef =>
  defineCard({ slug: `test-ping-${n}`, name: `Test Ping ${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), n)] });

/** A test-only ally with the given subtypes, power and life. */
export const testAlly = (slug: string, subtypes: string[] = ['HUMAN'], power = 1, life = 10, keywords: CardDef['keywords'] = []): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(0), power, life }, { keywords });

/** Make `def` (a champion card) the card of `who`'s champion object. */
export function championIs(s: GameState, who: PlayerId, def: CardDef): GameState {
  return edit(withDef(s, def), (t) => {
    const champ = t.objects[player(t, who).champion!]!;
    t.cards[champ.card!] = { owner: who, def: def.slug };
    champ.def = def.slug;
  });
}

/** Activate an ability whose one target is an object, answering the target choice. */
export function useOn(s: GameState, who: PlayerId, object: string, index: number, targetId: string | null): GameState {
  s = act(s, who, { type: 'activateAbility', object, index });
  return act(s, who, { type: 'chooseTarget', target: targetId ? obj(targetId) : null });
}

/** Whoever may act passes; replacement orders are answered with the first order offered (bounded). */
export function settle(s: GameState, limit = 300): GameState {
  for (let i = 0; i < limit; i++) {
    if (s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0) return s;
    if (s.pending?.kind === 'orderReplacements') {
      const who = actingPlayers(s)[0]!;
      s = act(s, who, legalActions(s, who)[0]!);
      continue;
    }
    s = passUntil(s, (t) => t.pending?.kind === 'orderReplacements' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  }
  throw new Error('settle did not finish');
}
