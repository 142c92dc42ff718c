// Shared scenario helpers of the hvn1 card tests.
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { Action, GameState, PlayerId } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { act, addCard, edit, player, withDef } from '../../engine/helpers.js';
import { objectTarget } from '../amb/scenario.js';
import { activateFromHand } from '../doa/support.js';

export const def = scriptedDef;
export const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
export const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');

/** A champion of this name, classes and elements for `who`. */
export function championAs(s: GameState, who: PlayerId, opts: { name?: string; classes?: string[]; elements?: Element[]; level?: number } = {}): GameState {
  const { name = 'Tester', classes = ['WARRIOR'], elements = ['NORM'], level = 1 } = opts;
  const slug = `hvn1-champ-${name}-${classes.join('-')}-${elements.join('-')}-${level}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const d = defineCard({ slug, name: `${name}, Test Form`, types: ['CHAMPION'], subtypes: classes, classes, element: elements, cost: memory(level), level, life: 40 }, {});
  return edit(withDef(s, d), (t) => { t.objects[player(t, who).champion!]!.def = d.slug; });
}

export const testAlly = (slug: string, o: { subtypes?: string[]; unique?: boolean; types?: CardDef['types']; element?: Element; power?: number; life?: number } = {}) =>
  defineCard({ slug, name: slug, types: o.types ?? ['ALLY'], subtypes: o.subtypes ?? ['HUMAN'], supertypes: o.unique ? ['UNIQUE'] : [], element: o.element ?? 'NORM', cost: reserve(1), power: o.power ?? 1, life: o.life ?? 4 }, {});
export const plainCard = (slug: string, element: Element, subtypes: string[] = []) => defineCard({ slug, name: slug, types: ['ACTION'], subtypes, element, cost: reserve(1) }, {});
export const bolt = defineCard({ slug: 'hvn1-bolt', name: 'Hvn1 Bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 9 }] });

export function inZone(s: GameState, who: PlayerId, zone: 'graveyard' | 'memory' | 'hand' | 'banishment' | 'mainDeck' | 'materialDeck', d: CardDef, n = 1): [GameState, string[]] {
  const ids: string[] = [];
  s = withDef(s, d);
  for (let i = 0; i < n; i++) { let c: string; [s, c] = addCard(s, who, d.slug, zone); ids.push(c); }
  return [s, ids];
}

export const deck = (s: GameState, who: PlayerId) => player(s, who).mainDeck.length;

/**
 * Let everything resolve; `answer` may pick the action for a decision (undefined: the simplest answer:
 * glimpsed cards on top, "may" declined, the first card offered, passing).
 */
export function drive(s: GameState, answer: (s: GameState, legal: Action[]) => Action | undefined = () => undefined, limit = 300): GameState {
  for (let i = 0; i < limit; i++) {
    if (s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0) return s;
    const who = actingPlayers(s)[0]!;
    const legal = legalActions(s, who);
    const pick = answer(s, legal) ?? legal.find((a) => a.type === 'glimpseChoice' && a.where === 'top') ?? legal.find((a) => a.type === 'mayAnswer' && !a.accept)
      ?? legal.find((a) => a.type === 'orderTrigger') ?? legal.find((a) => a.type === 'chooseCard') ?? legal.find((a) => a.type === 'pass') ?? legal[0];
    if (!pick) throw new Error(`stuck on ${s.pending?.kind}`);
    s = act(s, who, pick);
  }
  throw new Error('drive did not finish');
}

/** How many cards from hand activating `d` costs. */
export function paid(s: GameState, who: PlayerId, d: CardDef, targets: string[] = []): number {
  const before = player(s, who).hand.length;
  const [t] = activateFromHand(s, who, d, targets.map(objectTarget));
  return before - player(t, who).hand.length;
}

