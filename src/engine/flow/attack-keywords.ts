// Combat keywords (glossary/keywords-and-abilities.md): Cleave, Multistrike N, Critical N, Command
// and Commanded Will N, and the attack declaration steps they change
// (combat-phase-attack-declaration.md#declaring-an-attack: attacker, wielded objects, then a target
// or, with Cleave, a player; then Multistrike's extra targets).
import type { AttackDraft, CardId, Decision, GameState, ObjectId, ObjectState, PlayerId, RuleViolation } from '../types.js';
import type { CardDef } from '../../cards/vocabulary.js';
import { logLine, type Ctx } from './ctx.js';
import { cardDef, cardHasKeyword, hasKeyword, objDef, opponents, player, playersInTurnOrder } from '../state/query.js';
import { removeFrom, putCard } from '../state/zones.js';
import { RULES } from '../rules-refs.js';
import { isSiegeable } from '../effects/siege.js';

type AttackKeyword = 'cleave' | 'multistrike' | 'critical' | 'trueSight' | 'unblockable';

/** The objects and cards that make up an attack: its attacker, the wielded weapon, the intent. */
function attackSources(s: GameState, attacker: ObjectState, intent: CardId[], weapon: ObjectId | null): { def: CardDef; has: (k: AttackKeyword) => boolean }[] {
  const out: { def: CardDef; has: (k: AttackKeyword) => boolean }[] = [{ def: objDef(s, attacker), has: (k) => hasKeyword(s, attacker, k) }];
  const w = weapon ? s.objects[weapon] : undefined;
  if (w) out.push({ def: objDef(s, w), has: (k) => hasKeyword(s, w, k) });
  for (const c of intent) {
    const def = cardDef(s, c);
    out.push({ def, has: (k) => cardHasKeyword(s, attacker.controller, def, k) });
  }
  return out;
}

/** Does the attack have this keyword, from its attacker, a weapon used with it, or a card in its intent? */
export function attackHasKeyword(s: GameState, attacker: ObjectState, k: AttackKeyword, intent: CardId[], weapon: ObjectId | null): boolean {
  return attackSources(s, attacker, intent, weapon).some((src) => src.has(k));
}

/** The sum of a numbered keyword over the attack's sources that have it (instances add up). */
export function attackKeywordValue(s: GameState, attacker: ObjectState, k: 'multistrike' | 'critical', intent: CardId[], weapon: ObjectId | null): number {
  return attackSources(s, attacker, intent, weapon).reduce((n, src) => n + (src.has(k) ? src.def.keywordValues?.[k] ?? 1 : 0), 0);
}

/** Cleave: every attackable object the chosen player controls (units and Siegeable domains; Stealth without True Sight excepted). */
export function cleaveDefenders(s: GameState, attacker: ObjectState, who: PlayerId, intent: CardId[], weapon: ObjectId | null): ObjectId[] {
  if (who === attacker.controller) return [];
  const trueSight = attackHasKeyword(s, attacker, 'trueSight', intent, weapon);
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    const d = objDef(s, o);
    if (o.controller !== who) return false;
    if (!d.types.includes('CHAMPION') && !d.types.includes('ALLY') && !isSiegeable(d)) return false;
    return trueSight || !hasKeyword(s, o, 'stealth');
  });
}

/** Players a Cleave attack may choose: opponents with at least one attackable object. */
export function cleavePlayers(s: GameState, attacker: ObjectState, intent: CardId[], weapon: ObjectId | null): PlayerId[] {
  return opponents(s, attacker.controller).map((p) => p.id).filter((p) => cleaveDefenders(s, attacker, p, intent, weapon).length > 0);
}

export function draftIntent(d: AttackDraft): CardId[] {
  return d.intentCard ? [d.intentCard] : [];
}

/** The stage after the weapons are chosen: a player to cleave, or a target. */
export function targetStage(s: GameState, attacker: ObjectState, d: Pick<AttackDraft, 'intentCard' | 'weapon'>): 'player' | 'target' {
  return attackHasKeyword(s, attacker, 'cleave', d.intentCard ? [d.intentCard] : [], d.weapon) ? 'player' : 'target';
}

/**
 * Multistrike: further targets that may still be added. Objects already defending are left out;
 * a taunting object not yet chosen must be chosen before the others (Taunt).
 */
export function multistrikeChoices(s: GameState, attacker: ObjectState, d: AttackDraft, allTargets: ObjectId[], taunting: (id: ObjectId) => boolean): ObjectId[] {
  const n = attackKeywordValue(s, attacker, 'multistrike', draftIntent(d), d.weapon);
  const chosen = d.chosen ?? [];
  if (chosen.length - (d.base ?? chosen.length) >= n) return [];
  const left = allTargets.filter((id) => !chosen.includes(id));
  const t = left.filter(taunting);
  return t.length > 0 ? t : left;
}

