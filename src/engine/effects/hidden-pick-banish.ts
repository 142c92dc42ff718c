// Banishing a card picked from a hidden zone (RULES.hiddenInfo):
// - optional, from your own material deck, among cards of a kind; the effects that depend on it follow only when a
//   card was banished;
// - from a targeted opponent's memory, which only the picking player sees; the card's owner then holds a right to
//   activate it up to the close of their following turn (effects/banished-playable.ts).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';
import { allowPlayBanished } from './banished-playable.js';

type FromMaterial = Extract<Effect, { op: 'mayBanishFromMaterialDeck' }>;
type FromMemory = Extract<Effect, { op: 'banishFromTargetMemory' }>;
type Pick = Extract<Decision, { kind: 'pickToBanish' }>;

const LOOK_RULE = RULES.hiddenInfo;

export function startMayBanishFromMaterialDeck(ctx: Ctx, r: Resolution, e: FromMaterial): 'done' | 'paused' {
  const s = ctx.s;
  const who = r.item.controller;
  const options = player(s, who).materialDeck.filter((c) => cardMatches(cardDef(s, c), e.filter));
  if (options.length === 0) return 'done';
  s.pending = { kind: 'pickToBanish', player: who, owner: who, zone: 'materialDeck', options, optional: true, then: e.then, resume: { ...r } };
  return 'paused';
}

export function startBanishFromTargetMemory(ctx: Ctx, r: Resolution, e: FromMemory): 'done' | 'paused' {
  const s = ctx.s;
  const t = r.item.targets[e.target];
  const victim = t?.kind === 'player' ? s.players.find((p) => p.id === t.id) : undefined;
  if (!victim || victim.memory.length === 0) return 'done';
  s.pending = { kind: 'pickToBanish', player: r.item.controller, owner: victim.id, zone: 'memory', options: [...victim.memory], optional: false, then: [], ownerMayActivate: true, resume: { ...r } };
  logLine(ctx, `${player(s, r.item.controller).name} looks at ${victim.name}'s memory.`, r.item.controller);
  return 'paused';
}

export const pickToBanishAnswers = (d: Pick): Action[] => [
  ...d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })),
  ...(d.optional ? [{ type: 'chooseTarget', target: null } as Action] : []),
];

export function answerPickToBanish(ctx: Ctx, who: PlayerId, d: Pick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Pick a card to banish.', rule: LOOK_RULE };
  const t = action.target;
  if (t === null ? !d.optional : t.kind !== 'card' || !d.options.includes(t.id)) return { message: 'That card cannot be picked.', rule: LOOK_RULE };
  const s = ctx.s;
  s.pending = null;
  const r = d.resume;
  const owner = player(s, d.owner);
  const card: CardId | undefined = t?.kind === 'card' ? t.id : undefined;
  if (card !== undefined && takeFrom(owner, d.zone, card) && putCard(ctx, card, 'banishment') === 'banishment') {
    logLine(ctx, `${player(s, who).name} banishes ${cardDef(s, card).name} from ${owner.name}'s ${d.zone === 'memory' ? 'memory' : 'material deck'}.`, who);
    if (d.ownerMayActivate) allowPlayBanished(s, card, owner.id, r.item.def, 'endOfYourNextTurn');
    if (d.then.length) runNext(r, d.then);
  }
  resume(r);
  return null;
}
