// Weapons that ask an extra reserve payment for each attack made with them: a reserve cost paid as the attack
// is declared, after its targets are chosen (combat-phase-attack-declaration.md#declaring-an-attack),
// by putting hand cards into memory or resting awake Reservable objects, as any reserve cost
// (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules).
// A weapon whose cost can't be paid can't be wielded.
import type { Action, AttackDraft, GameState, ObjectId, ObjectState, PlayerId } from '../types.js';
import { abilitySources, cardDef, conditionMet, hasKeyword, player } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { addTo, takeFrom } from '../state/zones.js';
import { logLine, type Ctx } from './ctx.js';
import { attackTax } from '../effects/attack-tax.js';
import { draftTargetTax } from '../effects/attack-target-tax.js';

/** The reserve a weapon asks as an additional cost to use it for an attack (0 when none). */
export function weaponAttackCost(s: GameState, weapon: ObjectState): number {
  let n = 0;
  for (const { ability: ab, def } of abilitySources(s, weapon)) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'attackCost') continue;
    if (ab.condition && !conditionMet(s, weapon.controller, ab.condition, weapon, [], undefined, s.defs[def])) continue;
    const element = ab.effect.lessPerGraveyardElement;
    const less = element ? player(s, weapon.controller).graveyard.filter((c) => cardDef(s, c).elements.includes(element)).length : 0;
    n += Math.max(0, ab.effect.reserve - less);
  }
  return n;
}

function reservableObjects(s: GameState, who: PlayerId): ObjectId[] {
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    return o.controller === who && !o.rested && hasKeyword(s, o, 'reservable');
  });
}

const canPay = (s: GameState, who: PlayerId, cost: number): boolean =>
  cost === 0 || player(s, who).hand.length + reservableObjects(s, who).length >= cost;

/** Could `who` pay this weapon's attack cost now (with this turn's attack tax, effects/attack-tax.ts)? */
export function attackCostPayable(s: GameState, weapon: ObjectState, attacker?: ObjectState): boolean {
  return canPay(s, weapon.controller, weaponAttackCost(s, weapon) + attackTax(s, attacker));
}

/** Could `who` pay this turn's attack tax for a declaration without a weapon cost? */
export function attackTaxPayable(s: GameState, who: PlayerId, attacker?: ObjectState): boolean {
  return canPay(s, who, attackTax(s, attacker));
}

/** Reserve still owed for the draft: its weapon's cost and this turn's attack tax. */
export function attackCostOwed(s: GameState, d: AttackDraft): number {
  const weapon = d.weapon ? s.objects[d.weapon] : undefined;
  const cost = (weapon ? weaponAttackCost(s, weapon) : 0) + attackTax(s, s.objects[d.attacker]) + draftTargetTax(s, d); // effects/attack-target-tax.ts
  if (cost === 0) return 0;
  return Math.max(0, cost - (d.reserve?.length ?? 0) - (d.reserveObjects?.length ?? 0));
}

/** The answers while paying: a hand card, or an awake Reservable object, not already chosen. */
export function attackCostAnswers(s: GameState, who: PlayerId, d: AttackDraft): Action[] {
  if (attackCostOwed(s, d) === 0) return [];
  return [
    ...player(s, who).hand.filter((c) => !d.reserve?.includes(c)).map((card): Action => ({ type: 'chooseReserve', card })),
    ...reservableObjects(s, who).filter((id) => !d.reserveObjects?.includes(id)).map((object): Action => ({ type: 'restForReserve', object })),
  ];
}

/** Pay what was chosen: the hand cards go into memory, the Reservable objects rest. */
export function payAttackCost(ctx: Ctx, who: PlayerId, d: AttackDraft): void {
  const p = player(ctx.s, who);
  for (const c of d.reserve ?? []) {
    takeFrom(p, 'hand', c);
    addTo(p, 'memory', c);
  }
  for (const id of d.reserveObjects ?? []) mutObj(ctx.s, id).rested = true;
  const paid = (d.reserve?.length ?? 0) + (d.reserveObjects?.length ?? 0);
  if (paid > 0) logLine(ctx, `${p.name} pays ${paid} to declare the attack.`, who);
}

/** Could `who` pay every declaration cost of the draft with these targets chosen (effects/attack-target-tax.ts)? */
export function targetsPayable(s: GameState, who: PlayerId, d: AttackDraft, chosen: ObjectId[]): boolean {
  const weapon = d.weapon ? s.objects[d.weapon] : undefined;
  return canPay(s, who, (weapon ? weaponAttackCost(s, weapon) : 0) + attackTax(s, s.objects[d.attacker]) + draftTargetTax(s, { ...d, chosen }));
}
