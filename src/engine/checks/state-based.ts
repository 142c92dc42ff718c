import type { CardDef } from '../../cards/vocabulary.js';
import type { Ctx } from '../flow/ctx.js';
import { logLine } from '../flow/ctx.js';
import { activeStatMods, currentStat, hasKeyword, objDef } from '../state/query.js';
import { removeObject } from '../state/zones.js';
import { evaluateGameEnd } from './game-end.js';

/**
 * State-based checks, in the order the rules list them, repeated until nothing changes.
 * Returns true when anything changed (or a choice is now pending).
 */
export function runStateBasedChecks(ctx: Ctx): boolean {
  const s = ctx.s;
  let changedAny = false;
  for (let guard = 0; guard < 100; guard++) {
    if (s.result) return changedAny;
    let changed = false;
    // 1. Game-ending checks (a player who drew from an empty deck, or lost their champion).
    if (markLosers(ctx)) changed = true;
    if (evaluateGameEnd(ctx)) return true;
    // One pass over the field gathers what checks 2 to 4 need.
    let lifeModified = s.effects.some((e) => e.stat === 'life');
    let anyUnique = false;
    const broken: string[] = [];
    for (const id of s.field) {
      const o = s.objects[id]!;
      const def = objDef(s, o);
      if (!lifeModified && (modifiesLife(def) || (o.lineage.length > 0 && o.lineage.some((c) => modifiesLife(s.defs[s.cards[c]!.def]!))))) lifeModified = true;
      if (def.supertypes.includes('UNIQUE')) anyUnique = true;
      // 3. Durability: weapons with no durability counters are destroyed.
      if (def.types.includes('WEAPON') && (o.counters.durability ?? 0) <= 0) broken.push(id);
    }
    // 2. Damage: units whose damage reaches their life die, all at once. Most of the time no
    // effect lowers any life stat, and then only damaged units need a look.
    const dying: string[] = [];
    const mods = lifeModified ? activeStatMods(s, 'life') : [];
    for (const id of s.field) {
      const o = s.objects[id]!;
      const def = objDef(s, o);
      if (!def.types.includes('CHAMPION') && !def.types.includes('ALLY')) continue;
      if (o.damage === 0 && !lifeModified && !o.counters.debuff && (def.life ?? 0) > 0) continue;
      const life = currentStat(s, o, 'life', mods);
      if (life === null) continue;
      if (o.damage >= life && !hasKeyword(s, o, 'immortality')) dying.push(id);
    }
    for (const id of dying) removeObject(ctx, id, 'graveyardOrBanish', 'died');
    for (const id of broken) removeObject(ctx, id, 'graveyard', 'destroyed');
    if ([...dying, ...broken].some((id) => !s.objects[id])) changed = true;
    // 4. Unique objects: a player keeps one of each name.
    if (!s.pending && anyUnique) {
      for (const p of s.players) {
        const byName = new Map<string, string[]>();
        for (const id of s.field) {
          const o = s.objects[id]!;
          const def = objDef(s, o);
          if (o.controller !== p.id || !def.supertypes.includes('UNIQUE')) continue;
          byName.set(def.name, [...(byName.get(def.name) ?? []), id]);
        }
        for (const ids of byName.values()) {
          if (ids.length > 1) {
            s.pending = { kind: 'keepUnique', player: p.id, objects: ids };
            return true;
          }
        }
      }
    }
    // 7. Combat roles: a defender that left or changed controller stops defending.
    if (s.combat?.defender) {
      const d = s.objects[s.combat.defender];
      if (!d || d.controller !== s.combat.defendingPlayer) {
        s.combat.defender = null;
        changed = true;
      }
    }
    if (!changed) break;
    changedAny = true;
  }
  return changedAny;
}

const lifeModifierCache = new WeakMap<CardDef, boolean>();

function modifiesLife(def: CardDef): boolean {
  let v = lifeModifierCache.get(def);
  if (v === undefined) {
    v = def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'modifyStat' && ab.effect.stat === 'life');
    lifeModifierCache.set(def, v);
  }
  return v;
}

function markLosers(ctx: Ctx): boolean {
  let any = false;
  for (const p of ctx.s.players) {
    if (p.lost) continue;
    if (p.drewFromEmpty) {
      p.lost = true;
      p.lossReason = 'drew from an empty deck';
    } else if (p.hadChampion && p.champion === null) {
      p.lost = true;
      p.lossReason = 'their champion died';
    } else continue;
    any = true;
    logLine(ctx, `${p.name} loses: ${p.lossReason}.`, p.id);
  }
  return any;
}
