import type { CardId, GameState, ObjectId, ObjectState, PlayerId } from '../types.js';
import { tally } from '../effects/tallies.js';
import { intentForbidsIntercept } from '../effects/intent-intercept-ban.js';
import { applyIntentEntryPower } from '../effects/intent-entry-power.js';
import { applyAttackBonuses, queueAttackGrantTriggers } from '../effects/attack-bonuses.js';
import { attackCostPayable, attackTaxPayable } from './attack-costs.js';
import { logLine, type Ctx } from './ctx.js';
import { abilitySources, cardHasKeyword, championLevel, conditionMet, currentPower, hasKeyword, memoHere, objDef, opponents, player } from '../state/query.js';
import { countFor } from '../effects/counting.js';
import { playerMemo, readOnly } from '../state/memo.js';
import { putCard } from '../state/zones.js';
import { mutObj } from '../state/clone.js';
import { dealDamageBatch, type DamageResult } from '../effects/prevention.js';
import type { DamageEvent } from '../types.js';
import { addPendingTrigger, nextEventBatch, queueLastKnownTriggers, queueObjectTriggers } from './triggers.js';
import { RULES } from '../rules-refs.js';
import { queueStaticCounterTriggers } from '../effects/counters.js';
import type { RuleViolation } from '../types.js';
import { isSiegeable } from '../effects/siege.js';
import { isLoaded, mustBeLoaded, unloadIntoIntent } from '../effects/loading.js';
import { askCritical, askRetaliatorCritical, attackHasKeyword } from './attack-keywords.js';
import { attackUnretaliatable, retaliationBarred } from '../effects/unretaliatable.js';
import { noteAttackDeclared } from '../effects/attack-count.js';
import { noteChampionAttack } from '../effects/turn-history.js';
import { countersRemoved } from '../effects/counter-removal.js';
import { attacksAsAlly, objectCant } from '../effects/permissions.js';
import { intentDestination } from '../effects/renewable.js';
import { rangedFromAbilities } from '../effects/ranged.js';
import { noteHit } from '../effects/hit-units-banished.js';
import { noteLastAttack } from '../effects/last-attack.js';
import { disobeysForCounters, OBEDIENCE_RULE } from '../effects/counter-obedience.js';
import { attacksAsLoaded } from '../effects/unloaded-attacks.js';
import { leftLife } from '../effects/killed-life.js';
import { allowedAttackTargets, championDamagedProblem, noteCombatDamage } from '../effects/champion-damaged-targets.js';
import { linkedFirstAttackPower, noteAttackerDeclared } from '../effects/first-attack.js';
import { allyMayWield } from '../effects/ally-weapons.js';

/** Pride N: the ally obeys only while its controller's champion is level N or higher. */
export function obeys(s: GameState, o: ObjectState): boolean {
  const pride = objDef(s, o).keywordValues?.pride;
  return (pride === undefined || championLevel(s, o.controller) >= pride) && !disobeysForCounters(s, o); // effects/counter-obedience.ts
}

/** In a two-player game only the last player of the first turn cycle may attack on their first turn. */
export function mayAttackThisTurn(s: GameState): boolean {
  return s.turn >= s.players.length;
}

/**
 * Weapons the attacker may wield. Gun, Bow and Aetherwing weapons only while loaded, and never with
 * an attack card (card-types-functional-subtypes.md#functional-weapons).
 */
export function weaponsFor(s: GameState, attacker: ObjectState, withAttackCard = false): ObjectId[] {
  // Allies use no weapons, unless a weapon lets them (effects/ally-weapons.ts).
  const champion = objDef(s, attacker).types.includes('CHAMPION');
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    const def = objDef(s, o);
    if (!def.types.includes('WEAPON') || (!champion && !allyMayWield(s, attacker, o))) return false;
    if (mustBeLoaded(def) && (withAttackCard || (!isLoaded(o) && !attacksAsLoaded(s, o)))) return false;
    return o.controller === attacker.controller && def.types.includes('WEAPON') && (o.counters.durability ?? 0) > 0
      && attackCostPayable(s, o, attacker) // an additional cost to attack with it (flow/attack-costs.ts)
      && !objectCant(s, o, 'attack'); // a weapon that "can't be used for an attack" (effects/permissions.ts)
  });
}

