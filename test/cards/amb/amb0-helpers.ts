// Scenario helpers of the amb0 card tests (cards with an AMB printing).
import { can, dealDamage, defineCard, memory, reserve, setDirection, staticAbility, target, targetUnit } from '../../../src/cards/define.js';
import type { CardDef, Direction, Element } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards } from '../../../src/engine/state/query.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, withDefs } from './scenario.js';
import type { ChampionShape } from './scenario.js';

export const bobsTurn = () => passUntil(newGame({ first: A }), atMain(B));
export const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
export const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');
export const afterCombat = (s: GameState) => passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);

/** `who` has the Shifting Currents mastery, facing `direction`. */
export function facing(s: GameState, who: PlayerId, direction: Direction): GameState {
  return edit(s, (t) => {
    t.masteries = { ...(t.masteries ?? {}), [who]: { def: 'shifting-currents', counters: {}, direction } };
  });
}

/** Is `def`, lying in Alice's graveyard, able to pay for memory costs under a champion of this shape? */
export function floats(def: CardDef, shape: ChampionShape): boolean {
  let s = asChampion(withDefs(newGame({ first: A }), def), A, shape);
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'graveyard');
  return floatingMemoryCards(s, A).includes(card);
}

/** Reserve paid from hand to activate `def` (with these targets). */
export function reservePaid(s: GameState, who: PlayerId, def: CardDef, targets: Parameters<typeof activate>[3] = []): number {
  const before = player(s, who).hand.length;
  [s] = activate(s, who, def, targets);
  return before - player(s, who).hand.length;
}

/** `n` cards of `def` in `who`'s graveyard. */
export function inGraveyard(s: GameState, who: PlayerId, def: CardDef, n: number): GameState {
  s = withDefs(s, def);
  for (let i = 0; i < n; i++) [s] = addCard(s, who, def.slug, 'graveyard');
  return s;
}

export const shape = (classes: string[], elements: Element[] = ['NORM'], level = 1): ChampionShape => ({ classes, elements, level });

/** Replace `who`'s champion by an invented one named `name` ("Jin, …" counts as Jin). */
export function asNamedChampion(s: GameState, who: PlayerId, name: string, { classes = ['WARRIOR'], elements = ['NORM'], level = 1 }: ChampionShape = {}): GameState {
  const slug = `test-named-${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${level}`;
  const def = defineCard({ slug, name: `${name}, Test Form`, types: ['CHAMPION'], subtypes: classes, classes, element: elements, cost: memory(level), level, life: 40 }, {});
  return edit(withDefs(s, def), (t) => {
    t.objects[player(t, who).champion!]!.def = def.slug;
  });
}

/** A test-only fast action dealing `n` damage to a target unit. */
export const zap = (n: number) => defineCard(
  { slug: `test-zap-${n}`, name: `Test Zap ${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), n)] },
);

/** A test-only fast action turning its controller's Shifting Currents to `direction`. */
export const turnTo = (direction: Direction) => defineCard(
  { slug: `test-turn-${direction}`, name: `Test Turn ${direction}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [setDirection(direction)] },
);

/** A test-only ally of these subtypes and stats. */
export const testAlly = (slug: string, subtypes: string[], power: number, lifeStat: number, supertypes: ('UNIQUE')[] = [], element: Element = 'NORM') =>
  defineCard({ slug, name: slug, types: ['ALLY'], supertypes, subtypes, element, cost: reserve(1), power, life: lifeStat }, {});

/** Finish an activation in progress: each stage takes the first legal answer (reserve cards, cost cards). */
export function finishActivation(s: GameState, who: PlayerId): GameState {
  for (let i = 0; i < 50 && s.pending?.kind === 'activation'; i++) {
    const pick = legalActions(s, who).find((a) => a.type !== 'cancel' && a.type !== 'pass');
    if (!pick) break;
    s = act(s, who, pick);
  }
  return s;
}

/**
 * Let everything resolve like `settle`, also answering "you may banish cards from your graveyard" decisions:
 * the first card each time when `accept` (up to `picks` cards), otherwise none.
 */
export function settleAll(s: GameState, accept: boolean, picks = 1): GameState {
  let picked = 0;
  for (let i = 0; i < 300; i++) {
    if (s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0) return s;
    const who = actingPlayers(s)[0];
    if (who && s.pending?.kind === 'activation') {
      const step = legalActions(s, who).find((a) => a.type !== 'cancel' && a.type !== 'pass');
      if (step) { s = act(s, who, step); continue; }
    }
    if (who && s.pending?.kind === 'search') {
      const found = legalActions(s, who).find((a) => a.type === 'searchChoice' && (accept ? a.card !== null : a.card === null));
      if (found) { s = act(s, who, found); continue; }
    }
    if (who && s.pending && s.pending.kind !== 'triggerTargets') {
      const choices = legalActions(s, who).filter((a) => a.type === 'chooseTarget');
      const card = choices.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card');
      const none = choices.find((a) => a.type === 'chooseTarget' && a.target === null);
      if (card && (accept ? picked < picks : !none)) { picked++; s = act(s, who, card); continue; }
      if (none) { s = act(s, who, none); continue; }
    }
    const before = s;
    s = settleStep(s, accept);
    if (s === before) throw new Error(`settleAll stuck on ${s.pending?.kind}`);
  }
  throw new Error('settleAll did not finish');
}

function settleStep(s: GameState, accept: boolean): GameState {
  const who = actingPlayers(s)[0];
  if (!who) throw new Error('nobody can act');
  const legal = legalActions(s, who);
  const pick =
    legal.find((a) => a.type === 'glimpseChoice' && a.where === 'top') ??
    legal.find((a) => a.type === 'chooseCard') ??
    legal.find((a) => a.type === 'mayAnswer' && a.accept === accept) ??
    legal.find((a) => a.type === 'orderTrigger') ??
    legal.find((a) => a.type === 'pass');
  if (!pick) return s;
  return act(s, who, pick);
}

/** Activate `def` from hand: declare Prepare when asked, choose the targets in order, pay the reserve. The card stays on the stack. */
export function cast(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = [], prepare = false): GameState {
  let card: string;
  [s, card] = addCard(withDefs(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card });
  const queue = [...targets];
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const stage = s.pending.draft.stage;
    if (stage === 'prepare') s = act(s, who, { type: 'declarePrepare', prepare });
    else if (stage === 'targets' && queue.length > 0) s = act(s, who, { type: 'chooseTarget', target: queue.shift()! });
    else break;
  }
  return finishActivation(s, who);
}

/** A test-only object: its controller may activate cards as though they had fast activation. */
export const fastEnabler = defineCard(
  { slug: 'test-amb0-fast-enabler', name: 'Test Fast Enabler', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [staticAbility(can('activateAsFast', { players: 'you' }))] },
);
