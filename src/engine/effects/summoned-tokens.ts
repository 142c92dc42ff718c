// What happens to tokens right after they are summoned by the same effect (glossary/game-terms.md#summon): "summon
// two tokens rested. Then if …, wake them up" (the tokens enter rested, then wake: glossary/game-terms.md#wake-up),
// and "summon a token … It gains [keyword] until end of turn" (only those tokens gain it).
import type { Effect } from '../../cards/vocabulary.js';
import type { ObjectState, StackItem } from '../types.js';
import { nextTimestamp, type Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { conditionMet } from '../state/query.js';

export function afterSummon(ctx: Ctx, item: StackItem, e: Extract<Effect, { op: 'summonToken' }>, tokens: ObjectState[]): void {
  const s = ctx.s;
  if (e.grantKeyword) {
    for (const o of tokens) if (s.objects[o.id]) s.keywordGrants = [...s.keywordGrants, { object: o.id, keyword: e.grantKeyword.keyword, duration: e.grantKeyword.duration, timestamp: nextTimestamp(s), controller: item.controller }];
  }
  if (e.wakeIf && conditionMet(s, item.controller, e.wakeIf, item.source ? s.objects[item.source] : undefined, [], undefined, s.defs[item.def])) {
    for (const o of tokens) if (s.objects[o.id]) mutObj(s, o.id).rested = false;
  }
}