/** Units an attacker may target now: opponents' units, with Taunt and Stealth applied (Taunt not for redirects). */
/** Does the attack have the keyword: its attacker, or an attack card in its intent? */
function attackHas(s: GameState, attacker: ObjectState, k: 'trueSight' | 'unblockable', intent: CardId[], weapon: ObjectId | null = null): boolean {
  return hasKeyword(s, attacker, k) || intent.some((c) => cardHasKeyword(s, attacker.controller, s.defs[s.cards[c]!.def]!, k))
    || (!!s.combat?.weapon && s.combat.attacker === attacker.id && attackHasKeyword(s, attacker, k, [], s.combat.weapon))
    || (!!weapon && attackHasKeyword(s, attacker, k, [], weapon)); // a weapon chosen in the declaration being made
}

/** `weapon`: the weapon chosen so far in an attack declaration not yet made (its True Sight counts). */
export function attackTargets(s: GameState, attacker: ObjectState, redirect = false, intent: CardId[] = s.combat?.intent ?? [], weapon: ObjectId | null = null): ObjectId[] {
  const all = targetableUnits(s, attacker.controller, attackHas(s, attacker, 'trueSight', intent, weapon));
  const units = redirect ? all : allowedAttackTargets(s, attacker, all); // effects/champion-damaged-targets.ts
  if (redirect || attackHas(s, attacker, 'unblockable', intent, weapon)) return units;
  const taunting = units.filter((id) => {
    const o = s.objects[id]!;
    return !o.rested && hasKeyword(s, o, 'taunt');
  });
  return taunting.length > 0 ? taunting : units;
}

/**
 * Opponents' units (and Siegeable domains) an attack by `who` could target, before Taunt. It
 * depends on the attacker only through True Sight, so one list per answer serves every attacker
 * of a listing (state/memo.ts); callers only read it.
 */
function targetableUnits(s: GameState, who: PlayerId, trueSight: boolean): ObjectId[] {
  const memo = memoHere(s) && playerMemo(s, who);
  const key = trueSight ? 'unitsTrueSight' : 'units';
  if (memo && memo[key] !== undefined) return memo[key] as ObjectId[];
  // Only read: the permissions and keywords asked of each unit are worked out once (state/memo.ts).
  const units = readOnly(s, () => unitsTargetable(s, who, trueSight));
  if (memo) memo[key] = units;
  return units;
}

function unitsTargetable(s: GameState, who: PlayerId, trueSight: boolean): ObjectId[] {
  const opp = new Set(opponents(s, who).map((p) => p.id));
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    const d = objDef(s, o);
    if (!opp.has(o.controller)) return false;
    // Units, and Siegeable domains (card-types-functional-subtypes.md#functional-domains).
    if (!d.types.includes('CHAMPION') && !d.types.includes('ALLY') && !isSiegeable(d)) return false;
    if (!trueSight && hasKeyword(s, o, 'stealth')) return false;
    if (objectCant(s, o, 'beTargeted')) return false; // "can't be targeted": attacks included (effects/permissions.ts)
    return true;
  });
}

