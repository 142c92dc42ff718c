// "Choose an ally you control": a choice made as the effect resolves, not a target
// (game-mechanics/game-mechanics-objects-and-targeting.md#target: only "target" targets), so
// shrouds do not matter. The picks are made one at a time; the effects then run once for each pick.
import type { Effect, Subject } from '../../cards/vocabulary.js';
import type { Action, Decision, GameState, ObjectId, PlayerId, Resolution, RuleViolation } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { currentPower, objDef } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

type Choose = Extract<Decision, { kind: 'chooseObjects' }>;
type ChooseEffect = Extract<Effect, { op: 'chooseObjects' }>;

/** The objects that may be picked next. */
function options(s: GameState, d: Choose): ObjectId[] {
  if (d.picked.length >= d.effect.count) return [];
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    if (!(d.effect.anyController || d.effect.notYours || o.controller === d.player)) return false;
    if (d.effect.notYours && o.controller === d.player) return false;
    if (d.effect.withoutCounter && (o.counters?.[d.effect.withoutCounter] ?? 0) > 0) return false;
    if (d.effect.amongEventObjects && !d.resume.item.eventObjects?.includes(id)) return false;
    if (d.effect.other && id === d.resume.item.source) return false; // another one than the source
    return (cardMatches(objDef(s, o), d.effect.filter) || (!!d.effect.orSelf && id === d.resume.item.source)) && !(d.effect.distinct && d.picked.includes(id)); // orSelf: "this or a … you control"
  });
}

/** Who picks: the controller, or the targeted player the effect names (none when that target is missing). */
function chooserOf(r: Resolution, e: ChooseEffect): PlayerId | null {
  if (e.byTargetPlayer === undefined) return r.item.controller;
  const t = r.item.targets[e.byTargetPlayer];
  return t?.kind === 'player' ? t.id : null;
}

/** Start the choice (the effect hook in play/effects.ts); 'done' when there is nothing to pick. */
export function startChooseObjects(ctx: Ctx, r: Resolution, e: ChooseEffect): 'paused' | 'done' {
  // The chooser: the effect's controller, a targeted player, or the controller of the trigger's event object ("they put … on a unit they control").
  const ev = e.chooser === 'eventObjectController' && r.item.eventObject ? ctx.s.objects[r.item.eventObject] : undefined;
  if (e.chooser === 'eventObjectController' && !ev) return 'done';
  const chooser = ev ? ev.controller : chooserOf(r, e);
  if (chooser === null) return 'done';
  const d: Choose = { kind: 'chooseObjects', player: chooser, effect: e, picked: [], resume: { ...r } };
  if (options(ctx.s, d).length === 0) return 'done';
  ctx.s.pending = d;
  return 'paused';
}

/** Each object that may be picked, and stopping when the effect says "up to". */
export function chooseObjectsAnswers(s: GameState, d: Choose): Action[] {
  const out: Action[] = options(s, d).map((id) => ({ type: 'chooseTarget', target: { kind: 'object', id } }));
  return d.effect.upTo ? [...out, { type: 'chooseTarget', target: null }] : out;
}

/** `{ ref: 'chosen' }` in the effects becomes this pick. */
function bind(v: unknown, index: number): unknown {
  if (Array.isArray(v)) return v.map((x) => bind(x, index));
  if (v && typeof v === 'object') {
    const rec = v as Record<string, unknown>;
    if (rec.ref === 'chosen' && rec.index === undefined) return { ref: 'chosen', index } satisfies Subject;
    if (rec.of === 'chosenPower' && rec.index === undefined) return { of: 'chosenPower', index };
    return Object.fromEntries(Object.entries(rec).map(([k, x]) => [k, bind(x, index)]));
  }
  return v;
}

/** One more pick, or stop; when the picks are complete the effects run for each of them. */
export function answerChooseObjects(ctx: Ctx, who: PlayerId, d: Choose, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  if (action.type !== 'chooseTarget' || who !== d.player) return { message: 'The game is waiting for objects to be chosen.', rule: RULES.playerActions };
  const t = action.target;
  if (t === null) {
    if (!d.effect.upTo) return { message: 'As many objects as it says must be chosen.', rule: RULES.playerActions };
  } else {
    if (t.kind !== 'object' || !options(s, d).includes(t.id)) return { message: 'That object cannot be chosen.', rule: RULES.playerActions };
    d = { ...d, picked: [...d.picked, t.id] };
    if (options(s, d).length > 0) {
      s.pending = d;
      return null;
    }
  }
  s.pending = null;
  const r = d.resume;
  const before = r.item.chosen?.length ?? 0;
  const item = {
    ...r.item,
    chosen: [...(r.item.chosen ?? []), ...d.picked],
    chosenPower: [...(r.item.chosenPower ?? []), ...d.picked.map((id) => currentPower(s, s.objects[id]!))],
  };
  const each = d.picked.flatMap((_, i) => bind(d.effect.effects, before + i) as Effect[]);
  resume({ ...r, item, effects: [...r.effects.slice(0, r.index), ...each, ...r.effects.slice(r.index)] });
  return null;
}
