import type { ChosenTarget, PendingTrigger, StackItem } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from './ctx.js';
import { nextEventBatch } from './triggers.js';
import { abilityOf, triggerTargetSpecs } from '../play/sources.js';
import { legalTargets } from '../play/targets.js';
import { conditionMet, currentPower, playersInTurnOrder } from '../state/query.js';
import { advanceCascade, cascadeMode } from '../play/activation-keywords.js';
import { beginModalTrigger } from '../play/activation.js';
import { randomTargets } from '../effects/random-targets.js';

/**
 * Put waiting triggered abilities on the stack: in turn order (the turn player's first, so they
 * resolve last), each player ordering their own simultaneous triggers. May leave a decision pending.
 */
export function placeTriggers(ctx: Ctx): void {
  const s = ctx.s;
  nextEventBatch(ctx); // events from here on are new ones, never grouped with those that triggered these
  while (s.pendingTriggers.length > 0 && !s.pending && !s.result) {
    const order = playersInTurnOrder(s).map((p) => p.id);
    // Triggers of players who left the game are dropped.
    s.pendingTriggers = s.pendingTriggers.filter((t) => order.includes(t.controller));
    const controller = order.find((id) => s.pendingTriggers.some((t) => t.controller === id));
    if (controller === undefined) break;
    const mine = s.pendingTriggers.filter((t) => t.controller === controller);
    if (mine.length > 1) {
      s.pending = { kind: 'orderTriggers', player: controller, triggers: mine };
      return;
    }
    s.pendingTriggers = s.pendingTriggers.filter((t) => t.id !== mine[0]!.id);
    beginTrigger(ctx, mine[0]!);
  }
}

/** Start putting one trigger on the stack: check its condition and ask for targets if it has any. */
export function beginTrigger(ctx: Ctx, t: PendingTrigger): void {
  const s = ctx.s;
  const ab = abilityOf(s, t);
  if (!ab || ab.kind !== 'triggered') return;
  const src = t.source ? s.objects[t.source] : undefined;
  if (ab.condition && !conditionMet(s, t.controller, ab.condition, src, [], t.eventObject ? s.objects[t.eventObject] : undefined, s.defs[t.def])) return;
  if (ab.modes && t.mode === undefined) return beginModalTrigger(ctx, t); // "choose one": its mode first (play/activation.ts)
  const specs = triggerTargetSpecs(ab, t.mode);
  if (specs.length === 0) return pushTrigger(ctx, t, []);
  // A trigger whose required targets have no legal choice is removed.
  if (specs.some((spec) => !spec.optional && legalTargets(s, t.controller, spec, t.source ?? undefined, { def: s.defs[t.def] }).length === 0)) {
    logLine(ctx, `${s.defs[t.def]!.name}'s ability has no legal target and is removed.`, t.controller);
    return;
  }
  const random = randomTargets(ctx, t, specs); // "a random target …" (effects/random-targets.ts)
  if (random) return pushTrigger(ctx, t, random);
  s.pending = { kind: 'triggerTargets', player: t.controller, trigger: t, chosen: [] };
}

export function pushTrigger(ctx: Ctx, t: PendingTrigger, targets: ChosenTarget[]): void {
  const s = ctx.s;
  const src = t.source ? s.objects[t.source] : undefined;
  // Cascade: the effect put on the stack is the one for this trigger's count on the object.
  const ab = t.builtin ? undefined : abilityOf(s, t);
  const cascade = src && ab ? cascadeMode(src, t.def, t.abilityIndex, ab) : undefined;
  if (cascade !== undefined) advanceCascade(s, src!.id, t.def, t.abilityIndex);
  const item: StackItem = {
    id: newId(s, 's'),
    kind: 'trigger',
    controller: t.controller,
    def: t.def,
    abilityIndex: t.abilityIndex,
    ...(t.builtin ? { builtin: t.builtin } : {}),
    targets,
    x: t.x ?? 0, // Agility N's N
    ...(t.card ? { card: t.card } : {}), // the card a Preserve or Suppress trigger is about
    timestamp: nextTimestamp(s),
    ...(t.source ? { source: t.source } : {}),
    ...(t.eventObject ? { eventObject: t.eventObject } : {}),
    ...(t.eventCard ? { eventCard: t.eventCard } : {}), // the card of an object that died (effects/event-card.ts)
    ...(t.eventLki ? { eventLki: t.eventLki } : {}), // the killed unit as it last was (effects/killed-lki.ts)
    ...(t.eventPlayer ? { eventPlayer: t.eventPlayer } : {}), // effects/destroyed-card-banish.ts
    ...(t.leftSource ? { leftSource: t.leftSource } : {}), // effects/banished-by-source.ts
    ...(t.eventObjects ? { eventObjects: t.eventObjects } : {}),
    ...(t.inline ? { inline: t.inline } : {}),
    // Last-known information of the source: taken now, and again if the source leaves before it resolves.
    ...(src ? { lki: { power: currentPower(s, src), controller: src.controller } } : t.lki ? { lki: t.lki } : {}),
    ...(cascade !== undefined ? { mode: cascade } : t.mode !== undefined ? { mode: t.mode } : {}),
  };
  s.stack = [...s.stack, item];
  logLine(ctx, `${s.defs[t.def]!.name}'s triggered ability goes on the stack.`, t.controller);
}