/** Can this object declare an attack now (apart from timing)? Returns the reason when not. */
export function attackerProblem(s: GameState, who: PlayerId, attacker: ObjectState | undefined): RuleViolation | null {
  if (!attacker || attacker.controller !== who) return { message: 'You can only attack with a unit you control.', rule: RULES.attacking };
  const def = objDef(s, attacker);
  // Type-acting: an object that may attack as though it were an ally does so without becoming one.
  const asAlly = !def.types.includes('CHAMPION') && !def.types.includes('ALLY') && attacksAsAlly(s, attacker);
  if (!def.types.includes('CHAMPION') && !def.types.includes('ALLY') && !asAlly) return { message: 'Only champions and allies can attack.', rule: RULES.attacking };
  if (attacker.rested) return { message: `${def.name} is rested and cannot attack.`, rule: RULES.attackDeclaration };
  if (objectCant(s, attacker, 'attack')) return { message: `${def.name} can't attack: an effect forbids it, and a prohibition beats any permission.`, rule: RULES.permission };
  if (!mayAttackThisTurn(s)) return { message: 'The first player cannot attack on the first turn of a two-player game.', rule: RULES.turnOne };
  if (disobeysForCounters(s, attacker)) return { message: `${def.name} does not obey you (its counters).`, rule: OBEDIENCE_RULE };
  if (!obeys(s, attacker)) return { message: `${def.name} does not obey you (Pride ${def.keywordValues?.pride}).`, rule: RULES.pride };
  if (!attackTaxPayable(s, who, attacker)) return { message: 'Attack declarations cost reserve this turn, and you cannot pay it.', rule: RULES.costsAndMemory };
  const power = currentPower(s, attacker);
  if ((def.types.includes('ALLY') || asAlly) && power <= 0 && weaponsFor(s, attacker).length === 0) return { message: `${def.name} has no power and cannot attack.`, rule: RULES.attacking };
  if (def.types.includes('CHAMPION') && power <= 0 && weaponsFor(s, attacker).length === 0) {
    return { message: 'Your champion has no power: it can attack with a weapon or an attack card.', rule: RULES.champion };
  }
  // Taunt only narrows a list that is not empty: the units before Taunt say whether any target exists.
  if (targetableUnits(s, who, attackHas(s, attacker, 'trueSight', s.combat?.intent ?? [])).length === 0) return { message: 'There is no legal attack target.', rule: RULES.attacking };
  // "May only declare attacks against units your champion dealt combat damage to this turn" (effects/champion-damaged-targets.ts).
  return championDamagedProblem(s, attacker, targetableUnits(s, who, attackHas(s, attacker, 'trueSight', s.combat?.intent ?? [])), attackHasKeyword(s, attacker, 'cleave', s.combat?.intent ?? [], null));
}

/**
 * Begin the combat phase once the attack declaration is complete. `targets`: the attack target
 * first, then any further defenders (Cleave: all the chosen player's objects; Multistrike).
 */
export function declareAttack(
  ctx: Ctx, attackerId: ObjectId, weapon: ObjectId | null, targets: ObjectId | ObjectId[], fromIntent: boolean, intentCard?: CardId,
  opts: { cleave?: boolean } = {},
): void {
  const s = ctx.s;
  const attacker = s.objects[attackerId]!;
  const all = Array.isArray(targets) ? targets : [targets];
  const target = all[0]!;
  const defender = s.objects[target]!;
  if (!fromIntent) mutObj(s, attackerId).rested = true; // resting is the cost of declaring the attack
  // A loaded weapon that is wielded (or a loaded attacker) puts its loaded cards into the intent.
  const loaded = [...(weapon ? unloadIntoIntent(ctx, weapon) : []), ...unloadIntoIntent(ctx, attackerId)];
  const extra = all.slice(1).map((id) => ({ id, card: s.objects[id]!.card, owner: s.objects[id]!.owner }));
  s.combat = {
    attackingPlayer: attacker.controller,
    defendingPlayer: defender.controller,
    attacker: attackerId,
    weapon,
    defender: target,
    intent: [...(intentCard ? [intentCard] : []), ...loaded],
    retaliators: [],
    step: 'retaliation',
    retaliationDecided: false,
    ...(extra.length > 0 ? { defenders: extra } : {}),
    ...(opts.cleave ? { cleave: true } : {}),
  };
  s.phase = 'combat';
  s.phaseStep = 0;
  s.opportunity = null;
  for (const id of all) ctx.events.push({ type: 'attack', attacker: attackerId, defender: id });
  const weaponName = weapon ? ` with ${objDef(s, s.objects[weapon]!).name}` : '';
  const names = all.map((id) => objDef(s, s.objects[id]!).name).join(', ');
  logLine(ctx, `${objDef(s, attacker).name} attacks ${opts.cleave ? `everything ${player(s, defender.controller).name} controls (Cleave): ${names}` : names}${weaponName}.`, attacker.controller);
  noteAttackDeclared(s, attacker.controller); // effects/attack-count.ts
  noteChampionAttack(s, attacker, objDef(s, attacker).types.includes('CHAMPION')); // effects/turn-history.ts
  noteAttackerDeclared(s, attacker.id); // effects/first-attack.ts
  queueObjectTriggers(ctx, attacker, 'attack');
  if (weapon) queueObjectTriggers(ctx, s.objects[weapon]!, 'attack');
  queueIntentTriggers(ctx, 'attack');
  applyAttackBonuses(ctx, attackerId); // bonuses promised to this unit's next attack (effects/attack-bonuses.ts)
  if (fromIntent && intentCard) applyIntentEntryPower(ctx, intentCard); // effects/intent-entry-power.ts
  // Intercept: the defending player's awake allies may take an attack aimed at their champion.
  // Cleave attacks can't be intercepted (glossary/keywords-and-abilities.md#cleave).
  // An effect may forbid intercepting this attacker ("units with stealth can't be intercepted").
  if (!opts.cleave && objDef(s, defender).types.includes('CHAMPION') && !attackHas(s, attacker, 'unblockable', s.combat.intent) && !objectCant(s, attacker, 'beIntercepted') && !intentForbidsIntercept(s)) {
    for (const id of s.field) {
      const o = s.objects[id]!;
      // An ally that does not obey (Pride) can't intercept (the Index ruling on the Pride cards).
      if (o.controller === defender.controller && !o.rested && obeys(s, o) && hasKeyword(s, o, 'intercept') && objDef(s, o).types.includes('ALLY')) {
        addPendingTrigger(s, { controller: o.controller, source: o.id, def: o.def, abilityIndex: -1, builtin: 'intercept' });
      }
    }
  }
}

