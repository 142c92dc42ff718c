import type { Action, ChosenTarget } from './types.js';

/**
 * A fast structural check for the most frequent action shapes, run before the full zod parse
 * in `apply`. It returns a fresh copy holding only the schema's keys (what the zod parse would
 * return) when the input is certainly valid, and null otherwise: then `apply` falls back to
 * ActionSchema, so anything this does not recognise is still judged by the schema. It must never
 * accept an input the schema rejects (test/engine/action-check.test.ts compares the two).
 */
export function quickAction(input: unknown): Action | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const a = input as Record<string, unknown>;
  const type = a.type;
  switch (type) {
    case 'pass':
    case 'cancel':
    case 'concede':
    case 'skipMaterialize':
      return { type };
    case 'activate':
    case 'materialize':
    case 'bestow':
    case 'chooseReserve':
    case 'chooseCard':
    case 'ephemerate': {
      const card = a.card;
      return isId(card) ? { type, card } : null;
    }
    case 'attack': {
      const attacker = a.attacker;
      return isId(attacker) ? { type, attacker } : null;
    }
    case 'chooseAttackTarget': {
      const target = a.target;
      return isId(target) ? { type, target } : null;
    }
    case 'activateAbility': {
      const object = a.object;
      const index = a.index;
      return isId(object) && isIntIn(index, 0, 20) ? { type, object, index } : null;
    }
    case 'chooseTarget': {
      const target = a.target;
      if (target === null) return { type, target: null };
      if (typeof target !== 'object' || Array.isArray(target)) return null;
      const t = target as Record<string, unknown>;
      const kind = t.kind;
      const id = t.id;
      if ((kind === 'object' || kind === 'player' || kind === 'card' || kind === 'stack') && isId(id)) {
        return { type, target: { kind, id } as ChosenTarget };
      }
      return null;
    }
    case 'retaliate': {
      const unit = a.unit;
      return unit === null || isId(unit) ? { type, unit } : null;
    }
    case 'chooseWeapon': {
      const weapon = a.weapon;
      return weapon === null || isId(weapon) ? { type, weapon } : null;
    }
    case 'chooseFloating':
    case 'searchChoice': {
      const card = a.card;
      return card === null || isId(card) ? { type, card } : null;
    }
    case 'orderTrigger': {
      const trigger = a.trigger;
      return isId(trigger) ? { type, trigger } : null;
    }
    case 'glimpseChoice': {
      const card = a.card;
      const where = a.where;
      return isId(card) && (where === 'top' || where === 'bottom') ? { type, card, where } : null;
    }
    case 'mayAnswer': {
      const accept = a.accept;
      return typeof accept === 'boolean' ? { type, accept } : null;
    }
  }
  return null;
}

/** The schema's id: a string of 1 to 40 characters. */
function isId(v: unknown): v is string {
  return typeof v === 'string' && v.length >= 1 && v.length <= 40;
}

function isIntIn(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}
