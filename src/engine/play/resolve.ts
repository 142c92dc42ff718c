import { beginAssisted } from './assisted.js';
import { alreadyPlaced, banishThisCard } from '../effects/resolving-card-zone.js';
import { levelUpInto } from '../effects/level-up.js';
import type { StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { abilityOf, effectsOf, targetSpecsOf } from './sources.js';
import { isLegalTarget, targetsStillLegal } from './targets.js';
import { runEffects } from './effects.js';
import { baseChampionLevel, cardDef, championName, championOf, conditionMet, objDef, player } from '../state/query.js';
import { putCard } from '../state/zones.js';
import { objectCant } from '../effects/permissions.js';
import { attackTargets, obeys } from '../flow/combat.js';
import { attackTaxPayable } from '../flow/attack-costs.js';
import { commandResolvesIllegally, targetStage } from '../flow/attack-keywords.js';
import { cardIsLoaded } from '../effects/loading.js';
import { cardInLineage } from '../effects/lineage-bottom.js';
import { isRestriction } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { beginResolving, carryToObject, endResolving, noteResolvedCard } from './activation-keywords.js';
import { beginEnterAsCopy, enterFromStack } from '../effects/copy.js';
import { mintCopyCard } from '../effects/copy-cards.js';
import { linkOnEnter } from '../effects/link.js';
import { levelUpRestrictionProblem } from './level-up-restrictions.js';
import { preserveOnResolve } from '../effects/preserve.js';
import { gainBoon } from '../flow/bestowal.js';
import { notePreparedIntent } from '../effects/prepared-intent.js';

/** Where a played card goes when its activation has resolved or fizzled: memory-cost cards are banished. */
function sendPlayedCardAway(ctx: Ctx, item: StackItem): void {
  if (!item.card) return;
  if (cardIsLoaded(ctx.s, item.card)) return; // it loaded itself into an object (src/engine/effects/loading.ts)
  if (cardInLineage(ctx.s, item.card)) return; // it put itself into a lineage (src/engine/effects/lineage-bottom.ts)
  if (alreadyPlaced(ctx.s, item.card)) return; // it put itself into its owner's memory or banishment (src/engine/effects/resolving-card-zone.ts)
  const def = cardDef(ctx.s, item.card);
  // An ephemeral card activation is banished as it resolves or leaves the stack (glossary/game-terms.md#ephemeral).
  putCard(ctx, item.card, def.cost.kind === 'memory' || item.ephemeral ? 'banishment' : 'graveyard');
}

function fizzle(ctx: Ctx, item: StackItem, why: string): void {
  const def = ctx.s.defs[item.def]!;
  ctx.events.push({ type: 'fizzled', def: item.def, controller: item.controller });
  logLine(ctx, `${def.name} fizzles (${why}).`, item.controller);
  endResolving(ctx.s);
  if (item.kind === 'activation' || item.kind === 'materialization') sendPlayedCardAway(ctx, item);
}

/** Resolve the top layer of the effects stack. */
export function resolveTop(ctx: Ctx): void {
  const s = ctx.s;
  const popped = s.stack[s.stack.length - 1];
  s.stack = s.stack.slice(0, -1);
  if (!popped) return;
  const def = s.defs[popped.def]!;
  const specs = targetSpecsOf(s, popped);
  const by = { def, stackItem: popped.id };

  if (!targetsStillLegal(s, popped.controller, specs, popped.targets, popped.source, by)) {
    fizzle(ctx, popped, 'a required target is no longer legal');
    return;
  }
  // Targets are checked once, as resolution begins: an optional target that became illegal is
  // dropped; what the effects then do to their targets doesn't stop the effects after them.
  const item = {
    ...popped,
    targets: popped.targets.map((t, i) => (t && specs[i] && !isLegalTarget(s, popped.controller, specs[i]!, t, popped.source, by) ? null : t)),
  };

  if (item.kind === 'ability' || item.kind === 'trigger') {
    const ab = abilityOf(s, item);
    const src = item.source ? s.objects[item.source] : undefined;
    // Intervening conditions are checked again on resolution; restriction abilities are not (they
    // are checked as the ability is activated or triggers).
    if (ab && ab.kind === 'triggered' && ab.condition && !isRestriction(ab.condition) && !conditionMet(s, item.controller, ab.condition, src ?? undefined, [], item.eventObject ? s.objects[item.eventObject] : undefined, s.defs[item.def])) {
      fizzle(ctx, item, 'its condition is no longer met');
      return;
    }
    return runAndFinish(ctx, item);
  }
  if (item.kind === 'bestowal') {
    // Its "as you gain" effects, then it is gained; an unscripted boon's text is carried out assisted.
    if (!def.scripted) return beginAssisted(ctx, item);
    return runAndFinish(ctx, item);
  }

  // A card activation or materialization.
  if (def.types.includes('CHAMPION')) return resolveChampion(ctx, item);
  if (def.types.includes('ATTACK')) return resolveAttackCard(ctx, item);
  if (def.types.some((t) => t === 'ALLY' || t === 'ITEM' || t === 'WEAPON' || t === 'DOMAIN' || t === 'PHANTASIA')) {
    // A card that enters as a copy first asks which object (game-mechanics-copy.md#static-copying);
    // a copied activation enters as a token (src/engine/effects/copy.ts).
    if (beginEnterAsCopy(ctx, item)) return;
    const o = enterFromStack(ctx, item);
    carryToObject(s, item, o.id);
    linkOnEnter(ctx, o, item); // Link: linked to the object its activation targeted
    noteResolvedCard(ctx, item);
    ctx.events.push({ type: 'resolved', def: item.def, controller: item.controller });
    logLine(ctx, `${def.name} enters the field.`, item.controller);
    return;
  }
  if (!def.scripted) {
    // No script yet: the controller carries out the text with the assisted-resolution tools.
    beginAssisted(ctx, item);
    return;
  }
  return runAndFinish(ctx, item);
}

function runAndFinish(ctx: Ctx, item: StackItem): void {
  beginResolving(ctx.s, item);
  const r = { item, effects: effectsOf(ctx.s, item), index: 0 };
  if (runEffects(ctx, r) === 'paused') return;
  finishResolution(ctx, item);
}

export function finishResolution(ctx: Ctx, item: StackItem): void {
  const def = ctx.s.defs[item.def]!;
  // Already resolved once; only the Preserve-or-banish answer was awaited (effects/preserve.ts).
  if (item.preserveChoice !== 'asked') {
    ctx.events.push({ type: 'resolved', def: item.def, controller: item.controller });
    logLine(ctx, `${def.name} resolves.`, item.controller);
    noteResolvedCard(ctx, item);
    endResolving(ctx.s);
  }
  if (item.kind === 'bestowal') gainBoon(ctx, item);
  // Preserve on a card activation: to the material deck, preserved, instead of the graveyard.
  if (item.banishAsItResolves) banishThisCard(ctx, { item, effects: [], index: 0 }); // play/memory-activation.ts
  if ((item.kind === 'activation' || item.kind === 'materialization') && !preserveOnResolve(ctx, item)) sendPlayedCardAway(ctx, item);
}

function resolveChampion(ctx: Ctx, item: StackItem): void {
  const s = ctx.s;
  const def = s.defs[item.def]!;
  const current = championOf(s, item.controller);
  const champ = current ? mutObj(s, current.id) : undefined;
  const base = baseChampionLevel(s, item.controller);
  // Level and lineage are checked again as a champion materialization resolves.
  const levelOk = champ !== undefined && base !== null && (def.level ?? 0) === base + 1;
  const lineageOk = !def.lineage || (champ !== undefined && championName(objDef(s, champ)) === def.lineage);
  if (!levelOk || !lineageOk || !champ || objectCant(s, champ, 'levelUp') || levelUpRestrictionProblem(s, champ, def)) {
    fizzle(ctx, item, 'the champion can no longer level up into it');
    return;
  }
  // Level up: the new card goes on top of the lineage; same object, same rested state, no stack (effects/level-up.ts).
  levelUpInto(ctx, champ, item.card!, item.def);
  mutObj(s, champ.id).playedTop = item.card!; // materialized: played (effects/played-champion-card.ts)
  ctx.events.push({ type: 'resolved', def: item.def, controller: item.controller });
  logLine(ctx, `${player(s, item.controller).name}'s champion levels up into ${def.name}.`, item.controller);
}

function resolveAttackCard(ctx: Ctx, item: StackItem): void {
  const s = ctx.s;
  // A copied attack card activation is still a card activation (game-mechanics-copy.md#general-rules):
  // it resolves with a copy card of its own, which ceases to exist if it fizzles or leaves the intent.
  if (item.copy && !item.card) item = { ...item, card: mintCopyCard(s, item.controller, item.def) };
  // Command: the ally rested as its cost performs the attack, if it is still there and obeys.
  const commanded = item.commandAlly ? s.objects[item.commandAlly] : undefined;
  if (item.commandAlly && (!commanded || commanded.controller !== item.controller || !obeys(s, commanded))) {
    fizzle(ctx, item, 'the commanded ally cannot perform the attack');
    return;
  }
  const champ = commanded ?? championOf(s, item.controller);
  const isTurn = s.players[s.turnPlayer]!.id === item.controller;
  // An attack card only becomes an attack if a combat phase can begin now.
  if (!champ || !isTurn || s.phase !== 'main' || s.stack.length > 0 || s.combat) {
    fizzle(ctx, item, 'a combat phase cannot begin now');
    return;
  }
  if (attackTargets(s, champ, false, [item.card!]).length === 0) {
    fizzle(ctx, item, 'there is no legal attack target');
    return;
  }
  if (!attackTaxPayable(s, item.controller, champ)) { // effects/attack-tax.ts
    fizzle(ctx, item, 'the attack declaration costs more than can be paid');
    return;
  }
  if (commanded && commandResolvesIllegally(ctx, item, commanded)) return; // Command: ally lacks its subtype
  ctx.events.push({ type: 'resolved', def: item.def, controller: item.controller });
  logLine(ctx, `${s.defs[item.def]!.name} enters the intent.`, item.controller);
  if (item.ephemeral) s.ephemeralIntent = [...(s.ephemeralIntent ?? []), item.card!];
  notePreparedIntent(s, item.card!, !!item.prepared, !!item.imbued); // effects/prepared-intent.ts
  s.pending = {
    kind: 'attackDeclaration',
    player: item.controller,
    draft: commanded
      ? { attacker: champ.id, weapon: null, stage: targetStage(s, champ, { weapon: null, intentCard: item.card! }), fromIntent: true, intentCard: item.card! }
      : { attacker: champ.id, weapon: null, stage: 'weapon', fromIntent: true, intentCard: item.card! },
  };
}
