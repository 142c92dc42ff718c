import type { CardDef, CounterKind, Effect, Keyword, TargetSpec, Element } from '../cards/vocabulary.js';

export type PlayerId = string;
export type CardId = string; // a physical card (c1, c2, ...)
export type ObjectId = string; // an object on the field (o1, o2, ...): new each time a card enters

export type Phase = 'setup' | 'wakeUp' | 'materialize' | 'recollection' | 'draw' | 'main' | 'combat' | 'end';
export type CombatStep = 'retaliation' | 'damage' | 'endOfCombat';

export interface RngState { a: number; b: number; c: number; d: number }

export interface PlayerState {
  id: PlayerId;
  name: string;
  mainDeck: CardId[]; // index 0 is the top
  materialDeck: CardId[];
  hand: CardId[];
  memory: CardId[];
  graveyard: CardId[]; // last is the top
  banishment: CardId[];
  champion: ObjectId | null;
  hadChampion: boolean;
  materializedThisPhase: boolean;
  lost: boolean;
  lossReason?: string;
  /** Set when this player tried to draw from an empty deck. */
  drewFromEmpty: boolean;
}

export interface ObjectState {
  id: ObjectId;
  card: CardId | null; // null for tokens
  def: string; // slug of the CardDef
  owner: PlayerId;
  controller: PlayerId;
  rested: boolean;
  /** Damage marked on an ally (temporary) or damage counters on a champion. */
  damage: number;
  counters: Partial<Record<CounterKind, number>>;
  timestamp: number;
  /** Champions: inner lineage, bottom first (the object's own card is the top). */
  lineage: CardId[];
  enteredTurn: number;
  /** Distant until the end of its controller's turn. */
  distant?: boolean;
  /** Its On Charge ability has triggered (it triggers only once). */
  charged?: boolean;
}

export interface TargetRef { kind: 'object'; id: ObjectId }
export interface PlayerTargetRef { kind: 'player'; id: PlayerId }
/** A card in a public zone (a graveyard), or a card activation on the stack (by stack item id). */
export interface CardTargetRef { kind: 'card'; id: CardId }
export interface StackTargetRef { kind: 'stack'; id: string }
export type ChosenTarget = TargetRef | PlayerTargetRef | CardTargetRef | StackTargetRef | null;

export interface StackItem {
  id: string;
  kind: 'activation' | 'materialization' | 'ability' | 'trigger';
  controller: PlayerId;
  card?: CardId; // the source card for activations and materializations
  def: string;
  source?: ObjectId; // the object whose ability this is
  abilityIndex?: number;
  builtin?: BuiltinAbility;
  targets: ChosenTarget[];
  x: number;
  mode?: number;
  timestamp: number;
  /** Where the card came from, for delayed rules such as regalia destinations. */
  from?: 'hand' | 'materialDeck' | 'memory' | 'graveyard' | 'banishment';
  /** The object a trigger's event named (e.g. the unit that was hit). */
  eventObject?: ObjectId;
  /** Snapshot of the source's last-known information, for abilities whose source left. */
  lki?: { power: number; controller: PlayerId };
}

/** A keyword an effect gave an object ("gains stealth until end of turn"). */
export interface KeywordGrant { object: ObjectId; keyword: Keyword; duration: 'untilEndOfTurn' | 'permanent' }

export type BuiltinAbility = 'enlighten' | 'vigor' | 'intercept';

export interface ContinuousEffect {
  id: string;
  object: ObjectId;
  stat: 'power' | 'life' | 'level';
  amount: number;
  duration: 'untilEndOfTurn' | 'permanent';
  timestamp: number;
}

export interface Combat {
  attackingPlayer: PlayerId;
  defendingPlayer: PlayerId;
  attacker: ObjectId | null;
  weapon: ObjectId | null;
  defender: ObjectId | null;
  intent: CardId[];
  retaliators: ObjectId[];
  step: CombatStep;
  retaliationDecided: boolean;
}

