// "Put this object on the bottom of target champion's lineage": the object leaves the field and its card
// becomes the bottom card of that champion's inner lineage (glossary/game-terms.md#lineage-term,
// glossary/game-terms.md#inner-lineage), where its Inherited Effects now work for that champion. It is not
// put into any other zone on the way (no banishment, no graveyard); it does leave the field, so its On Leave
// abilities trigger. The card's timestamp in the lineage is taken as it enters it (continuous-effects timestamps).
import type { ObjectId } from '../types.js';
import { logLine, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { dropObject, mutObj } from '../state/clone.js';
import { objDef, player } from '../state/query.js';
import { abilitySources } from '../state/query.js';
import { lastKnown, queueLeftFieldTriggers } from '../flow/triggers.js';
import { putCard } from '../state/zones.js';

export function putIntoLineage(ctx: Ctx, objectId: ObjectId, championId: ObjectId): void {
  const s = ctx.s;
  const o = s.objects[objectId];
  const champ = s.objects[championId];
  if (!o || !o.card || !champ || o.id === champ.id) return;
  const lki = lastKnown(ctx, o);
  const refs = abilitySources(s, o);
  const name = objDef(s, o).name;
  s.field = s.field.filter((f) => f !== o.id);
  dropObject(s, o.id);
  s.effects = s.effects.filter((e) => e.object !== o.id);
  s.keywordGrants = s.keywordGrants.filter((g) => g.object !== o.id);
  if (s.combat) {
    if (s.combat.weapon === o.id) s.combat.weapon = null;
    if (s.combat.attacker === o.id) s.combat.attacker = null;
    if (s.combat.defender === o.id) s.combat.defender = null;
    s.combat.retaliators = s.combat.retaliators.filter((r) => r !== o.id);
  }
  // Cards loaded into it or in a lineage of its own go where an object's zones go as it leaves (regalia: banishment).
  for (const c of o.loaded ?? []) putCard(ctx, c, 'graveyard');
  for (const c of o.lineage) putCard(ctx, c, 'graveyardOrBanish');
  const m = mutObj(s, champ.id);
  m.lineage = [o.card, ...m.lineage];
  m.lineageTimestamps = { ...m.lineageTimestamps, [o.card]: nextTimestamp(s) };
  logLine(ctx, `${name} is put on the bottom of ${player(s, champ.controller).name}'s champion's lineage.`, o.controller);
  queueLeftFieldTriggers(ctx, o, 'leave', lki, refs);
}