/** Every object defending now: the attack target and the further defenders still on the field. */
export function defendingObjects(s: GameState): ObjectState[] {
  const c = s.combat;
  if (!c) return [];
  const ids = [...(c.defender ? [c.defender] : []), ...(c.defenders ?? []).map((d) => d.id)];
  return ids.map((id) => s.objects[id]).filter((o): o is ObjectState => !!o && o.controller !== c.attackingPlayer);
}

function queueIntentTriggers(ctx: Ctx, on: 'attack' | 'hit' | 'kill', eventObject?: ObjectId, x?: number, eventCard?: CardId): void {
  const s = ctx.s;
  if (!s.combat) return;
  for (const card of s.combat.intent) {
    const defSlug = s.cards[card]!.def;
    s.defs[defSlug]!.abilities.forEach((ab, index) => {
      if (ab.kind === 'triggered' && ab.trigger.on === on) {
        // The unit hit (or killed), for "On Champion Hit" conditions and "that unit" effects of loaded and attack cards.
        addPendingTrigger(s, { controller: s.combat!.attackingPlayer, source: s.combat!.attacker, def: defSlug, abilityIndex: index, ...(eventObject ? { eventObject } : {}), ...(x !== undefined ? { x } : {}), ...(eventCard ? { eventCard } : {}) }); // eventCard: the killed unit's card (effects/graveyard-to-field.ts)
      }
    });
  }
  // Abilities intent cards gained from effects, while they are still in the intent.
  for (const g of s.combat.intentGrants ?? []) {
    if (!s.combat.intent.includes(g.card) || g.ability.kind !== 'triggered' || g.ability.trigger.on !== on) continue;
    addPendingTrigger(s, { controller: s.combat.attackingPlayer, source: s.combat.attacker, def: s.cards[g.card]!.def, abilityIndex: -1, inline: g.ability });
  }
}

function canRetaliate(s: GameState, o: ObjectState): boolean {
  return (!o.rested || hasKeyword(s, o, 'steadfast')) && currentPower(s, o) > 0
    && !objectCant(s, o, 'retaliate'); // "can't retaliate" (effects/permissions.ts)
}