/** A pending choice the game is waiting for. `legalActions` lists exactly its answers. */
export type Decision =
  | { kind: 'materializePhase'; player: PlayerId }
  | { kind: 'activation'; player: PlayerId; draft: ActivationDraft }
  | { kind: 'attackDeclaration'; player: PlayerId; draft: AttackDraft }
  | { kind: 'retaliate'; player: PlayerId; units: ObjectId[] }
  | { kind: 'orderTriggers'; player: PlayerId; triggers: PendingTrigger[] }
  | { kind: 'triggerTargets'; player: PlayerId; trigger: PendingTrigger; chosen: ChosenTarget[] }
  | { kind: 'keepUnique'; player: PlayerId; objects: ObjectId[] }
  | { kind: 'may'; player: PlayerId; resume: Resolution }
  | { kind: 'chooseCard'; player: PlayerId; from: 'hand'; purpose: 'discard'; count: number; resume: Resolution }
  | { kind: 'assisted'; player: PlayerId; item: StackItem; steps: number }
  /** Glimpse: the cards are still on top of the deck; each gets a place, top ones in the order chosen. */
  | { kind: 'glimpse'; player: PlayerId; cards: CardId[]; top: CardId[]; bottom: CardId[]; resume: Resolution }
  | { kind: 'search'; player: PlayerId; options: CardId[]; to: 'hand' | 'memory'; resume: Resolution };

export interface ActivationDraft {
  source: { kind: 'card'; card: CardId; via: 'activate' | 'materialize' } | { kind: 'ability'; object: ObjectId; index: number };
  stage: 'x' | 'mode' | 'targets' | 'reserve' | 'floating';
  x: number | null;
  mode: number | null;
  targets: ChosenTarget[];
  reserve: CardId[];
  /** Floating Memory cards chosen from the graveyard to pay part of a memory cost. */
  floating: CardId[];
  /** Reservable objects rested to pay part of a reserve cost. */
  reserveObjects?: ObjectId[];
  floatingDone: boolean;
  reserveNeeded: number;
  memoryNeeded: number;
}

export interface AttackDraft {
  attacker: ObjectId;
  weapon: ObjectId | null;
  stage: 'weapon' | 'target';
  /** Set when the attack comes from an attack card resolving into the intent. */
  fromIntent: boolean;
  intentCard?: CardId;
}

export interface PendingTrigger {
  id: string;
  controller: PlayerId;
  source: ObjectId | null;
  def: string;
  abilityIndex: number;
  /** An ability the rules grant (a keyword's or a counter's) rather than one printed on `def`. */
  builtin?: BuiltinAbility;
  /** Objects named by the event (e.g. the unit hit), for the effect to refer to. */
  eventObject?: ObjectId;
}

/** Where a resolving stack item stands, so a choice in the middle can resume it. */
export interface Resolution {
  item: StackItem;
  effects: Effect[];
  index: number;
}

export type GameResult =
  | { kind: 'win'; winner: PlayerId; reason: string }
  | { kind: 'draw'; reason: string };

export interface GameState {
  format: 'standard';
  rulesVersion: string;
  version: number;
  seed: number;
  rng: RngState;
  players: PlayerState[];
  /** Physical cards: owner and definition. Never changes during a game. */
  cards: Record<CardId, { owner: PlayerId; def: string }>;
  /** Card definitions by slug (Index facts and our script). Never changes during a game. */
  defs: Record<string, CardDef>;
  objects: Record<ObjectId, ObjectState>;
  /** Field order of objects (for display and deterministic iteration). */
  field: ObjectId[];
  turn: number;
  turnPlayer: number; // index into players
  firstPlayer: number;
  phase: Phase;
  /** Where the current phase stands, for phases with several steps. */
  phaseStep: number;
  combat: Combat | null;
  stack: StackItem[]; // last is the top
  /** Who holds Opportunity, and how many consecutive passes have been made. */
  opportunity: { player: number; passes: number } | null;
  pending: Decision | null;
  pendingTriggers: PendingTrigger[];
  effects: ContinuousEffect[];
  keywordGrants: KeywordGrant[];
  /** Players whose champion levelled up this turn. */
  leveledUpThisTurn: PlayerId[];
  nextId: number;
  nextTimestamp: number;
  result: GameResult | null;
  log: LogEntry[];
}

