// Bestowing boons during the game (game-mechanics/game-mechanics-playing-cards/playing-cards-bestowing-boons.md,
// general-rules/general-rules-card-types/card-types-boons.md, game-zones-pantheon.md).
// A face-down boon in its owner's Pantheon zone may be bestowed much as a card is activated: timing by
// its speed, element requirements, Level/Class Locked, targets, then its reserve cost. The bestowal
// goes on the effects stack while the card stays in the Pantheon zone, now face up; nobody has
// Opportunity until it resolves (like Interdiction: flow/phases.ts). When it resolves its "as you gain"
// effects (the boon's `onResolve`) happen and its player gains it: from then on its abilities work
// from the Pantheon zone (effects/boon-abilities.ts). The boon never becomes an object.
import type { CardId, GameState, PlayerId, PlayerState, RuleViolation, StackItem } from '../types.js';
import { RULES } from '../rules-refs.js';
import { cardDef, elementsEnabledFor, player } from '../state/query.js';
import { awakeReservables, lockProblem, slowTimingOk } from '../play/activation.js';
import { maxX, costToPay } from '../play/costs.js';
import { targetsAvailable } from '../play/targets.js';
import { logLine, nextTimestamp, type Ctx } from './ctx.js';
import { isGained } from '../effects/boon-abilities.js';
import { bestowRestrictionProblem } from './bestow-restrictions.js';

type PantheonEntry = NonNullable<PlayerState['pantheon']>[number];

function entryOf(s: GameState, who: PlayerId, card: CardId): PantheonEntry | undefined {
  return player(s, who).pantheon?.find((b) => b.card === card);
}

/** The boons `who` has gained, in the order they were presented. */
export function gainedBoons(s: GameState, who: PlayerId): CardId[] {
  return (player(s, who).pantheon ?? []).filter(isGained).map((b) => b.card);
}

/** The face-down boons `who` could bestow now (hook: legal.ts). */
export function bestowOptions(s: GameState, who: PlayerId): CardId[] {
  const p = player(s, who);
  if (!p.pantheon) return [];
  return p.pantheon.filter((b) => !b.bestowed && !bestowProblem(s, who, b.card)).map((b) => b.card);
}

/** Why `who` can't bestow this boon now, or null when they can (playing-cards-bestowing-boons.md, 3.1 to 3.3). */
export function bestowProblem(s: GameState, who: PlayerId, card: CardId): RuleViolation | null {
  const entry = entryOf(s, who, card);
  if (!entry) return { message: 'Only a boon in your own Pantheon zone can be bestowed.', rule: RULES.bestowing };
  if (entry.bestowed) return { message: 'That boon has already been bestowed.', rule: RULES.pantheonZone };
  if (!s.opportunity || s.players[s.opportunity.player]!.id !== who || s.pending) return { message: 'You do not have Opportunity.', rule: RULES.opportunity };
  const def = cardDef(s, card);
  // Boons have a speed like action cards: a slow one only at slow timing (card-types-boons.md, rule 3).
  if (def.speed !== true && !slowTimingOk(s, who)) {
    return { message: `${def.name} is slow: only the turn player may bestow it, in their main phase, with an empty stack.`, rule: RULES.boons };
  }
  if (!elementsEnabledFor(s, who, def)) return { message: `You do not have ${def.elements.join('/')} enabled.`, rule: RULES.bestowing };
  const locked = lockProblem(s, who, def);
  if (locked) return locked;
  const restricted = bestowRestrictionProblem(s, who, def); // "bestow this boon only if …" (flow/bestow-restrictions.ts)
  if (restricted) return restricted;
  if (!targetsAvailable(s, who, def.targets, undefined, { def })) return { message: `${def.name} has no legal target.`, rule: RULES.targeting };
  if (def.cost.kind === 'reserve' && maxX(s, who, def, 'bestow', player(s, who).hand.length + awakeReservables(s, who)) < 0) {
    return { message: `You cannot pay the reserve cost of ${def.name} (${costToPay(s, who, def, 0, 'bestow')}).`, rule: RULES.bestowing };
  }
  return null;
}

/**
 * The costs are paid: the bestowal goes on the stack and the boon is face up in the Pantheon zone,
 * not yet gained (hook: activation.ts commitDraft).
 */
export function bestowalItem(ctx: Ctx, who: PlayerId, card: CardId, base: Omit<StackItem, 'kind' | 'def'>, reserved: number): StackItem {
  const s = ctx.s;
  const entry = entryOf(s, who, card)!;
  entry.bestowed = true;
  entry.notGained = true;
  const def = cardDef(s, card);
  logLine(ctx, `${player(s, who).name} bestows ${def.name}${reserved ? ` reserving ${reserved}` : ''}.`, who);
  return { ...base, kind: 'bestowal', card, def: def.slug };
}

/** The bestowal resolved: its player gains the boon (hook: resolve.ts finishResolution). */
export function gainBoon(ctx: Ctx, item: StackItem): void {
  const entry = item.card ? entryOf(ctx.s, item.controller, item.card) : undefined;
  if (!entry) return;
  delete entry.notGained;
  entry.gainedAt = nextTimestamp(ctx.s);
  logLine(ctx, `${player(ctx.s, item.controller).name} gains ${ctx.s.defs[item.def]!.name}.`, item.controller);
}

