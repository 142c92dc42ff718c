// Helpers shared by the promo-reprints card tests (the P24 and P25 reprints scripted on branch h2-promo).
import { factsOf } from '../../../src/cards/index-facts.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState, PlayerId } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { act, actingPlayers, addCard, edit, payReserve, player, scriptedDef, withDef } from './promo-reprints-base.js';

export * from './promo-reprints-base.js';

/** Make `who`'s champion the level 1 champion with this slug (its Index facts only). */
export function asChampion(s: GameState, who: PlayerId, slug: string): GameState {
  const def = defFromFacts(factsOf(slug), null);
  return edit(withDef(s, def), (t) => { t.objects[player(t, who).champion!]!.def = def.slug; });
}

export const stat = (s: GameState, id: string, which: 'power' | 'life' | 'level'): number | null => currentStat(s, s.objects[id]!, which);

/** The chooseTarget answers offered to `who` now (ids; null for "none / stop"). */
export function offered(s: GameState, who: PlayerId): (string | null)[] {
  return legalActions(s, who).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } | null }).target?.id ?? null);
}

export const pickObject = (s: GameState, who: PlayerId, id: string): GameState => act(s, who, { type: 'chooseTarget', target: { kind: 'object', id } });
export const pickCard = (s: GameState, who: PlayerId, id: string): GameState => act(s, who, { type: 'chooseTarget', target: { kind: 'card', id } });
export const pickNone = (s: GameState, who: PlayerId): GameState => act(s, who, { type: 'chooseTarget', target: null });

/** Pass (declining every optional thing) until `done`, or until a decision other than passing is pending. */
export function passTo(s: GameState, done: (t: GameState) => boolean, limit = 200): GameState {
  for (let i = 0; i < limit; i++) {
    if (done(s)) return s;
    const who = actingPlayers(s)[0];
    if (!who) throw new Error('nobody can act');
    const pass = legalActions(s, who).find((a: Action) => a.type === 'pass' || a.type === 'skipMaterialize' || a.type === 'orderTrigger' || (a.type === 'retaliate' && a.unit === null) || (a.type === 'mayAnswer' && !a.accept));
    if (!pass) throw new Error(`cannot pass: waiting on ${s.pending?.kind}`);
    s = act(s, who, pass);
  }
  throw new Error('passTo did not reach its goal');
}

/** Pass and order triggers until everything settles, or until a decision is pending that passing can't answer. */
export function advance(s: GameState, limit = 200): GameState {
  for (let i = 0; i < limit; i++) {
    if (settled(s)) return s;
    const who = actingPlayers(s)[0];
    if (!who) return s;
    const legal = legalActions(s, who);
    const next = legal.find((a: Action) => a.type === 'pass') ?? legal.find((a: Action) => a.type === 'orderTrigger');
    if (!next) return s;
    s = act(s, who, next);
  }
  throw new Error('advance did not settle');
}

/** Put `slug` (scripted) in `who`'s hand, activate it paying with the first legal cards, and advance. */
export function enterFromHand(s: GameState, who: PlayerId, slug: string, targets: string[] = []): [GameState, string] {
  let t = edit(s, (u) => { u.defs[slug] = scriptedDef(slug); });
  let card: string;
  [t, card] = addCard(t, who, slug);
  t = act(t, who, { type: 'activate', card });
  for (const id of targets) t = act(t, who, { type: 'chooseTarget', target: { kind: 'object', id } });
  t = payReserve(t, who);
  return [advance(t), card];
}
export const objOf = (s: GameState, card: string): string => Object.values(s.objects).find((o) => o.card === card)!.id;

export const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
export const pendingIs = (kind: string) => (t: GameState) => t.pending?.kind === kind;

export interface CastOpts { targets?: (string | null)[]; prepare?: boolean; costParts?: string[]; mode?: number; fill?: number }

/**
 * Put `slug` (scripted) in `who`'s hand (with `fill` extra cards to pay with) and activate it: Prepare as told,
 * targets in order (null: no more), cost parts as given, reserve with the first legal cards. Leaves it on the stack.
 */
export function cast(s: GameState, who: PlayerId, slug: string, o: CastOpts = {}): [GameState, string] {
  let t = edit(s, (u) => { u.defs[slug] = scriptedDef(slug); });
  for (let i = 0; i < (o.fill ?? 6); i++) [t] = addCard(t, who, 'smoke-out');
  let card: string;
  [t, card] = addCard(t, who, slug);
  t = act(t, who, { type: 'activate', card });
  const targets = [...(o.targets ?? [])];
  const parts = [...(o.costParts ?? [])];
  for (let i = 0; i < 40 && t.pending?.kind === 'activation'; i++) {
    const d = t.pending.draft;
    if (d.stage === 'prepare') t = act(t, who, { type: 'declarePrepare', prepare: o.prepare ?? false });
    else if (d.stage === 'mode') t = act(t, who, { type: 'chooseMode', mode: o.mode ?? 0 });
    else if (d.stage === 'targets') {
      const id = targets.shift();
      if (id === undefined || id === null) t = act(t, who, legalActions(t, who).find((a) => a.type === 'noMoreTargets' || (a.type === 'chooseTarget' && a.target === null))!);
      else {
        const a = legalActions(t, who).find((x) => x.type === 'chooseTarget' && x.target && 'id' in x.target && x.target.id === id);
        if (!a) throw new Error(`target ${id} not offered`);
        t = act(t, who, a);
      }
    } else if (d.stage === 'costParts') t = act(t, who, { type: 'chooseCostPart', id: parts.shift()! });
    else if (d.stage === 'floating') t = act(t, who, { type: 'chooseFloating', card: null });
    else if (d.stage === 'reserve') t = payReserve(t, who);
    else throw new Error(`unhandled stage ${d.stage}`);
  }
  return [t, card];
}

/** The targets offered while the activation waits for one (object and card ids). */
export function targetChoices(s: GameState, who: PlayerId): string[] {
  return legalActions(s, who).flatMap((a) => (a.type === 'chooseTarget' && a.target && 'id' in a.target ? [a.target.id as string] : []));
}
