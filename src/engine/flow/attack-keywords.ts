// Combat keywords (glossary/keywords-and-abilities.md): Cleave, Multistrike N, Critical N, Command
// and Commanded Will N, and the attack declaration steps they change
// (combat-phase-attack-declaration.md#declaring-an-attack: attacker, wielded objects, then a target
// or, with Cleave, a player; then Multistrike's extra targets).
import type { AttackDraft, CardId, Decision, GameState, ObjectId, ObjectState, PlayerId, RuleViolation, StackItem } from '../types.js';
import type { CardDef } from '../../cards/vocabulary.js';
import { logLine, type Ctx } from './ctx.js';
import { cardDef, cardHasKeyword, currentPower, hasKeyword, objDef, opponents, player, playersInTurnOrder } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
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
    // A keyword an intent card gained while in the intent counts too ("it gains critical 4"; play/effects.ts intentCardsGain).
    const gained = (k: AttackKeyword) => (s.combat?.intentGrants ?? []).some((g) => g.card === c && g.ability.kind === 'static' && g.ability.effect.kind === 'keyword' && g.ability.effect.keyword === k);
    out.push({ def, has: (k) => cardHasKeyword(s, attacker.controller, def, k) || gained(k) });
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

/** May the attack still add a target with Multistrike N? */
export function multistrikeLeft(s: GameState, attacker: ObjectState, d: AttackDraft): boolean {
  const n = attackKeywordValue(s, attacker, 'multistrike', draftIntent(d), d.weapon);
  const chosen = d.chosen ?? [];
  return chosen.length - (d.base ?? chosen.length) < n;
}

/**
 * Multistrike: further targets that may still be added, once `multistrikeLeft` says one may.
 * Objects already defending are left out; a taunting object not yet chosen must be chosen before
 * the others (Taunt).
 */
export function multistrikeChoices(d: AttackDraft, allTargets: ObjectId[], taunting: (id: ObjectId) => boolean): ObjectId[] {
  const chosen = d.chosen ?? [];
  const left = allTargets.filter((id) => !chosen.includes(id));
  const t = left.filter(taunting);
  return t.length > 0 ? t : left;
}

// ---------- Critical N ----------

/**
 * Critical N: the opponents of the unit dealing the damage who may still be asked, in turn order
 * starting from `first` (the defending player for the attack, the attacking player for a retaliator).
 */
function criticalAsk(s: GameState, count: number, declined: PlayerId[], dealer: PlayerId, first: PlayerId): PlayerId | null {
  const order = playersInTurnOrder(s).map((p) => p.id).filter((p) => p !== dealer);
  const at = order.indexOf(first);
  const rotated = at > 0 ? [...order.slice(at), ...order.slice(0, at)] : order;
  return rotated.find((p) => !declined.includes(p) && player(s, p).hand.length >= count) ?? null;
}

