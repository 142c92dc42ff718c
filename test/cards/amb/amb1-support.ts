// Shared scenario steps of the amb1 card tests.
import type { CardDef, Direction, Element } from '../../../src/cards/vocabulary.js';
import { defineCard, memory } from '../../../src/cards/define.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { Action, ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { floatingMemoryCards } from '../../../src/engine/state/query.js';
import { A, act, addCard, atMain, edit, newGame, passUntil, player, withDef } from '../../engine/helpers.js';
import { asChampion } from './scenario.js';
import type { ChampionShape } from './scenario.js';

/** Alice in her first main phase, her champion of this shape. */
export const aliceAs = (shape: ChampionShape): GameState => asChampion(newGame({ first: A }), A, { elements: ALL, ...shape });
/** Bob in his first main phase (he may attack), his champion of this shape. */
export const bobAs = (shape: ChampionShape): GameState => asChampion(passUntil(newGame({ first: A }), atMain('bob')), 'bob', { elements: ALL, ...shape });

export const ALL: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'TERA', 'EXIA'];

/** An invented champion named like `name` (its Champion Bonus holds), of every element tested here. */
export function namedChampion(s: GameState, who: PlayerId, name: string, classes: string[], level = 1): GameState {
  const slug = `test-${name.toLowerCase()}-${level}`;
  const champ = defineCard({ slug, name: `${name}, Test Champion`, types: ['CHAMPION'], subtypes: classes, classes, element: ALL, cost: memory(level), level, life: 40 }, {});
  return edit(withDef(s, champ), (t) => { t.objects[player(t, who).champion!]!.def = slug; });
}

/** The reserve cost `who` would pay to activate `def` now. */
export const costNow = (s: GameState, who: PlayerId, def: CardDef): number => costToPay(withDef(s, def), who, def, 0, 'activate');

/** Is `def`, lying in `who`'s graveyard, able to pay for memory costs? */
export function floatsFor(s: GameState, who: PlayerId, def: CardDef): boolean {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug, 'graveyard');
  return floatingMemoryCards(s, who).includes(card);
}

/** Cards of this slug put into `who`'s zone; returns their ids. */
export function addCards(s: GameState, who: PlayerId, def: CardDef, zone: 'hand' | 'memory' | 'graveyard' | 'mainDeck' | 'materialDeck' | 'banishment', n = 1): [GameState, string[]] {
  s = withDef(s, def);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    let id: string;
    [s, id] = addCard(s, who, def.slug, zone);
    ids.push(id);
  }
  return [s, ids];
}

/** `who`'s champion becomes Kongming, with the Shifting Currents facing `direction`. */
export function asKongming(s: GameState, who: PlayerId, direction: Direction = 'north'): GameState {
  return edit(namedChampion(s, who, 'Kongming', ['MAGE', 'RANGER']), (t) => {
    t.masteries = { ...(t.masteries ?? {}), [who]: { def: 'shifting-currents', counters: {}, direction } };
  });
}

/** `who`'s champion becomes Jin (its level-1 card). */
export const asJin = (s: GameState, who: PlayerId): GameState => namedChampion(s, who, 'Jin', ['WARRIOR']);

/**
 * Resolve everything: `answer` picks the action for a decision it knows (return undefined to fall back);
 * otherwise "may" is declined, the first option taken, and players pass.
 */
export function drive(s: GameState, answer: (s: GameState, legal: Action[]) => Action | undefined = () => undefined, limit = 300): GameState {
  for (let i = 0; i < limit; i++) {
    if (s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0 && !s.combat) return s;
    const who = actingPlayers(s)[0]!;
    const legal = legalActions(s, who);
    const pick = answer(s, legal)
      ?? legal.find((a) => a.type === 'mayAnswer' && !a.accept)
      ?? legal.find((a) => a.type === 'orderTrigger')
      ?? legal.find((a) => a.type === 'retaliate' && a.unit === null)
      ?? legal.find((a) => a.type === 'pass')
      ?? legal.find((a) => a.type !== 'concede');
    if (!pick) throw new Error(`cannot drive: waiting on ${s.pending?.kind}`);
    s = act(s, who, pick);
  }
  throw new Error('drive did not finish');
}

/** Accept every "may". */
export const acceptAll = (_s: GameState, legal: Action[]): Action | undefined => legal.find((a) => a.type === 'mayAnswer' && a.accept);

export const cardTarget = (id: string): ChosenTarget => ({ kind: 'card', id });