/** Units that may retaliate: awake defending units with power (Steadfast: even while rested). */
export function retaliationCandidates(s: GameState): ObjectId[] {
  const c = s.combat;
  if (!c || !c.attacker || !s.objects[c.attacker]) return [];
  if (attackUnretaliatable(s)) return []; // effects/unretaliatable.ts
  const out: ObjectId[] = [];
  for (const d of defendingObjects(s)) if (canRetaliate(s, d)) out.push(d.id);
  // Ambush: a unit of the defending player may retaliate while not defending.
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (out.includes(id) || id === c.defender || o.controller !== c.defendingPlayer || c.retaliators.includes(id)) continue;
    if (hasKeyword(s, o, 'ambush') && canRetaliate(s, o)) out.push(id);
  }
  return out.filter((id) => !c.retaliators.includes(id) && !retaliationBarred(s, s.objects[id]!)); // effects/unretaliatable.ts
}

/** The attacker's own "this unit's attacks get +N (for each …)" static abilities whose conditions hold. */
function attackerAttackPower(s: GameState, attacker: ObjectState): number {
  let n = 0;
  for (const { ability: ab, def } of abilitySources(s, attacker)) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'attackPower') continue;
    if (ab.condition && !conditionMet(s, attacker.controller, ab.condition, attacker, [], undefined, s.defs[def])) continue;
    n += ab.effect.amount * (ab.effect.per ? countFor(s, attacker.controller, ab.effect.per) : 1);
  }
  return n;
}

export function attackPower(s: GameState): number {
  const c = s.combat!;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  if (!attacker) return 0;
  let power = currentPower(s, attacker);
  // Ranged N: a distant unit's attacks get +N power.
  if (attacker.distant) power += (objDef(s, attacker).keywordValues?.ranged ?? 0) + rangedFromAbilities(s, attacker);
  for (const card of c.intent) {
    const def = s.defs[s.cards[card]!.def]!;
    power += def.power ?? 0;
    // An attack card's own "gets +N power as long as …" while it is the attack.
    for (const ab of def.abilities) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'modifyStat' || ab.effect.stat !== 'power' || ab.effect.affects !== 'self') continue;
      if (!ab.condition || conditionMet(s, c.attackingPlayer, ab.condition, attacker, [], undefined, def)) {
        power += ab.effect.amount * (ab.effect.per ? countFor(s, c.attackingPlayer, ab.effect.per) : 1) * (ab.effect.perTally ? tally(s, c.attackingPlayer, ab.effect.perTally) : 1); // effects/tallies.ts
      }
    }
  }
  const weapon = c.weapon ? s.objects[c.weapon] : undefined;
  if (weapon) power += currentPower(s, weapon);
  power += c.attackBonus ?? 0; // "that attack gets +N" (effects/mastery-abilities.ts)
  power += attackerAttackPower(s, attacker);
  power += linkedFirstAttackPower(s, attacker); // effects/first-attack.ts
  return Math.max(0, power);
}

/** The damage step's dealing of damage: all combat damage at once, and the weapon's durability loss. */
export function dealCombatDamage(ctx: Ctx, defenderInfo: { id: ObjectId; card: CardId | null; owner: PlayerId } | null = null): 'done' | 'paused' {
  const s = ctx.s;
  nextEventBatch(ctx); // all combat damage is dealt at once: one batch of events
  const c = s.combat!;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  if (!attacker) {
    logLine(ctx, 'The attacker left the field: no combat damage.');
    return 'done';
  }
  // The damage events of the step, in order: the attacker's, then each retaliator's (in the
  // order chosen). Their replacement and prevention effects may need the damaged units'
  // controllers to choose an order (src/engine/effects/prevention.ts).
  // Critical N: an opponent may discard N cards, or the attack's combat damage is doubled.
  if (readOnly(s, () => defendingObjects(s).length > 0 && attackPower(s) > 0) && askCritical(ctx, attacker)) return 'paused';
  // A retaliator's damage is combat damage too: its own Critical N is asked about the same way.
  for (const id of c.retaliators) {
    const o = s.objects[id];
    if (o && askRetaliatorCritical(ctx, o)) return 'paused';
  }
  // Worked out read-only: the stats in force are found once for the attack and every retaliator (state/memo.ts).
  const events = readOnly(s, () => combatDamageEvents(s, attacker));
  const results = dealDamageBatch(ctx, { events, choices: [], then: { kind: 'combat', defender: defenderInfo } });
  if (results === 'paused') return 'paused';
  afterCombatDamage(ctx, results);
  return 'done';
}

