import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState } from '../types.js';
import { defMemo } from '../state/def-memo.js';
import { readOnly } from '../state/memo.js';
import type { Ctx } from '../flow/ctx.js';
import { logLine } from '../flow/ctx.js';
import { activeStatMods, currentStat, hasKeyword, objDef } from '../state/query.js';
import { removeObject } from '../state/zones.js';
import { nextEventBatch } from '../flow/triggers.js';
import { evaluateGameEnd } from './game-end.js';
import { isSiegeable, siegeBroken } from '../effects/siege.js';
import { checkLinks } from '../effects/link.js';
import { layersMayApply } from '../effects/continuous.js';
import { attackHasKeyword } from '../flow/attack-keywords.js';

/**
 * The last state this engine returned in which a player held Opportunity: the state-based checks
 * had just found nothing to do in it. One is enough (games are played one input after another),
 * and a plain variable costs nothing, unlike a WeakSet entry per state. A state built or edited by
 * hand is never it.
 */
let lastSettled: GameState | null = null;

export function markSettled(s: GameState): void {
  lastSettled = s.opportunity && !s.pending && !s.result && s.pendingTriggers.length === 0 ? s : null;
}

export function wasSettled(s: GameState): boolean {
  return lastSettled === s;
}

/**
 * State-based checks, in the order the rules list them, repeated until nothing changes.
 * Returns true when anything changed (or a choice is now pending).
 */
export function runStateBasedChecks(ctx: Ctx): boolean {
  const s = ctx.s;
  nextEventBatch(ctx); // what the checks do happens together, apart from the events before
  let changedAny = false;
  for (let guard = 0; guard < 100; guard++) {
    if (s.result) return changedAny;
    let changed = false;
    // 1. Game-ending checks (a player who drew from an empty deck, or lost their champion).
    if (markLosers(ctx)) changed = true;
    if (evaluateGameEnd(ctx)) return true;
    const { dying, broken, anyUnique, mayLink } = readOnly(s, () => findDamageAndDurability(s));
    if (dying) for (const id of dying) removeObject(ctx, id, 'graveyardOrBanish', 'died');
    if (broken) for (const id of broken) removeObject(ctx, id, 'graveyard', 'destroyed');
    if (dying?.some((id) => !s.objects[id]) || broken?.some((id) => !s.objects[id])) changed = true;
    // Link and Link Shield: an object whose link broke leaves (src/engine/effects/link.ts).
    if (mayLink && checkLinks(ctx)) changed = true;
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
    if (s.combat && loseStealthyTargets(ctx)) changed = true;
    if (!changed) break;
    changedAny = true;
  }
  return changedAny;
}

/**
 * A target of the attack that has Stealth, when the attack has no True Sight, is no longer a legal
 * target: it stops defending, and an attack left without a target deals no damage
 * (glossary/keywords-and-abilities.md#stealth, rule 3). Cleave's defenders are not targets.
 */
function loseStealthyTargets(ctx: Ctx): boolean {
  const s = ctx.s;
  const c = s.combat!;
  const targets = [...(c.defender ? [c.defender] : []), ...(c.cleave ? [] : (c.defenders ?? []).map((d) => d.id))];
  const hidden = targets.filter((id) => s.objects[id] && hasKeyword(s, s.objects[id]!, 'stealth'));
  if (hidden.length === 0) return false;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  if (attacker && attackHasKeyword(s, attacker, 'trueSight', c.intent, c.weapon)) return false;
  for (const id of hidden) {
    logLine(ctx, `${objDef(s, s.objects[id]!).name} has Stealth: it is no longer a target of the attack.`);
    if (c.defender === id) c.defender = null;
    else c.defenders = c.defenders!.filter((d) => d.id !== id);
  }
  return true;
}

