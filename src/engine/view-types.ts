import type { CardType, CounterKind, Element } from '../cards/vocabulary.js';
import type { CombatStep, GameResult, LogEntry, Phase, PlayerId } from './types.js';

/** The public facts of a card face, as anyone who may see the card sees it. */
export interface CardFace {
  id: string;
  slug: string;
  name: string;
  types: CardType[];
  supertypes: string[];
  subtypes: string[];
  classes: string[];
  elements: Element[];
  cost: { kind: 'reserve' | 'memory' | 'none'; value: number | 'X' | null };
  level: number | null;
  power: number | null;
  life: number | null;
  durability: number | null;
  speed: boolean | null;
  scripted: boolean;
}

export interface ObjectView {
  id: string;
  card: CardFace;
  controller: PlayerId;
  owner: PlayerId;
  rested: boolean;
  damage: number;
  counters: Partial<Record<CounterKind, number>>;
  /** Current stats after continuous effects. */
  power: number | null;
  life: number | null;
  level: number | null;
  isToken: boolean;
  attacking: boolean;
  defending: boolean;
  /** Cards loaded underneath this object, bottom first. */
  loaded?: CardFace[];
}

export interface PlayerView {
  id: PlayerId;
  name: string;
  champion: ObjectView | null;
  /** Inner lineage, bottom first (public). */
  lineage: CardFace[];
  handCount: number;
  /** Only for the viewer's own hand. */
  hand: CardFace[] | null;
  memoryCount: number;
  /** Only for the viewer's own memory. */
  memory: CardFace[] | null;
  mainDeckCount: number;
  materialDeckCount: number;
  /** Only for the viewer's own material deck (the owner may look at it at any time). */
  materialDeck: CardFace[] | null;
  /** Preserved cards in the material deck: face up, so everyone sees them (keywords-and-abilities.md#preserve). */
  preserved?: CardFace[];
  /** Pantheon zone: bestowed boons face up; face-down boons only for their owner. */
  pantheon?: { bestowed: CardFace[]; faceDownCount: number; faceDown: CardFace[] | null };
  graveyard: CardFace[];
  banishment: CardFace[];
  enabledElements: Element[];
  lost: boolean;
  /** The player's mastery (slug, name, counters, Shifting Currents' direction), when they have one. */
  mastery?: { def: string; name: string; counters: Partial<Record<'sheen' | 'haunt', number>>; direction?: 'north' | 'south' | 'east' | 'west' };
  /** The player's statuses (slugs), when they have any. */
  statuses?: string[];
}

export interface StackItemView {
  id: string;
  kind: 'activation' | 'materialization' | 'ability' | 'trigger' | 'bestowal';
  controller: PlayerId;
  name: string;
  card: CardFace | null;
  targets: string[]; // descriptions of the chosen targets
}

export interface GameView {
  viewer: PlayerId | 'public';
  version: number;
  rulesVersion: string;
  turn: number;
  phase: Phase;
  combatStep: CombatStep | null;
  turnPlayer: PlayerId;
  /** Who may act now (Opportunity or a pending decision), if anyone. */
  actingPlayer: PlayerId | null;
  /** A short public description of what the game is waiting for. */
  waitingFor: string;
  players: PlayerView[];
  field: ObjectView[];
  stack: StackItemView[];
  combat: { attacker: string | null; defender: string | null; intent: CardFace[]; retaliators: string[] } | null;
  result: GameResult | null;
  log: LogEntry[];
}
