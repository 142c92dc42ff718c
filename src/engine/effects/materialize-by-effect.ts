// "Materialize a [kind] card from your material deck. (You still pay its costs.)"
// (playing-cards-card-materialization.md): the player picks a matching card of their material deck,
// or none (a search of a private zone may fail to find), then materializes it as in the
// materialize phase, paying its costs; the materialization goes on the effects stack and the
// resolution that asked for it goes on (the same way as Starcalling's activation, play/activation.ts).
import type { Effect } from '../../cards/vocabulary.js';
import type { CardId, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { baseChampionLevel, cardDef, championName, championOf, elementsEnabledFor, objDef, player } from '../state/query.js';
import type { CardDef } from '../../cards/vocabulary.js';
import { objectCant } from './permissions.js';
import { levelUpRestrictionProblem } from '../play/level-up-restrictions.js';
import { cardMatches } from '../play/effects.js';
import { maxX } from '../play/costs.js';
import { targetsAvailable } from '../play/targets.js';
import { startDraft } from '../play/activation.js';
import { resumeResolution } from '../play/resume.js';
import { RULES } from '../rules-refs.js';
import { materializeReserve, materializeReservePayable } from './materialize-additional-cost.js';
import { materializeChoiceCostsPayable } from './choice-costs.js';
import { memoryAvailableFor, paysOnlyWithFloating } from './floating-only.js';
import { materializeOnlyProblem } from './materialize-only.js';

type Op = Extract<Effect, { op: 'materializeFromMaterialDeck' }>;

/** The cards of `who`'s material deck the effect may materialize now: matching, non-champion, affordable, enabled. */
export function materializeByEffectOptions(s: GameState, who: PlayerId, e: Op): CardId[] {
  const p = player(s, who);
  return [...p.materialDeck, ...(e.orBanishment ? p.banishment : [])].filter((c) => {
    const def = cardDef(s, c);
    if (def.types.includes('CHAMPION')) return !!e.champions && def.cost.kind === 'memory' && cardMatches(def, e.filter) && championFits(s, who, def)
      && maxX(s, who, def, 'materialize', memoryAvailableFor(s, who, def)) >= 0;
    if (def.cost.kind !== 'memory' || !cardMatches(def, e.filter)) return false;
    if (materializeOnlyProblem(s, who, def)) return false; // effects/materialize-only.ts
    if (e.memoryCost !== undefined && def.cost.value !== e.memoryCost) return false;
    if (!elementsEnabledFor(s, who, def) || !targetsAvailable(s, who, def.targets)) return false;
    if (!materializeReservePayable(s, who, def)) return false; // an additional reserve cost (effects/materialize-additional-cost.ts)
    if (!materializeChoiceCostsPayable(s, who, def)) return false; // additional banish costs (effects/choice-costs.ts)
    if (paysOnlyWithFloating(def) && materializeReserve(s, who, def) > 0) return false; // effects/floating-only.ts
    return maxX(s, who, def, 'materialize', memoryAvailableFor(s, who, def)) >= 0;
  });
}

/** A champion card levels the champion up only into the next level, of its lineage, when nothing forbids it (card-types-champion.md). */
export function championFits(s: GameState, who: PlayerId, def: CardDef): boolean {
  const base = baseChampionLevel(s, who);
  const champ = championOf(s, who);
  if (!champ || base === null || (def.level ?? 0) !== base + 1) return false;
  if (def.lineage && championName(objDef(s, champ)) !== def.lineage) return false;
  return !objectCant(s, champ, 'levelUp') && levelUpRestrictionProblem(s, champ, def) === null;
}

/** The effect: ask which card (or none). */
export function startMaterializeByEffect(ctx: Ctx, r: Resolution, e: Op): 'paused' | 'done' {
  const t = e.player ? r.item.targets[e.player.index] : undefined;
  if (e.player && (!t || t.kind !== 'player')) return 'done'; // the targeted player is gone
  const who = t && t.kind === 'player' ? t.id : r.item.controller;
  ctx.s.pending = { kind: 'search', player: who, options: materializeByEffectOptions(ctx.s, who, e), to: 'materialize', resume: { ...r }, ...(e.then?.length ? { then: e.then } : {}) };
  return 'paused';
}

/** The answer: nothing found, and the resolution goes on; or the card's materialization begins. */
export function answerMaterializeByEffect(ctx: Ctx, who: PlayerId, d: Extract<Decision, { kind: 'search' }>, card: CardId | null): RuleViolation | null {
  if (card !== null && !d.options.includes(card)) return { message: 'That card of your material deck cannot be materialized now.', rule: RULES.materialization };
  ctx.s.pending = null;
  if (card === null) resumeResolution(ctx, d.resume);
  else {
    // "If they do": the following effects only once the materialization is made (a cancel goes on without them).
    const r = d.resume;
    const done = d.then?.length ? { resumeDone: { ...r, effects: [...r.effects.slice(0, r.index), ...d.then, ...r.effects.slice(r.index)] } } : {};
    // "From your material deck or banishment": a banished card is materialized from there (play/activation.ts commit).
    const fromBanishment = player(ctx.s, who).banishment.includes(card) ? { zone: 'banishment' as const } : {};
    startDraft(ctx, who, { kind: 'card', card, via: 'materialize' }, { resume: d.resume, ...done, ...fromBanishment });
  }
  return null;
}
