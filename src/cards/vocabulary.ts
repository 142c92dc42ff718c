// The ability vocabulary: plain JSON data that card scripts are written in and the engine
// interprets. Everything here must stay JSON-serialisable, because card definitions are
// embedded in the game state so that a saved match restores and replays on its own.

export type Element =
  | 'NORM' | 'FIRE' | 'WATER' | 'WIND' | 'ARCANE' | 'ASTRA' | 'CRUX' | 'EXIA'
  | 'LUXEM' | 'NEOS' | 'TERA' | 'UMBRA' | 'EXALTED';

export type CardType =
  | 'CHAMPION' | 'ALLY' | 'ACTION' | 'ATTACK' | 'ITEM' | 'WEAPON' | 'DOMAIN' | 'PHANTASIA' | 'TOKEN';
export type Supertype = 'REGALIA' | 'UNIQUE';

export type Cost =
  | { kind: 'reserve'; value: number | 'X' }
  | { kind: 'memory'; value: number | 'X' }
  | { kind: 'none' };

/** Which units, objects or players an effect may choose. */
export interface TargetSpec {
  /** 'graveyardCard': a card in a graveyard (controller = its owner). 'activation': a card activation on the stack. */
  kind: 'unit' | 'ally' | 'champion' | 'object' | 'weapon' | 'item' | 'phantasia' | 'domain' | 'player' | 'graveyardCard' | 'activation';
  /** For 'graveyardCard' and 'activation': the card must be of this type. */
  cardType?: CardType;
  controller?: 'any' | 'you' | 'opponent';
  rested?: boolean;
  /** "up to one target": the target may be left empty without fizzling. */
  optional?: boolean;
  /** The source itself may not be chosen ("another target ally"). */
  other?: boolean;
  subtype?: string;
  /** Only units that are attacking; 'yourChampion': only those attacking the controller's champion. */
  attacking?: boolean | 'yourChampion';
}

/** Who an effect refers to, resolved at resolution. */
export type Subject =
  | { ref: 'self' } // the source object
  | { ref: 'target'; index: number }
  | { ref: 'eventObject' } // the object the trigger event named (e.g. the unit that was hit)
  | { ref: 'yourChampion' }
  | { ref: 'eachChampion' }
  | { ref: 'eachOpponentChampion' }
  | { ref: 'allUnits' }
  | { ref: 'allAllies' }
  | { ref: 'alliesYouControl' };

/** `{ player }` is internal: one player's share of an effect on several players. */
export type PlayerRef = 'you' | 'each' | 'opponents' | { ref: 'target'; index: number } | { player: string };

export type Duration = 'untilEndOfTurn' | 'permanent';

/** A condition that gates an ability or an effect (restriction abilities and "if" clauses). */
export type Condition =
  | { kind: 'classBonus' }
  | { kind: 'championBonus'; name: string }
  | { kind: 'elementBonus'; element: Element }
  | { kind: 'level'; min: number }
  | { kind: 'memory'; min: number }
  | { kind: 'damage'; min: number }
  | { kind: 'targetRested'; index: number }
  | { kind: 'controlsSubtype'; subtype: string }
  | { kind: 'attackingType'; type: 'ally' | 'champion' | 'domain' }
  | { kind: 'targetHasKeyword'; index: number; keyword: Keyword }
  | { kind: 'selfCounters'; counter: CounterKind; min: number }
  | { kind: 'selfAwake' }
  | { kind: 'eventObjectType'; type: 'ALLY' | 'CHAMPION' }
  | { kind: 'handSize'; min: number }
  | { kind: 'anyOf'; conditions: Condition[] }
  | { kind: 'allOf'; conditions: Condition[] };

export type Effect =
  | { op: 'draw'; who: PlayerRef; count: number; intoMemory?: boolean }
  | { op: 'dealDamage'; to: Subject; amount: number; amountIf?: { condition: Condition; amount: number } }
  | { op: 'recover'; who: PlayerRef; amount: number }
  | { op: 'modifyStat'; subject: Subject; stat: 'power' | 'life' | 'level'; amount: number; duration: Duration }
  | { op: 'destroy'; subject: Subject }
  | { op: 'banish'; subject: Subject }
  | { op: 'wakeUp'; subject: Subject }
  | { op: 'rest'; subject: Subject }
  | { op: 'addCounters'; subject: Subject; counter: CounterKind; count: number }
  | { op: 'removeCounters'; subject: Subject; counter: CounterKind; count: number }
  | { op: 'mill'; who: PlayerRef; count: number }
  | { op: 'discard'; who: PlayerRef; count: number; random?: boolean }
  | { op: 'summonToken'; token: string; count: number; rested?: boolean }
  | { op: 'returnToHand'; subject: Subject }
  | { op: 'delevel'; who: PlayerRef } // the top champion card of the lineage returns to the material deck
  | { op: 'grantKeyword'; subject: Subject; keyword: Keyword; duration: Duration }
  | { op: 'banishCard'; target: number } // a targeted card in a graveyard goes to its owner's banishment
  | { op: 'negate'; target: number } // a targeted card activation is removed from the stack; its card goes to the graveyard
  | { op: 'becomeDistant'; subject: Subject } // until the end of its controller's turn
  | { op: 'redirectAttack'; to: Subject } // the current attack now targets this unit, if it may
  | { op: 'glimpse'; count: number } // look at the top N of your deck, put each on top or at the bottom
  | { op: 'search'; filter: CardFilter; to: 'hand' | 'memory' } // then the deck is shuffled
  | { op: 'may'; effects: Effect[] } // the controller chooses whether to carry out the effects
  | { op: 'if'; condition: Condition; then: Effect[]; else?: Effect[] };

