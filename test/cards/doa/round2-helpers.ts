// Scenario helpers for the round 2 card tests of the DOA, FTC, ALC, MRC, EVP and promo sets.
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { act, activateFromHand, addCard, addObject, asClass, enable, legal, passUntil, player, untilPending, withDef } from './support.js';
import type { ChampionClass } from './support.js';

export const obj = (id: string) => ({ kind: 'object' as const, id });
export const hand = (s: GameState, who: PlayerId) => player(s, who).hand.length;

/** A champion of `cls` with the given elements enabled (a class champion alone enables only norm). */
export const as = (s: GameState, who: PlayerId, cls: ChampionClass, ...elements: Parameters<typeof enable>[2][]) => enable(asClass(s, who, cls), who, ...elements);

/** Put `def` onto the field for `who` without triggers. */
export const place = (s: GameState, who: PlayerId, def: CardDef, opts: Parameters<typeof addObject>[3] = {}) => addObject(withDef(s, def), who, def.slug, opts);

/** Extra cards in hand so that costs can be paid. */
export function fill(s: GameState, who: PlayerId, n: number): GameState {
  for (let i = 0; i < n; i++) [s] = addCard(s, who, 'smoke-out');
  return s;
}

/** How many cards activating `def` from hand costs. */
export function paid(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = []): number {
  const before = hand(s, who);
  const [t] = activateFromHand(s, who, def, targets);
  return before - hand(t, who);
}

export const canUse = (s: GameState, who: PlayerId, object: string, index: number) =>
  legal(s, who).some((a) => a.type === 'activateAbility' && a.object === object && a.index === index);

export const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
export const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');

/** A test-only fast action: 5 damage to a target unit (to make allies die). */
export const bolt = defineCard(
  { slug: 'test-bolt', name: 'Test Bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), 5)] },
);

/** Activate an attack card from hand and declare its attack at `defender` (no weapon). */
export function attackWithCard(s: GameState, who: PlayerId, def: CardDef, defender: string): GameState {
  let [t] = activateFromHand(s, who, def);
  t = untilPending(t, 'attackDeclaration');
  if (t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage === 'weapon') t = act(t, who, { type: 'chooseWeapon', weapon: null });
  return act(t, who, { type: 'chooseAttackTarget', target: defender });
}

export const afterCombat = (s: GameState) => passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);

/** Answer a pending trigger's target choice. */
export const chooseTriggerTarget = (s: GameState, who: PlayerId, target: ChosenTarget) => act(untilPending(s, 'triggerTargets'), who, { type: 'chooseTarget', target });
