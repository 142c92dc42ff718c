import type { CardId, GameState, ObjectId, ObjectState, PlayerId } from '../types.js';
import { logLine, type Ctx } from './ctx.js';
import { cardHasKeyword, championLevel, conditionMet, currentPower, hasKeyword, objDef, opponents, player } from '../state/query.js';
import { putCard } from '../state/zones.js';
import { mutObj } from '../state/clone.js';
import { dealDamage } from '../play/effects.js';
import { queueObjectTriggers } from './triggers.js';
import { newId } from './ctx.js';
import { RULES } from '../rules-refs.js';
import type { RuleViolation } from '../types.js';

/** Pride N: the ally obeys only while its controller's champion is level N or higher. */
export function obeys(s: GameState, o: ObjectState): boolean {
  const pride = objDef(s, o).keywordValues?.pride;
  return pride === undefined || championLevel(s, o.controller) >= pride;
}

/** In a two-player game only the last player of the first turn cycle may attack on their first turn. */
export function mayAttackThisTurn(s: GameState): boolean {
  return s.turn >= s.players.length;
}

export function weaponsFor(s: GameState, attacker: ObjectState): ObjectId[] {
  if (!objDef(s, attacker).types.includes('CHAMPION')) return []; // allies can't use weapons
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    return o.controller === attacker.controller && objDef(s, o).types.includes('WEAPON') && (o.counters.durability ?? 0) > 0;
  });
}

/** Units an attacker may target now: opponents' units, with Taunt and Stealth applied (Taunt not for redirects). */
/** Does the attack have the keyword: its attacker, or an attack card in its intent? */
function attackHas(s: GameState, attacker: ObjectState, k: 'trueSight' | 'unblockable', intent: CardId[]): boolean {
  return hasKeyword(s, attacker, k) || intent.some((c) => cardHasKeyword(s, attacker.controller, s.defs[s.cards[c]!.def]!, k));
}

export function attackTargets(s: GameState, attacker: ObjectState, redirect = false, intent: CardId[] = s.combat?.intent ?? []): ObjectId[] {
  const opp = new Set(opponents(s, attacker.controller).map((p) => p.id));
  const trueSight = attackHas(s, attacker, 'trueSight', intent);
  const units = s.field.filter((id) => {
    const o = s.objects[id]!;
    const d = objDef(s, o);
    if (!opp.has(o.controller)) return false;
    if (!d.types.includes('CHAMPION') && !d.types.includes('ALLY')) return false;
    if (!trueSight && hasKeyword(s, s.objects[id]!, 'stealth')) return false;
    return true;
  });
  if (redirect || attackHas(s, attacker, 'unblockable', intent)) return units;
  const taunting = units.filter((id) => {
    const o = s.objects[id]!;
    return !o.rested && hasKeyword(s, o, 'taunt');
  });
  return taunting.length > 0 ? taunting : units;
}

/** Can this object declare an attack now (apart from timing)? Returns the reason when not. */
export function attackerProblem(s: GameState, who: PlayerId, attacker: ObjectState | undefined): RuleViolation | null {
  if (!attacker || attacker.controller !== who) return { message: 'You can only attack with a unit you control.', rule: RULES.attacking };
  const def = objDef(s, attacker);
  if (!def.types.includes('CHAMPION') && !def.types.includes('ALLY')) return { message: 'Only champions and allies can attack.', rule: RULES.attacking };
  if (!mayAttackThisTurn(s)) return { message: 'The first player cannot attack on the first turn of a two-player game.', rule: RULES.turnOne };
  if (!obeys(s, attacker)) return { message: `${def.name} does not obey you (Pride ${def.keywordValues?.pride}).`, rule: RULES.pride };
  if (attacker.rested) return { message: `${def.name} is rested and cannot attack.`, rule: RULES.attackDeclaration };
  const power = currentPower(s, attacker);
  if (def.types.includes('ALLY') && power <= 0) return { message: `${def.name} has no power and cannot attack.`, rule: RULES.attacking };
  if (def.types.includes('CHAMPION') && power <= 0 && weaponsFor(s, attacker).length === 0) {
    return { message: 'Your champion has no power: it can attack with a weapon or an attack card.', rule: RULES.champion };
  }
  if (attackTargets(s, attacker).length === 0) return { message: 'There is no legal attack target.', rule: RULES.attacking };
  return null;
}

/** Begin the combat phase once the attack declaration is complete. */
export function declareAttack(ctx: Ctx, attackerId: ObjectId, weapon: ObjectId | null, target: ObjectId, fromIntent: boolean, intentCard?: CardId): void {
  const s = ctx.s;
  const attacker = s.objects[attackerId]!;
  const defender = s.objects[target]!;
  if (!fromIntent) mutObj(s, attackerId).rested = true; // resting is the cost of declaring the attack
  s.combat = {
    attackingPlayer: attacker.controller,
    defendingPlayer: defender.controller,
    attacker: attackerId,
    weapon,
    defender: target,
    intent: intentCard ? [intentCard] : [],
    retaliators: [],
    step: 'retaliation',
    retaliationDecided: false,
  };
  s.phase = 'combat';
  s.phaseStep = 0;
  s.opportunity = null;
  ctx.events.push({ type: 'attack', attacker: attackerId, defender: target });
  const weaponName = weapon ? ` with ${objDef(s, s.objects[weapon]!).name}` : '';
  logLine(ctx, `${objDef(s, attacker).name} attacks ${objDef(s, defender).name}${weaponName}.`, attacker.controller);
  queueObjectTriggers(ctx, attacker, 'attack');
  if (weapon) queueObjectTriggers(ctx, s.objects[weapon]!, 'attack');
  queueIntentTriggers(ctx, 'attack');
  // Intercept: the defending player's awake allies may take an attack aimed at their champion.
  if (objDef(s, defender).types.includes('CHAMPION') && !hasKeyword(s, attacker, 'unblockable')) {
    for (const id of s.field) {
      const o = s.objects[id]!;
      if (o.controller === defender.controller && !o.rested && hasKeyword(s, o, 'intercept') && objDef(s, o).types.includes('ALLY')) {
        s.pendingTriggers.push({ id: newId(s, 't'), controller: o.controller, source: o.id, def: o.def, abilityIndex: -1, builtin: 'intercept' });
      }
    }
  }
}