export interface LogEntry { turn: number; player?: PlayerId; text: string }

// ---------- Inputs ----------

export type Action =
  | { type: 'pass' }
  | { type: 'concede' }
  | { type: 'activate'; card: CardId }
  | { type: 'materialize'; card: CardId }
  | { type: 'skipMaterialize' }
  | { type: 'activateAbility'; object: ObjectId; index: number }
  | { type: 'attack'; attacker: ObjectId }
  | { type: 'declareX'; x: number }
  | { type: 'chooseMode'; mode: number }
  | { type: 'chooseTarget'; target: ChosenTarget }
  | { type: 'chooseReserve'; card: CardId }
  | { type: 'chooseFloating'; card: CardId | null }
  | { type: 'restForReserve'; object: ObjectId } // a Reservable object pays 1 of a reserve cost
  | { type: 'chooseWeapon'; weapon: ObjectId | null }
  | { type: 'chooseAttackTarget'; target: ObjectId }
  | { type: 'cancel' }
  | { type: 'retaliate'; unit: ObjectId | null }
  | { type: 'orderTrigger'; trigger: string }
  | { type: 'keepUnique'; object: ObjectId }
  | { type: 'mayAnswer'; accept: boolean }
  | { type: 'chooseCard'; card: CardId }
  | { type: 'glimpseChoice'; card: CardId; where: 'top' | 'bottom' }
  | { type: 'searchChoice'; card: CardId | null } // null: fail to find (allowed in a private zone)
  | { type: 'assist'; tool: AssistTool };

/** Generic tools for carrying out the text of a card that has no script yet. */
export type AssistTool =
  | { tool: 'draw'; player: PlayerId; count: number }
  | { tool: 'damage'; object: ObjectId; amount: number }
  | { tool: 'recover'; object: ObjectId; amount: number }
  | { tool: 'counters'; object: ObjectId; counter: CounterKind; delta: number }
  | { tool: 'destroy'; object: ObjectId }
  | { tool: 'rest'; object: ObjectId }
  | { tool: 'wakeUp'; object: ObjectId }
  | { tool: 'token'; def: string } // create one of the game's tokens under your control
  | { tool: 'moveCard'; card: CardId; to: 'hand' | 'graveyard' | 'banishment' | 'deckTop' | 'deckBottom' } // one of your own cards
  | { tool: 'done' };

export interface RuleViolation {
  message: string;
  /** The rules page and anchor, e.g. 'game-mechanics/game-mechanics-timing-and-permissions.md#fast-vs-slow'. */
  rule: string;
}

export type GameEvent =
  | { type: 'log'; text: string; player?: PlayerId }
  | { type: 'phase'; phase: Phase; turn: number; player: PlayerId }
  | { type: 'draw'; player: PlayerId; count: number }
  | { type: 'played'; player: PlayerId; card: CardId; def: string; via: 'activate' | 'materialize' }
  | { type: 'resolved'; def: string; controller: PlayerId }
  | { type: 'fizzled'; def: string; controller: PlayerId }
  | { type: 'damage'; object: ObjectId; amount: number; combat: boolean }
  | { type: 'died'; object: ObjectId; def: string }
  | { type: 'attack'; attacker: ObjectId; defender: ObjectId }
  | { type: 'gameOver'; result: GameResult };

export type Outcome =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; violation: RuleViolation };

export interface DeckList {
  material: string[]; // slugs
  main: string[];
  sideboard?: string[];
}

export interface GameSetup {
  seed: number;
  players: { id: PlayerId; name: string; deck: DeckList }[];
  defs: CardDef[];
  rulesVersion?: string;
  /** Who goes first; random (from the seed) when absent. In a match, e.g. the previous game's loser's choice. */
  firstPlayer?: PlayerId;
}

export type { CardDef, TargetSpec, Element };