function combatDamageEvents(s: GameState, attacker: ObjectState): DamageEvent[] {
  const c = s.combat!;
  const events: DamageEvent[] = [];
  const power = attackPower(s) * (c.critical?.doubled ? 2 : 1);
  // Every defender is dealt the attack's damage (Cleave, Multistrike).
  // An attack that gained "its combat damage is unpreventable" (Penetrator Round): the attacker's damage only.
  const unpreventable = c.unpreventable ? { unpreventable: true } : {};
  for (const d of defendingObjects(s)) events.push({ object: d.id, amount: power, combat: true, source: objDef(s, attacker).name, ...unpreventable });
  for (const id of c.retaliators) {
    const o = s.objects[id];
    if (o) events.push({ object: attacker.id, amount: currentPower(s, o) * (c.criticalRetaliators?.[id] ? 2 : 1), combat: true, source: objDef(s, o).name, retaliator: o.id });
  }
  return events;
}

/** Once combat damage has been dealt: hits, the weapon's durability, the log. */
export function afterCombatDamage(ctx: Ctx, results: DamageResult[]): void {
  const s = ctx.s;
  const c = s.combat!;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  let wielded = false;
  for (const r of results) {
    const target = s.objects[r.event.object];
    noteCombatDamage(s, r.event.retaliator ? s.objects[r.event.retaliator] : attacker, r.event.object, r.dealt); // effects/champion-damaged-targets.ts
    noteHit(s, r.event.retaliator ? s.objects[r.event.retaliator] : attacker, r.event.object, r.dealt); // effects/hit-units-banished.ts
    if (!r.event.retaliator) {
      logLine(ctx, `${r.event.source} deals ${r.dealt} combat damage to ${target ? objDef(s, target).name : 'its target'}.`, attacker?.controller);
      if (r.dealt > 0 && attacker && target) {
        queueStaticCounterTriggers(ctx, attacker, target); // static counters (game-mechanics-counters.md#static)
        const before = s.pendingTriggers.length;
        queueObjectTriggers(ctx, attacker, 'hit', target.id, r.dealt);
        queueIntentTriggers(ctx, 'hit', target.id, r.dealt); // the damage of the hit, for "X, the damage dealt by this hit"
        queueWeaponTriggers(ctx, 'hit', target.id, r.dealt);
        queueAttackGrantTriggers(ctx, 'hit', target.id);
        if (onHitTwice(s)) for (const { id: _id, ...again } of s.pendingTriggers.slice(before)) addPendingTrigger(s, again);
      }
      // One durability counter per attack, however many defenders it had.
      const weapon = c.weapon ? s.objects[c.weapon] : undefined;
      if (weapon && !wielded) {
        // Damage and the durability loss are simultaneous, so are the deaths they cause: remember its On Kill abilities.
        const abilities = abilitySources(s, weapon).filter((ref) => ref.ability.kind === 'triggered' && ref.ability.trigger.on === 'kill' && !ref.builtin)
          .map((ref) => ({ def: ref.def, index: ref.index }));
        if (abilities.length > 0) s.combat = { ...s.combat!, weaponKill: { controller: weapon.controller, id: weapon.id, abilities } };
        const lost = Math.min(1, weapon.counters.durability ?? 0);
        mutObj(s, weapon.id).counters.durability = Math.max(0, (weapon.counters.durability ?? 0) - 1);
        countersRemoved(ctx, s.objects[weapon.id]!, 'durability', lost); // effects/counter-removal.ts
      }
      wielded = true;
    } else {
      logLine(ctx, `${r.event.source} retaliates for ${r.dealt} damage.`, s.objects[r.event.retaliator]?.controller);
      const by = s.objects[r.event.retaliator];
      if (r.dealt > 0 && by && target) queueStaticCounterTriggers(ctx, by, target);
    }
  }
}