export type CounterKind = 'buff' | 'debuff' | 'damage' | 'durability' | 'enlighten' | 'level' | 'preparation' | 'charge' | 'bulwark';

/** Which cards a search may find. */
export interface CardFilter {
  type?: CardType;
  subtype?: string;
  element?: Element;
  name?: string;
  maxReserveCost?: number;
}

export type Trigger =
  | { on: 'enter' }
  | { on: 'attack' }
  | { on: 'hit' }
  | { on: 'death' }
  | { on: 'kill' }
  | { on: 'banish' }
  | { on: 'leave' }
  | { on: 'charge'; count: number } // the first time this object has N charge counters
  | { on: 'beginPhase'; phase: 'recollection' | 'end'; whose: 'yours' | 'each' };

export type ActivatedCost =
  | { kind: 'rest' }
  | { kind: 'reserve'; value: number }
  | { kind: 'banishSelf' }
  | { kind: 'sacrificeSelf' }
  | { kind: 'removeCounters'; counter: CounterKind; count: number }
  | { kind: 'removeChampionCounters'; counter: CounterKind; count: number }; // from your champion

export type StaticEffect =
  | { kind: 'modifyStat'; affects: 'self' | 'yourChampion' | 'yourAllies' | 'otherAlliesYouControl'; stat: 'power' | 'life' | 'level'; amount: number; whileAttacking?: boolean }
  | { kind: 'costModifier'; affects: 'self' | 'championsYouMaterialize' | 'cardsYouActivate' | 'cardsOpponentsActivate'; amount: number }
  /** This object has the keyword while the ability's condition holds (e.g. "[Class Bonus] Stealth"). */
  | { kind: 'keyword'; keyword: Keyword };

/** `inherited`: an Inherited Effect, which the champion has while this card is anywhere in its lineage. */
export type Ability =
  | { kind: 'triggered'; trigger: Trigger; condition?: Condition; targets?: TargetSpec[]; effects: Effect[]; inherited?: boolean }
  | { kind: 'activated'; costs: ActivatedCost[]; speed: 'fast' | 'slow'; condition?: Condition; targets?: TargetSpec[]; effects: Effect[]; inherited?: boolean }
  | { kind: 'static'; condition?: Condition; effect: StaticEffect; inherited?: boolean };

export type Keyword =
  | 'taunt' | 'stealth' | 'trueSight' | 'hindered' | 'fastActivation' | 'vigor' | 'steadfast'
  | 'unblockable' | 'immortality' | 'intercept' | 'ambush' | 'floatingMemory' | 'spellshroud' | 'omnishroud'
  | 'classLocked' | 'efficiency' | 'renewable' | 'bulwark' | 'interdiction' | 'divineRelic' | 'reservable';

/** One mode of a "choose one" card. */
export interface Mode { targets?: TargetSpec[]; effects: Effect[] }

/** A card as the engine knows it: Index facts plus our script. */
export interface CardDef {
  slug: string;
  name: string;
  types: CardType[];
  supertypes: Supertype[];
  subtypes: string[];
  classes: string[];
  elements: Element[];
  cost: Cost;
  level: number | null;
  power: number | null;
  life: number | null;
  durability: number | null;
  /** true fast, false slow, null: the type's default. */
  speed: boolean | null;
  /** Champion lineage requirement: the Name this champion must level up from. */
  lineage?: string;
  keywords: Keyword[];
  /** Keyword parameters, e.g. ranged 2. */
  keywordValues?: Partial<Record<'ranged' | 'retort' | 'pride' | 'levelLocked', number>>;
  abilities: Ability[];
  /** Effects of an action/attack card on resolution (the text box). */
  onResolve?: Effect[];
  /** Targets declared when the card is activated. */
  targets?: TargetSpec[];
  modes?: Mode[];
  /** False when no script exists: the engine asks the controller to carry out the text. */
  scripted: boolean;
}