/** Critical N of one unit on its own (a retaliator's damage has no intent or weapon): instances add up. */
export function unitCriticalValue(s: GameState, o: ObjectState): number {
  return hasKeyword(s, o, 'critical') ? objDef(s, o).keywordValues?.critical ?? 1 : 0;
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

/**
 * Critical N on a retaliating unit: damage dealt by a retaliator is combat damage too
 * (combat-phase-damage-step.md#general-rules), so its controller's opponents are asked in the same way
 * before it deals that damage. Returns true when a decision is now pending.
 */
export function askRetaliatorCritical(ctx: Ctx, retaliator: ObjectState): boolean {
  const c = ctx.s.combat!;
  if (c.criticalRetaliators && retaliator.id in c.criticalRetaliators) return false;
  const n = unitCriticalValue(ctx.s, retaliator);
  if (n <= 0 || currentPower(ctx.s, retaliator) <= 0) {
    c.criticalRetaliators = { ...c.criticalRetaliators, [retaliator.id]: false };
    return false;
  }
  return nextCritical(ctx, n, [], retaliator.id);
}

function nextCritical(ctx: Ctx, n: number, declined: PlayerId[], retaliator?: ObjectId): boolean {
  const s = ctx.s;
  const c = s.combat!;
  const unit = retaliator ? s.objects[retaliator] : undefined;
  const who = unit
    ? criticalAsk(s, n, declined, unit.controller, c.attackingPlayer)
    : criticalAsk(s, n, declined, c.attackingPlayer, c.defendingPlayer);
  if (who) {
    s.pending = { kind: 'critical', player: who, count: n, chosen: [], declined, ...(retaliator ? { retaliator } : {}) };
    return true;
  }
  settleCritical(s, retaliator, true);
  logLine(ctx, unit
    ? `Nobody discards ${n}: ${objDef(s, unit).name}'s retaliation damage is doubled (Critical ${n}).`
    : `Nobody discards ${n}: the attack's combat damage is doubled (Critical ${n}).`);
  return false;
}

function settleCritical(s: GameState, retaliator: ObjectId | undefined, doubled: boolean): void {
  const c = s.combat!;
  if (retaliator) c.criticalRetaliators = { ...c.criticalRetaliators, [retaliator]: doubled };
  else c.critical = { decided: true, doubled };
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
    nextCritical(ctx, d.count, [...d.declined, who], d.retaliator);
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
    takeFrom(p, 'hand', c);
    putCard(ctx, c, 'graveyard');
  }
  logLine(ctx, `${p.name} discards ${chosen.length} card(s): the combat damage is not doubled (Critical ${d.count}).`, who);
  s.pending = null;
  settleCritical(s, d.retaliator, false);
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

/** Command [subtype]: does this attacker carry the subtype the Command card names (if it names one)? */
export function commandFits(s: GameState, attacker: ObjectState, def: CardDef): boolean {
  return !def.commandSubtype || objDef(s, attacker).subtypes.includes(def.commandSubtype);
}

function commandCardAway(ctx: Ctx, card: CardId, ephemeral: boolean, attacker: ObjectState, def: CardDef): void {
  putCard(ctx, card, ephemeral ? 'banishment' : 'graveyard');
  logLine(ctx, `${def.name} is no legal attack for ${objDef(ctx.s, attacker).name}, which is not a ${def.commandSubtype!.toLowerCase()}: the card leaves the intent for the graveyard (Command, state-based).`, attacker.controller);
}

/**
 * Command, as its attack card resolves into the commanded ally's intent: if that ally no longer
 * has the subtype the card names, the card is no legal attack for it and the state-based check
 * sends it to the graveyard; no attack is declared and the ally stays rested
 * (glossary/keywords-and-abilities.md#command). Returns true when that happened.
 */
export function commandResolvesIllegally(ctx: Ctx, item: StackItem, ally: ObjectState): boolean {
  const s = ctx.s;
  const def = s.defs[item.def]!;
  if (!item.card || !isCommand(s, item.controller, def) || commandFits(s, ally, def)) return false;
  ctx.events.push({ type: 'resolved', def: item.def, controller: item.controller });
  logLine(ctx, `${def.name} enters the intent.`, item.controller);
  commandCardAway(ctx, item.card, !!item.ephemeral, ally, def);
  return true;
}

/**
 * Command, state-based during combat: a Command card in the intent whose attacker lacks the subtype
 * it names goes to the graveyard; the attacker keeps attacking without it. Returns true when a card moved.
 */
export function checkCommandIntent(ctx: Ctx): boolean {
  const s = ctx.s;
  const c = s.combat;
  if (!c || !c.attacker || c.intent.length === 0) return false;
  const attacker = s.objects[c.attacker];
  if (!attacker) return false;
  const illegal = c.intent.filter((card) => {
    const def = cardDef(s, card);
    return isCommand(s, c.attackingPlayer, def) && !commandFits(s, attacker, def);
  });
  if (illegal.length === 0) return false;
  c.intent = c.intent.filter((card) => !illegal.includes(card));
  for (const card of illegal) {
    const ephemeral = !!s.ephemeralIntent?.includes(card);
    if (ephemeral) s.ephemeralIntent = s.ephemeralIntent!.filter((x) => x !== card);
    commandCardAway(ctx, card, ephemeral, attacker, cardDef(s, card));
  }
  return true;
}

/** Commanded Will N: +N power while this unit attacks with a Command card in its intent. */
export function commandedWillBonus(s: GameState, o: ObjectState): number {
  const c = s.combat;
  if (!c || c.attacker !== o.id) return 0;
  const n = objDef(s, o).keywordValues?.commandedWill;
  if (!n || !hasKeyword(s, o, 'commandedWill')) return 0;
  return c.intent.some((card) => isCommand(s, c.attackingPlayer, cardDef(s, card))) ? n : 0;
}
