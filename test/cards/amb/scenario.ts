// Scenario helpers shared by the card tests of the AMB, HVN, DTR, RDO and PTM folders.
import { defineCard, memory } from '../../../src/cards/define.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { ChosenTarget, GameState, ObjectState, PlayerId } from '../../../src/engine/index.js';
import { act, addCard, addObject, edit, payReserve, player, withDef } from '../../engine/helpers.js';

export interface ChampionShape {
  classes?: string[];
  elements?: Element[];
  level?: number;
}

/** An invented champion for tests: only its class, elements and level matter. */
export function testChampion({ classes = ['WARRIOR'], elements = ['NORM'], level = 1 }: ChampionShape): CardDef {
  const slug = `test-champion-${classes.join('-')}-${elements.join('-')}-${level}`.toLowerCase();
  return defineCard(
    { slug, name: `Test Champion ${slug}`, types: ['CHAMPION'], subtypes: classes, classes, element: elements, cost: memory(level), level, life: 40 },
    {},
  );
}

/** Replace a player's champion by a test champion with the given class, elements and level. */
export function asChampion(s: GameState, who: PlayerId, shape: ChampionShape): GameState {
  const def = testChampion(shape);
  return edit(withDef(s, def), (t) => {
    t.objects[player(t, who).champion!]!.def = def.slug;
  });
}

export function withDefs(s: GameState, ...defs: CardDef[]): GameState {
  for (const d of defs) s = withDef(s, d);
  return s;
}

export const objectsOf = (s: GameState, slug: string): ObjectState[] => Object.values(s.objects).filter((o) => o.def === slug);
export const objectOf = (s: GameState, slug: string): ObjectState => {
  const o = objectsOf(s, slug)[0];
  if (!o) throw new Error(`no ${slug} on the field`);
  return o;
};

export const objectTarget = (id: string): ChosenTarget => ({ kind: 'object', id });
export const playerTarget = (id: PlayerId): ChosenTarget => ({ kind: 'player', id });

/**
 * Whoever may act passes, answering the decisions a resolution asks for in the simplest way
 * (glimpsed cards stay on top, the first cards are discarded, "may" is accepted when `accept`).
 */
export function settle(s: GameState, opts: { accept?: boolean; targets?: ChosenTarget[] } = {}, limit = 200): GameState {
  const targets = [...(opts.targets ?? [])];
  for (let i = 0; i < limit; i++) {
    if (s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0) return s;
    const who = actingPlayers(s)[0];
    if (!who) throw new Error('nobody can act');
    const legal = legalActions(s, who);
    const pick =
      (s.pending?.kind === 'triggerTargets' && targets.length > 0 ? { type: 'chooseTarget' as const, target: targets.shift()! } : undefined) ??
      legal.find((a) => a.type === 'glimpseChoice' && a.where === 'top') ??
      legal.find((a) => a.type === 'chooseCard') ??
      legal.find((a) => a.type === 'mayAnswer' && a.accept === (opts.accept ?? false)) ??
      legal.find((a) => a.type === 'orderTrigger') ??
      legal.find((a) => a.type === 'pass');
    if (!pick) throw new Error(`cannot settle: waiting on ${s.pending?.kind}`);
    s = act(s, who, pick);
  }
  throw new Error('settle did not finish');
}

/** Activate a card from hand the real way: choose its targets, pay its reserve cost. The card stays on the stack. */
export function activate(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = []): [GameState, string] {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card });
  for (const target of targets) s = act(s, who, { type: 'chooseTarget', target });
  s = payReserve(s, who);
  return [s, card];
}

/** Activate a card and let everything resolve (trigger targets taken in order from `triggerTargets`). */
export function play(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = [], opts: { accept?: boolean; triggerTargets?: ChosenTarget[] } = {}): GameState {
  [s] = activate(s, who, def, targets);
  return settle(s, { accept: opts.accept ?? false, targets: opts.triggerTargets ?? [] });
}

/** Put a card straight onto the field (no On Enter). */
export function place(s: GameState, who: PlayerId, def: CardDef, opts: Partial<ObjectState> = {}): [GameState, string] {
  return addObject(withDef(s, def), who, def.slug, opts);
}

/** Activate the `index`-th ability of an object, with targets, and let it resolve. */
export function useAbility(s: GameState, who: PlayerId, object: string, index: number, targets: ChosenTarget[] = []): GameState {
  s = act(s, who, { type: 'activateAbility', object, index });
  for (const target of targets) s = act(s, who, { type: 'chooseTarget', target });
  s = payReserve(s, who);
  return settle(s);
}
