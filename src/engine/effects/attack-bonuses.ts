// Bonuses promised to a unit's attacks before they are declared: "[unit]'s next attack this turn gets
// +N power and has 'On Hit: …'", or "until end of turn, [unit]'s attacks get +N power and gain …".
// The attack gets them as it is declared (combat-phase-attack-declaration.md#declaring-an-attack):
// its power for as long as the attack goes on, and its granted On Attack / On Hit / On Kill abilities,
// which trigger like those of an attack card in the intent (glossary/keywords-and-abilities.md#on-hit).
import type { Ability, Effect } from '../../cards/vocabulary.js';
import type { GameState, ObjectId, PlayerId, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { addPendingTrigger } from '../flow/triggers.js';
import { objDef, player } from '../state/query.js';

type AttackBonusEffect = Extract<Effect, { op: 'attackBonus' }>;

/** One promised bonus, kept in the game state until the attack it is for, or until the turn ends. */
export interface AttackBonus {
  /** The unit whose attacks get it; absent: any unit of `player` ("the next attack you declare with a unit"). */
  object?: ObjectId;
  player?: PlayerId;
  amount: number;
  turn: number;
  scope: 'next' | 'thisTurn';
  grants: Ability[];
  /** Only an attack without a weapon. */
  unarmed?: boolean;
  /** Only an attack against a champion. */
  vsChampion?: boolean;
  /** Only an attack by `player`'s champion. */
  champion?: boolean;
  /** Only an attack using a weapon with this subtype. */
  weaponSubtype?: string;
  /** Waiting for this player's next turn to begin: then it holds for that turn (`turn` becomes it). */
  nextTurnOf?: PlayerId;
}

/** Bonuses still of use: those of this turn, and those waiting for a next turn. */
const current = (b: AttackBonus, turn: number) => b.turn === turn || !!b.nextTurnOf;

/** A turn of `starting` begins: the bonuses waiting for it hold for this turn (effects/durations.ts). */
export function startNextTurnAttackBonuses(s: GameState, starting: PlayerId): void {
  if (!s.attackBonuses?.some((b) => b.nextTurnOf === starting)) return;
  s.attackBonuses = s.attackBonuses.map((b) => {
    if (b.nextTurnOf !== starting) return b;
    const { nextTurnOf: _, ...rest } = b;
    return { ...rest, turn: s.turn };
  });
}

/** The effect resolves: each unit of the subject has the bonus waiting for its next attack (or each this turn). */
export function promiseAttackBonus(ctx: Ctx, objects: ObjectId[], e: AttackBonusEffect, item: StackItem): void {
  const s = ctx.s;
  const kept = (s.attackBonuses ?? []).filter((b) => current(b, s.turn));
  if (e.scope === 'championNextTurnFirst') {
    kept.push({ player: item.controller, amount: e.amount, turn: -1, scope: 'next', grants: [], champion: true, nextTurnOf: item.controller, ...(e.weaponSubtype ? { weaponSubtype: e.weaponSubtype } : {}) });
    logLine(ctx, `The first attack of ${player(s, item.controller).name}'s champion${e.weaponSubtype ? ` using a ${e.weaponSubtype.toLowerCase()} weapon` : ''} during their next turn gets +${e.amount} power.`, item.controller);
    s.attackBonuses = kept;
    return;
  }
  if (e.scope === 'yourNext') {
    kept.push({ player: item.controller, amount: e.amount, turn: s.turn, scope: 'next', grants: [] });
    logLine(ctx, `The next attack ${player(s, item.controller).name} declares this turn gets +${e.amount} power.`, item.controller);
    s.attackBonuses = kept;
    return;
  }
  for (const object of objects) {
    kept.push({ object, amount: e.amount, turn: s.turn, scope: e.scope, grants: e.grants ?? [], ...(e.unarmed ? { unarmed: true } : {}), ...(e.vsChampion ? { vsChampion: true } : {}) });
    // "Its attacks get …" includes an attack it is making right now (an attack declared before it).
    if (e.scope === 'thisTurn' && s.combat?.attacker === object && !(e.unarmed && s.combat.weapon)) {
      const c = s.combat;
      s.combat = { ...c, attackBonus: (c.attackBonus ?? 0) + e.amount, ...(e.grants?.length ? { attackGrants: [...(c.attackGrants ?? []), ...e.grants] } : {}) };
    }
    const o = s.objects[object];
    if (o) logLine(ctx, `${objDef(s, o).name}'s ${e.scope === 'next' ? 'next attack' : 'attacks'}${e.unarmed ? ' without a weapon' : ''} this turn ${e.scope === 'next' ? 'gets' : 'get'} ${e.amount >= 0 ? '+' : ''}${e.amount} power.`, item.controller);
  }
  s.attackBonuses = kept;
}

/** As an attack is declared: its attacker's waiting bonuses apply to it (a "next attack" one is used up). */
export function applyAttackBonuses(ctx: Ctx, attacker: ObjectId): void {
  const s = ctx.s;
  const c = s.combat;
  if (!c || !s.attackBonuses?.length) return;
  const vsChampion = !!c.defender && !!s.objects[c.defender] && objDef(s, s.objects[c.defender]!).types.includes('CHAMPION');
  const byChampion = !!s.objects[attacker] && objDef(s, s.objects[attacker]!).types.includes('CHAMPION');
  const weapon = c.weapon ? s.objects[c.weapon] : undefined;
  const fits = (b: AttackBonus) => b.turn === s.turn && (b.object === attacker || (b.object === undefined && b.player === c.attackingPlayer)) && !(b.unarmed && c.weapon)
    && !(b.vsChampion && !vsChampion) && !(b.champion && !byChampion)
    && !(b.weaponSubtype && !(weapon && objDef(s, weapon).subtypes.includes(b.weaponSubtype)));
  const now = s.attackBonuses.filter(fits);
  s.attackBonuses = s.attackBonuses.filter((b) => current(b, s.turn) && !(fits(b) && b.scope === 'next'));
  if (now.length === 0) return;
  const grants = now.flatMap((b) => b.grants);
  s.combat = {
    ...c,
    attackBonus: (c.attackBonus ?? 0) + now.reduce((n, b) => n + b.amount, 0),
    ...(grants.length > 0 ? { attackGrants: [...(c.attackGrants ?? []), ...grants] } : {}),
  };
  queueAttackGrantTriggers(ctx, 'attack');
}

/** The attack's granted abilities that trigger on this event ('attack', 'hit' or 'kill'). */
export function queueAttackGrantTriggers(ctx: Ctx, on: 'attack' | 'hit' | 'kill', eventObject?: ObjectId): void {
  const s = ctx.s;
  const c = s.combat;
  const attacker = c?.attacker ? s.objects[c.attacker] : undefined;
  if (!c || !attacker) return;
  for (const ability of c.attackGrants ?? []) {
    if (ability.kind !== 'triggered' || ability.trigger.on !== on) continue;
    addPendingTrigger(s, { controller: c.attackingPlayer, source: attacker.id, def: attacker.def, abilityIndex: -1, inline: ability, ...(eventObject ? { eventObject } : {}) });
  }
}