/**
 * On Kill: a unit dealt combat damage by the attacker went from the field straight to the
 * graveyard. The attacker's (and its intent's) On Kill abilities trigger.
 */
export function queueKillTriggers(ctx: Ctx, defender: { id: ObjectId; card: CardId | null; owner: PlayerId } | null): void {
  const c = ctx.s.combat;
  // The further defenders (Cleave, Multistrike) are checked the same way.
  for (const d of c?.defenders ?? []) queueKillTrigger(ctx, d);
  queueKillTrigger(ctx, defender);
}

function queueKillTrigger(ctx: Ctx, defender: { id: ObjectId; card: CardId | null; owner: PlayerId } | null): void {
  const s = ctx.s;
  const c = s.combat;
  if (!c || !defender || s.objects[defender.id] || !defender.card) return;
  if (!player(s, defender.owner).graveyard.includes(defender.card)) return;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  if (!attacker) return;
  const life = leftLife(ctx, defender.id); // the killed unit's last-known life (effects/killed-life.ts)
  const before = s.pendingTriggers.length;
  queueObjectTriggers(ctx, attacker, 'kill', defender.id, life);
  queueIntentTriggers(ctx, 'kill', defender.id, life, defender.card ?? undefined);
  queueWeaponTriggers(ctx, 'kill', defender.id);
  queueAttackGrantTriggers(ctx, 'kill', defender.id);
  const lki = ctx.leftObjects?.[defender.id]?.lki; // its subtypes and keywords as it left (effects/killed-lki.ts)
  if (lki && s.pendingTriggers.length > before) s.pendingTriggers = [...s.pendingTriggers.slice(0, before), ...s.pendingTriggers.slice(before).map((t) => ({ ...t, eventLki: lki }))];
}

/**
 * A weapon's On Hit and On Kill: an attack using it dealt combat damage, or killed a unit with it
 * (glossary/keywords-and-abilities.md#on-hit, #on-kill). Combat damage and the weapon's durability loss are
 * simultaneous (combat-phase-damage-step.md#general-rules), so a weapon destroyed by losing its last durability
 * counter still has its On Kill abilities trigger, as it last was (game-mechanics-card-and-object-information.md#last-known-information).
 */
function queueWeaponTriggers(ctx: Ctx, on: 'hit' | 'kill', eventObject: ObjectId, dealt?: number): void {
  const c = ctx.s.combat;
  const weapon = c?.weapon ? ctx.s.objects[c.weapon] : undefined;
  if (weapon) queueObjectTriggers(ctx, weapon, on, eventObject, dealt);
  // (Leaving the field, it stopped being the attack's weapon: the record is this combat's own.)
  else if (on === 'kill' && c?.weaponKill && !ctx.s.objects[c.weaponKill.id]) queueLastKnownTriggers(ctx, c.weaponKill.controller, c.weaponKill.abilities, eventObject);
}

/**
 * Shadow's Twin: each On Hit ability an attack with this weapon triggers is triggered once more (a static
 * ability of the weapon, while its condition holds).
 */
function onHitTwice(s: GameState): boolean {
  const weapon = s.combat?.weapon ? s.objects[s.combat.weapon] : undefined;
  if (!weapon) return false;
  return abilitySources(s, weapon).some(({ ability: ab, def }) =>
    ab.kind === 'static' && ab.effect.kind === 'onHitTwice' && (!ab.condition || conditionMet(s, weapon.controller, ab.condition, weapon, [], undefined, s.defs[def])));
}

/** End of combat: roles are cleared and the intent goes to the graveyard. */
export function endCombat(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.combat) return;
  noteLastAttack(s); // effects/last-attack.ts
  for (const card of s.combat.intent) putCard(ctx, card, intentDestination(s, card, s.ephemeralIntent?.includes(card) ? 'banishment' : 'graveyard'));
  if (s.ephemeralIntent) s.ephemeralIntent = s.ephemeralIntent.filter((c) => !s.combat!.intent.includes(c));
  s.combat = null;
}

export function defendingPlayerName(s: GameState): string {
  return s.combat ? player(s, s.combat.defendingPlayer).name : '';
}