/** Checks 2 and 3 (damage, durability), and whether checks 4 and Link have anything to look at. */
function findDamageAndDurability(s: GameState): { dying: string[] | null; broken: string[] | null; anyUnique: boolean; mayLink: boolean } {
  // One pass over the field gathers what checks 2 to 4 need, from flags cached per card definition.
  // Continuous effects on characteristics may set or swap life (src/engine/effects/continuous.ts).
  const layers = layersMayApply(s);
  // Anything that changes a life stat; and anything that may lower one, so that a unit with no
  // damage and no debuff could still die. Raising life never kills: then only damaged units need a look.
  let lifeModified = layers;
  let lifeLowered = layers;
  for (const e of s.effects) {
    if (e.stat === 'life') {
      lifeModified = true;
      if (e.amount < 0) lifeLowered = true;
    }
  }
  let anyUnique = false;
  let broken: string[] | null = null;
  // 2. Damage: units whose damage reaches their life die, all at once. Most of the time no
  // effect lowers any life stat, and then only damaged units need a look.
  let suspects: string[] | null = null;
  let mayLink = layers || s.keywordGrants.some((g) => LINK_KEYWORDS.includes(g.keyword));
  for (const id of s.field) {
    const o = s.objects[id]!;
    const f = defFlags(objDef(s, o));
    if (o.lineage.length > 0) {
      for (const c of o.lineage) {
        const lf = defFlags(s.defs[s.cards[c]!.def]!);
        if (lf.modifiesLife) lifeModified = true;
        if (lf.lowersLife) lifeLowered = true;
        if (lf.link) mayLink = true;
      }
    }
    if (f.modifiesLife) lifeModified = true;
    if (f.lowersLife) lifeLowered = true;
    if (f.link) mayLink = true;
    if (f.unique) anyUnique = true;
    // 3. Durability: weapons with no durability counters are destroyed.
    if (f.weapon && (o.counters.durability ?? 0) <= 0) (broken ??= []).push(id);
    else if (f.siegeable && siegeBroken(s, o)) (broken ??= []).push(id); // Siegeable domains (card-types-functional-subtypes.md)
    if (f.unit && (o.damage !== 0 || o.counters.debuff || !f.positiveLife)) (suspects ??= []).push(id);
  }
  let dying: string[] | null = null;
  const candidates = lifeLowered ? s.field.filter((id) => defFlags(objDef(s, s.objects[id]!)).unit) : suspects;
  if (candidates) {
    const mods = lifeModified ? activeStatMods(s, 'life') : [];
    for (const id of candidates) {
      const o = s.objects[id]!;
      const life = currentStat(s, o, 'life', mods);
      if (life === null) continue;
      if (o.damage >= life && !hasKeyword(s, o, 'immortality')) (dying ??= []).push(id);
    }
  }
  return { dying, broken, anyUnique, mayLink };
}

interface DefFlags {
  unit: boolean;
  weapon: boolean;
  /** A Siegeable domain: destroyed with no durability counters (card-types-functional-subtypes.md). */
  siegeable: boolean;
  unique: boolean;
  /** Printed life above 0: such a unit with no damage and no debuff cannot die of its damage. */
  positiveLife: boolean;
  /** A static ability of the card modifies life. */
  modifiesLife: boolean;
  /** A static ability of the card lowers life. */
  lowersLife: boolean;
  /** Printed Link or Link Shield, or a static ability of the card that gives one. */
  link: boolean;
}

/** What the checks need to know about a card definition: definitions never change, so it is worked out once. */
const defFlags = defMemo(Symbol('stateBasedFlags'), (def: CardDef): DefFlags => ({
  unit: def.types.includes('CHAMPION') || def.types.includes('ALLY'),
  weapon: def.types.includes('WEAPON'),
  siegeable: isSiegeable(def),
  unique: def.supertypes.includes('UNIQUE'),
  positiveLife: (def.life ?? 0) > 0,
  modifiesLife: def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'modifyStat' && ab.effect.stat === 'life'),
  lowersLife: def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'modifyStat' && ab.effect.stat === 'life' && ab.effect.amount < 0),
  link: defMayLink(def),
}));

const LINK_KEYWORDS: readonly string[] = ['link', 'linkShield'];
/** Printed Link or Link Shield, or a static ability of the card that gives one. */
function defMayLink(def: CardDef): boolean {
  return def.keywords.some((k) => LINK_KEYWORDS.includes(k))
    || def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'keyword' && LINK_KEYWORDS.includes(ab.effect.keyword));
}

/**
 * Could any object on the field have Link or Link Shield now? A superset of what hasKeyword can
 * answer yes to: continuous effects on characteristics, keyword grants, and the cards of each
 * object and of its lineage. When not, the link check has nothing to look at. (The checks above
 * work this out in their own pass over the field.)
 */
export function linksPossible(s: Ctx['s']): boolean {
  if (layersMayApply(s)) return true;
  if (s.keywordGrants.some((g) => LINK_KEYWORDS.includes(g.keyword))) return true;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (defFlags(objDef(s, o)).link) return true;
    for (const c of o.lineage) if (defFlags(s.defs[s.cards[c]!.def]!).link) return true;
  }
  return false;
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