// ---------- Critical N ----------

/** Critical N: the opponents who may still be asked, in turn order starting from the defending player. */
function criticalAsk(s: GameState, count: number, declined: PlayerId[]): PlayerId | null {
  const c = s.combat!;
  const order = playersInTurnOrder(s).map((p) => p.id).filter((p) => p !== c.attackingPlayer);
  const first = order.indexOf(c.defendingPlayer);
  const rotated = first > 0 ? [...order.slice(first), ...order.slice(0, first)] : order;
  return rotated.find((p) => !declined.includes(p) && player(s, p).hand.length >= count) ?? null;
}

/**
 * Before combat damage is dealt: an attack with Critical N asks its attacker's opponents, one by one,
 * whether to discard N cards; if nobody does, the attack's combat damage is doubled.
 * Returns true when a decision is now pending.
 */
export function askCritical(ctx: Ctx, attacker: ObjectState): boolean {
  const s = ctx.s;
  const c = s.combat!;
  if (c.critical?.decided) return false;
  const n = attackKeywordValue(s, attacker, 'critical', c.intent, c.weapon);
  if (n <= 0) {
    c.critical = { decided: true, doubled: false };
    return false;
  }
  return nextCritical(ctx, n, []);
}

function nextCritical(ctx: Ctx, n: number, declined: PlayerId[]): boolean {
  const s = ctx.s;
  const who = criticalAsk(s, n, declined);
  if (who) {
    s.pending = { kind: 'critical', player: who, count: n, chosen: [], declined };
    return true;
  }
  s.combat!.critical = { decided: true, doubled: true };
  logLine(ctx, `Nobody discards ${n}: the attack's combat damage is doubled (Critical ${n}).`);
  return false;
}

type CriticalDecision = Extract<Decision, { kind: 'critical' }>;

export function criticalAnswers(s: GameState, d: CriticalDecision): { type: 'criticalDiscard'; card: CardId | null }[] {
  const cards = player(s, d.player).hand.filter((c) => !d.chosen.includes(c)).map((card) => ({ type: 'criticalDiscard' as const, card }));
  return d.chosen.length === 0 ? [...cards, { type: 'criticalDiscard', card: null }] : cards;
}

export function answerCritical(ctx: Ctx, who: PlayerId, d: CriticalDecision, card: CardId | null): RuleViolation | null {
  const s = ctx.s;
  if (!s.combat) return { message: 'There is no attack now.', rule: RULES.critical };
  if (card === null) {
    if (d.chosen.length > 0) return { message: `Discard ${d.count - d.chosen.length} more card(s) to finish.`, rule: RULES.critical };
    s.pending = null;
    logLine(ctx, `${player(s, who).name} does not discard for Critical ${d.count}.`, who);
    nextCritical(ctx, d.count, [...d.declined, who]);
    return null;
  }
  const p = player(s, who);
  if (!p.hand.includes(card) || d.chosen.includes(card)) return { message: 'Choose a card from your hand.', rule: RULES.critical };
  const chosen = [...d.chosen, card];
  if (chosen.length < d.count) {
    s.pending = { ...d, chosen };
    return null;
  }
  for (const c of chosen) {
    removeFrom(p.hand, c);
    putCard(ctx, c, 'graveyard');
  }
  logLine(ctx, `${p.name} discards ${chosen.length} card(s): the combat damage is not doubled (Critical ${d.count}).`, who);
  s.pending = null;
  s.combat.critical = { decided: true, doubled: false };
  return null;
}

// ---------- Command and Commanded Will ----------

/** Is this an attack card with Command? */
export function isCommand(s: GameState, who: PlayerId, def: CardDef): boolean {
  return def.types.includes('ATTACK') && cardHasKeyword(s, who, def, 'command');
}

/** Allies that may perform a Command attack card: awake allies you control (of the Command's subtype). */
export function commandAllies(s: GameState, who: PlayerId, def: CardDef): ObjectId[] {
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    const d = objDef(s, o);
    return o.controller === who && !o.rested && d.types.includes('ALLY') && (!def.commandSubtype || d.subtypes.includes(def.commandSubtype));
  });
}

/** Commanded Will N: +N power while this unit attacks with a Command card in its intent. */
export function commandedWillBonus(s: GameState, o: ObjectState): number {
  const c = s.combat;
  if (!c || c.attacker !== o.id) return 0;
  const n = objDef(s, o).keywordValues?.commandedWill;
  if (!n || !hasKeyword(s, o, 'commandedWill')) return 0;
  return c.intent.some((card) => isCommand(s, c.attackingPlayer, cardDef(s, card))) ? n : 0;
}