function queueIntentTriggers(ctx: Ctx, on: 'attack' | 'hit' | 'kill'): void {
  const s = ctx.s;
  if (!s.combat) return;
  for (const card of s.combat.intent) {
    const defSlug = s.cards[card]!.def;
    s.defs[defSlug]!.abilities.forEach((ab, index) => {
      if (ab.kind === 'triggered' && ab.trigger.on === on) {
        s.pendingTriggers.push({ id: newId(s, 't'), controller: s.combat!.attackingPlayer, source: s.combat!.attacker, def: defSlug, abilityIndex: index });
      }
    });
  }
}

/** Units that may retaliate: awake defending units with power (Steadfast: even while rested). */
export function retaliationCandidates(s: GameState): ObjectId[] {
  const c = s.combat;
  if (!c || !c.attacker || !s.objects[c.attacker]) return [];
  const canRetaliate = (o: ObjectState) => (!o.rested || hasKeyword(s, o, 'steadfast')) && currentPower(s, o) > 0;
  const out: ObjectId[] = [];
  const d = c.defender ? s.objects[c.defender] : undefined;
  if (d && canRetaliate(d)) out.push(d.id);
  // Ambush: a unit of the defending player may retaliate while not defending.
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (id === c.defender || o.controller !== c.defendingPlayer || c.retaliators.includes(id)) continue;
    if (hasKeyword(s, o, 'ambush') && canRetaliate(o)) out.push(id);
  }
  return out.filter((id) => !c.retaliators.includes(id));
}

export function attackPower(s: GameState): number {
  const c = s.combat!;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  if (!attacker) return 0;
  let power = currentPower(s, attacker);
  // Ranged N: a distant unit's attacks get +N power.
  if (attacker.distant) power += objDef(s, attacker).keywordValues?.ranged ?? 0;
  for (const card of c.intent) {
    const def = s.defs[s.cards[card]!.def]!;
    power += def.power ?? 0;
    // An attack card's own "gets +N power as long as …" while it is the attack.
    for (const ab of def.abilities) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'modifyStat' || ab.effect.stat !== 'power' || ab.effect.affects !== 'self') continue;
      if (!ab.condition || conditionMet(s, c.attackingPlayer, ab.condition, attacker, [], undefined, def)) power += ab.effect.amount;
    }
  }
  const weapon = c.weapon ? s.objects[c.weapon] : undefined;
  if (weapon) power += currentPower(s, weapon);
  return Math.max(0, power);
}

/** The damage step's dealing of damage: all combat damage at once, and the weapon's durability loss. */
export function dealCombatDamage(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.combat!;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  const defender = c.defender ? s.objects[c.defender] : undefined;
  if (!attacker) {
    logLine(ctx, 'The attacker left the field: no combat damage.');
    return;
  }
  const power = attackPower(s);
  const retaliation = c.retaliators.map((id) => s.objects[id]).filter((o): o is ObjectState => !!o).map((o) => ({ o, power: currentPower(s, o) }));
  if (defender) {
    const dealt = dealDamage(ctx, defender, power, true);
    logLine(ctx, `${objDef(s, attacker).name} deals ${dealt} combat damage to ${objDef(s, defender).name}.`, attacker.controller);
    if (dealt > 0) {
      queueObjectTriggers(ctx, attacker, 'hit', defender.id);
      queueIntentTriggers(ctx, 'hit');
    }
    const weapon = c.weapon ? s.objects[c.weapon] : undefined;
    if (weapon) mutObj(s, weapon.id).counters.durability = Math.max(0, (weapon.counters.durability ?? 0) - 1);
  }
  for (const r of retaliation) {
    const dealt = dealDamage(ctx, attacker, r.power, true);
    logLine(ctx, `${objDef(s, r.o).name} retaliates for ${dealt} damage.`, r.o.controller);
  }
}

/**
 * On Kill: a unit dealt combat damage by the attacker went from the field straight to the
 * graveyard. The attacker's (and its intent's) On Kill abilities trigger.
 */
export function queueKillTriggers(ctx: Ctx, defender: { id: ObjectId; card: CardId | null; owner: PlayerId } | null): void {
  const s = ctx.s;
  const c = s.combat;
  if (!c || !defender || s.objects[defender.id] || !defender.card) return;
  if (!player(s, defender.owner).graveyard.includes(defender.card)) return;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  if (!attacker) return;
  queueObjectTriggers(ctx, attacker, 'kill', defender.id);
  queueIntentTriggers(ctx, 'kill');
}

/** End of combat: roles are cleared and the intent goes to the graveyard. */
export function endCombat(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.combat) return;
  for (const card of s.combat.intent) putCard(ctx, card, 'graveyard');
  s.combat = null;
}

export function defendingPlayerName(s: GameState): string {
  return s.combat ? player(s, s.combat.defendingPlayer).name : '';
}
