// The ability vocabulary: plain JSON data that card scripts are written in and the engine
// interprets. Everything here must stay JSON-serialisable, because card definitions are
// embedded in the game state so that a saved match restores and replays on its own.

export type Element =
  | 'NORM' | 'FIRE' | 'WATER' | 'WIND' | 'ARCANE' | 'ASTRA' | 'CRUX' | 'EXIA'
  | 'LUXEM' | 'NEOS' | 'TERA' | 'UMBRA' | 'EXALTED';

export type CardType =
  | 'CHAMPION' | 'ALLY' | 'ACTION' | 'ATTACK' | 'ITEM' | 'WEAPON' | 'DOMAIN' | 'PHANTASIA' | 'TOKEN'
  | 'MASTERY' | 'STATUS' | 'BOON';
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
  /** For 'activation': activated and triggered abilities on the stack may be chosen too ("copy target ability"). */
  abilities?: boolean;
  /** Only objects with (true) or without (false) loaded cards (glossary/game-terms.md#loaded). */
  loaded?: boolean;
  /** Only objects with one of these subtypes ("target Dagger or Sword weapon"). */
  anySubtype?: string[];
  /** Only objects with this keyword ("target unit with taunt"). */
  keyword?: Keyword;
  /** Only objects with this supertype ("Regalia Link"). */
  supertype?: Supertype;
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
  | { ref: 'alliesYouControl' }
  | { ref: 'linked' } // the object the source is linked to (glossary/keywords-and-abilities.md#link)
  | { ref: 'attacker' }; // the attacking unit of the current attack

/** `{ player }` is internal: one player's share of an effect on several players. */
export type PlayerRef = 'you' | 'each' | 'opponents' | { ref: 'target'; index: number } | { player: string };

/**
 * How long an effect lasts. 'untilYourNextTurn': until the beginning of the next turn of the effect's
 * controller (it survives the end of the current turn and every other player's turn).
 */
export type Duration = 'untilEndOfTurn' | 'untilYourNextTurn' | 'permanent';

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
  /** Object and player keywords (src/engine/effects/foster.ts, counters.ts). */
  | { kind: 'fostered' } // the source object is fostered
  | { kind: 'undamagedSinceYourLastTurn' } // Foster's condition, about the source object
  | { kind: 'omens'; min: number } // you have at least this many omens
  /** Activation properties of the resolving card (or of the object it became). */
  | { kind: 'prepared' }
  | { kind: 'imbued' }
  | { kind: 'brewed' }
  | { kind: 'empowered' }
  /** Mastery and status restrictions (game-mechanics-mastery.md, game-mechanics-statuses.md): e.g. "Sheen N+". */
  | { kind: 'masteryCounters'; counter: MasteryCounter; min: number }
  | { kind: 'hasMastery'; mastery: string }
  | { kind: 'masteryDirection'; direction: Direction }
  | { kind: 'hasStatus'; status: string }
  | { kind: 'anyOf'; conditions: Condition[] }
  | { kind: 'allOf'; conditions: Condition[] }
  /** "You control no allies" / "each opponent controls no allies". */
  | { kind: 'controlsNoAllies'; who: 'you' | 'opponents' }
  /** "As long as it's not your end phase": false only during this phase of the controller's own turn. */
  | { kind: 'notYourPhase'; phase: 'materialize' | 'recollection' | 'draw' | 'main' | 'combat' | 'end' }
  /** Your omens (banished cards with an omen counter): at least `count` of them (of `type`), or a total reserve cost of at least `totalReserveCost`. */
  | { kind: 'omensWith'; type?: CardType; count?: number; totalReserveCost?: number }
  /** At least `min` cards (of this element / type) in your graveyard. */
  | { kind: 'graveyardCount'; min: number; element?: Element; type?: CardType }
  /** An opponent controls an object of this type (with this keyword). */
  | { kind: 'opponentControls'; type?: CardType; keyword?: Keyword }
  /** There are no cards in your material deck. */
  | { kind: 'materialDeckEmpty' };

export type Effect =
  | { op: 'draw'; who: PlayerRef; count: number; intoMemory?: boolean }
  | { op: 'dealDamage'; to: Subject; amount: number; amountIf?: { condition: Condition; amount: number }; amountFrom?: 'sourcePower'; unpreventable?: boolean }
  /** Damage prevention on each unit of `subject` (src/engine/effects/prevention.ts). */
  | { op: 'preventDamage'; subject: Subject; prevention: PreventionSpec }
  /** "If it would be destroyed/sacrificed/put into a graveyard, banish it instead" (src/engine/effects/replacement.ts). */
  | { op: 'replaceLeaving'; subject: Subject; event: LeavingEvent; instead: 'banish'; duration: Duration }
  | { op: 'recover'; who: PlayerRef; amount: number }
  | { op: 'modifyStat'; subject: Subject; stat: 'power' | 'life' | 'level'; amount: number; duration: Duration }
  | { op: 'destroy'; subject: Subject }
  | { op: 'banish'; subject: Subject }
  | { op: 'wakeUp'; subject: Subject }
  | { op: 'rest'; subject: Subject }
  | { op: 'addCounters'; subject: Subject; counter: CounterKind; count: number; /** `count` for each object you control of this type (and element). */ perControlled?: { type: CardType; element?: Element } }
  | { op: 'removeCounters'; subject: Subject; counter: CounterKind; count: number }
  | { op: 'mill'; who: PlayerRef; count: number }
  | { op: 'discard'; who: PlayerRef; count: number; random?: boolean }
  | { op: 'summonToken'; token: string; count: number; rested?: boolean; /** It enters with these counters. */ counters?: Partial<Record<CounterKind, number>>; /** Who summons it (you by default): "target opponent summons …". */ summoner?: PlayerRef }
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
  // Copies, double-faced cards, generated cards, masteries and statuses (src/engine/effects/copy.ts, transform.ts, mastery.ts).
  | { op: 'copyActivation'; target: number; newTargets?: boolean } // a targeted activation/ability on the stack gets a copy
  | { op: 'copyObject'; subject: Subject; rested?: boolean } // summon a token copy of each object (rested: it enters rested)
  | { op: 'transform'; subject: Subject } // flip a double-faced object to its other side
  | { op: 'generate'; card: string; count?: number; to?: GenerateZone } // a new card from outside the game (hand by default)
  | { op: 'gainMastery'; mastery: string }
  | { op: 'addMasteryCounters'; counter: MasteryCounter; count: number }
  | { op: 'setDirection'; direction: Direction } // Shifting Currents
  // The masteries' own abilities (src/engine/effects/mastery-abilities.ts).
  | { op: 'modifyAttackPower'; amount: number } // "that attack gets +N power": lasts while the current attack goes on
  | { op: 'graveyardToDeckBottom' } // every card of your graveyard goes to the bottom of your deck
  | { op: 'millPerMasteryCounter'; counter: MasteryCounter } // put the top X cards of your deck into your graveyard, X = those counters on your mastery
  /** Put X counters on your mastery, X = that kind of counters the trigger's event object had (last known, e.g. a killed ally). */
  | { op: 'masteryCountersFromEventObject'; counter: Extract<MasteryCounter, CounterKind>; ofType?: CardType } // ofType: only when the object was of that type
  /** Move all those counters from each unit of `subject` onto your mastery; `whenAtLeast`: a reflexive trigger if that many moved. */
  | { op: 'moveCountersToMastery'; subject: Subject; counter: Extract<MasteryCounter, CounterKind>; whenAtLeast?: { min: number; effects: Effect[] } }
  | { op: 'gainStatus'; status: string }
  | { op: 'loseStatus'; status: string }
  | { op: 'empower'; amount: number } // Empower N: your next Spell this turn activates and resolves as if your champion had +N level
  | { op: 'if'; condition: Condition; then: Effect[]; else?: Effect[] }
  /** Creates a delayed triggered ability that goes on the stack once, when `when` next happens. */
  | { op: 'delayedTrigger'; when: DelayedWhen; effects: Effect[]; targets?: TargetSpec[] }
  /** A reflexive trigger ("when you do, …"): put on the stack after this resolution, same source. */
  | { op: 'reflexiveTrigger'; effects: Effect[]; targets?: TargetSpec[] }
  /**
   * Load this card (the source object's card, or the resolving card) underneath an object
   * (glossary/game-terms.md#load): `into` a subject (e.g. a target), or one object you `choose` of this kind.
   */
  | { op: 'load'; into?: Subject; choose?: TargetSpec }
  // Object, lineage and player keywords (src/engine/effects/object-keywords.ts).
  | { op: 'gainAgility'; who: PlayerRef; amount: number } // Agility N for this turn
  | { op: 'returnFromMemory'; count?: number } // the player picks N memory cards to return to hand (count absent: the trigger's N)
  | { op: 'foster'; subject: Subject } // the unit becomes fostered (once)
  | { op: 'preserve' } // the trigger's card goes from the graveyard to the material deck, preserved
  | { op: 'scavenge'; count: number; filter: CardFilter }
  | { op: 'suppress'; subject: Subject } // banished; back under its owner's control at the next end phase
  | { op: 'suppressReturn' } // the delayed trigger of Suppress
  | { op: 'banishAsOmen'; target: number } // a targeted graveyard card is banished with an omen counter on it
  | { op: 'wither' } // the game's wither trigger: pay 1 reserve per wither counter or sacrifice
  // Continuous effects on characteristics (src/engine/effects/continuous.ts).
  /** Instanced ("gets/gains/becomes/loses"): only the objects chosen at resolution, for the duration. */
  | { op: 'changeCharacteristics'; subject: Subject; changes: CharacteristicChange[]; duration: Duration }
  /** Static ("has/have/are") for a duration: every object in the set, including ones that join it later. */
  | { op: 'staticCharacteristics'; set: ObjectSet; changes: CharacteristicChange[]; duration: Duration; /** Cards outside the field instead of objects. */ cards?: CardSet }
  /** A permission or prohibition made by a resolution (src/engine/effects/permissions.ts); `subject`: only those objects. */
  | { op: 'permission'; permission: PermissionSpec; subject?: Subject; duration: Duration }
  /**
   * "[Unit]'s next attack this turn gets +N power (and has …)" ('next'), or "until end of turn, [unit]'s
   * attacks get +N power (and gain …)" ('thisTurn'): src/engine/effects/attack-bonuses.ts.
   */
  | { op: 'attackBonus'; subject: Subject; amount: number; scope: 'next' | 'thisTurn'; grants?: Ability[] }
  /** One card of yours, chosen as this resolves from these zones (not a target), goes to banishment with an omen counter. */
  | { op: 'banishOwnAsOmen'; from: ('graveyard' | 'hand')[] };

/**
 * What a permission ("can", "may … as though") or a prohibition ("can't") is about (src/engine/effects/permissions.ts).
 * Object actions: 'attack', 'beTargeted', 'attackAsAlly' (type-acting). Player actions: 'draw',
 * 'activateCards', 'activateAsFast', and 'element' (a rule setting: enabled or disabled, newest wins).
 */
export type PermissionAction = 'attack' | 'beTargeted' | 'attackAsAlly' | 'draw' | 'activateCards' | 'activateAsFast' | 'element';

export interface PermissionSpec {
  /** 'can' allows what the rules would not; 'cant' forbids. Between the two, 'cant' always wins. */
  mode: 'can' | 'cant';
  action: PermissionAction;
  /** Object actions: which objects (relative to the controller; absent: the source itself). */
  set?: ObjectSet;
  /** Player actions: which players, relative to the controller (absent: each). */
  players?: 'you' | 'opponents' | 'each';
  /** activateCards / activateAsFast: only cards like this. */
  filter?: CardFilter;
  /** 'element': the element the setting enables ('can') or disables ('cant'). */
  element?: Element;
}

/**
 * One change to an object's characteristics, applied in its layer (types-of-effects-continuous-effects):
 * A set base stats, B types, C element, D abilities, then E (the power/life swap comes last of all).
 */
export type CharacteristicChange =
  | { kind: 'setStat'; stat: 'power' | 'life' | 'level'; value: number } // A: "base power becomes N"
  | { kind: 'setTypes'; types: CardType[]; supertypes?: Supertype[]; subtypes?: string[] } // B: type-setting (supertypes lost unless given)
  | { kind: 'addTypes'; types?: CardType[]; subtypes?: string[] } // B: type-expansion
  | { kind: 'setElements'; elements: Element[] } // C: "is norm element"
  | { kind: 'addElements'; elements: Element[] } // C
  | { kind: 'loseAllAbilities' } // D
  | { kind: 'gainKeyword'; keyword: Keyword } // D
  | { kind: 'loseKeyword'; keyword: Keyword } // D
  /** D: the object gains a non-keyword ability (triggered, activated or static) from an effect. */
  | { kind: 'gainAbility'; ability: Ability }
  | { kind: 'swapPowerLife' }; // E, after every other power/life modification

/** A set of objects on the field, relative to the controller of the effect or ability ("Automaton allies you control"). */
export interface ObjectSet {
  affects: 'self' | 'yourChampion' | 'yourAllies' | 'otherAlliesYouControl' | 'yourUnits' | 'yourObjects' | 'allAllies' | 'allUnits' | 'allObjects' | 'opponentsUnits'
    | 'linked'; // the object the source is linked to (a static ability of a Link object)
  type?: CardType;
  subtype?: string;
}

/**
 * Cards in a zone outside the field that an effect names ("cards in graveyards", "attack cards in
 * your graveyard"), relative to the controller of the effect or ability; `player`: one given player's
 * cards (a target opponent's memory). Only zones whose contents the layers track: graveyard, memory, hand.
 */
export interface CardSet {
  zone: 'graveyard' | 'memory' | 'hand';
  whose: 'yours' | 'opponents' | 'each';
  player?: string;
  type?: CardType;
  subtype?: string;
}


export type GenerateZone = 'hand' | 'memory' | 'graveyard' | 'banishment' | 'mainDeckTop' | 'mainDeckBottom';
export type MasteryCounter = 'sheen' | 'haunt';
export type Direction = 'north' | 'south' | 'east' | 'west';

export type CounterKind = 'buff' | 'debuff' | 'damage' | 'durability' | 'enlighten' | 'level' | 'preparation' | 'charge' | 'bulwark'
  | 'omen' | 'static' | 'wither'
  | 'sheen' // on units; Fractured Memories collects them (game-mechanics-mastery.md)
  | 'refinement' | 'prize' | 'lash'; // generic counters (game-mechanics-counters.md#general-rules): no rules of their own

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
  | { on: 'foster' } // On Foster: whenever this unit becomes fostered
  | { on: 'beginPhase'; phase: 'recollection' | 'end'; whose: 'yours' | 'each' }
  /** "Whenever …" an event happens to another object or a player; `oneOrMore`: one trigger per batch of simultaneous events. */
  | { on: 'whenever'; event: WatchedEvent; filter?: EventFilter; oneOrMore?: boolean }
  /** Made by an effect, not printed: a delayed trigger, or a reflexive one ("when you do, …"). */
  | { on: 'delayed' }
  | { on: 'reflexive' };

/** Events a "whenever" trigger can watch (game-mechanics-abilities/abilities-triggered-abilities.md). */
export type WatchedEvent = 'enters' | 'dies' | 'leaves' | 'attacks' | 'dealtDamage' | 'activates' | 'materializes' | 'draws'
  | 'omenCounter'; // an omen counter is put on a card in a player's banishment (the player is its owner)

/**
 * Which events a "whenever" trigger counts. `who` is the player the event belongs to (the object's
 * controller, or the player who activates or draws), relative to the trigger's controller.
 * Type, subtype and element look at the object, or at the card activated.
 */
export interface EventFilter {
  who?: 'you' | 'opponent' | 'any';
  /** Only the watching object itself ("whenever this ally is dealt damage"). */
  self?: boolean;
  /** Never the watching object itself ("another ally"). */
  other?: boolean;
  type?: CardType;
  subtype?: string;
  element?: Element;
  /** 'attacks' only: the attack uses a weapon and/or an attack card of this subtype ("attacks with a Polearm"). */
  attackWith?: string;
  /** 'dealtDamage' only: at least this much damage dealt at once, of this type. */
  minAmount?: number;
  damageType?: 'combat' | 'nonCombat';
  /** Only a unit that was fostered ("whenever a fostered ally dies"). */
  fostered?: boolean;
}

/** When a delayed trigger fires: the next beginning of a phase, or when a given object leaves the field. */
export type DelayedWhen =
  | { at: 'beginPhase'; phase: 'recollection' | 'end'; whose: 'yours' | 'each' }
  | { at: 'leaves'; subject: Subject };

export type ActivatedCost =
  | { kind: 'rest' }
  | { kind: 'reserve'; value: number }
  | { kind: 'banishSelf' }
  | { kind: 'sacrificeSelf' }
  | { kind: 'removeCounters'; counter: CounterKind; count: number }
  | { kind: 'removeChampionCounters'; counter: CounterKind; count: number } // from your champion
  | { kind: 'banishFromLineage' }; // Lineage Release: banish this card from your champion's inner lineage

/**
 * A damage prevention effect. 'shield': a buffer of `amount` damage, used up as it prevents;
 * 'instance': the next damage event (of the type) has `amount` (or all) of it prevented, then it ends.
 */
export interface PreventionSpec {
  /** 'increase': not a prevention but a damage-modifying replacement ("that much damage plus N instead"), each event. */
  kind: 'shield' | 'instance' | 'increase';
  amount: number | 'all';
  /** Only this type of damage; any damage when absent. */
  damageType?: 'combat' | 'nonCombat';
  /** Only damage events of at most this much damage. */
  atMost?: number;
  /** Instance prevention on several units at once used up by the first of them ("one or more units"). */
  shared?: boolean;
  /** Only damage from such a source (game-mechanics-damage-prevention.md rule 9); any source when absent. */
  from?: DamageSourceSpec;
  /** An additional effect that is part of the same replacement (damage prevention rule 11). */
  rider?: PreventionRider;
  duration: Duration;
}

/**
 * Which sources of damage a prevention applies to: one object (chosen at resolution, e.g. a target),
 * objects of a card type, or sources the prevention's controller does not control.
 */
export type DamageSourceSpec =
  | { kind: 'object'; subject: Subject }
  | { kind: 'type'; type: 'ALLY' | 'CHAMPION' | 'ACTION' }
  | { kind: 'notYours' };

/**
 * Part of a prevention's replacement: counters put on the protected unit or on the controller's
 * champion, a fixed number or as many as the damage it prevented. Nothing happens when it prevented 0.
 */
export interface PreventionRider { counter: CounterKind; on: 'protected' | 'yourChampion'; count: number | 'prevented' }

/** Events a leaving replacement can replace: destruction (incl. lethal damage), sacrifice, or any move to the graveyard. */
export type LeavingEvent = 'destroyed' | 'sacrificed' | 'graveyard';

export type StaticEffect =
  | { kind: 'modifyStat'; affects: 'self' | 'yourChampion' | 'yourAllies' | 'otherAlliesYouControl' | 'linked'; stat: 'power' | 'life' | 'level'; amount: number; whileAttacking?: boolean; whileRetaliating?: boolean; /** "+N for each (every `every`) such counter on this object (or on your champion)". */ perCounter?: { counter: CounterKind; every?: number; on?: 'yourChampion' }; /** "+N for each [type] you control". */ perControlled?: CardType }
  | { kind: 'costModifier'; affects: 'self' | 'championsYouMaterialize' | 'cardsYouActivate' | 'cardsOpponentsActivate'; amount: number }
  /** This object has the keyword while the ability's condition holds (e.g. "[Class Bonus] Stealth"). */
  | { kind: 'keyword'; keyword: Keyword }
  /** On a mastery: the cards in its player's graveyard without this subtype have no abilities (Phantasmagoria). */
  | { kind: 'graveyardLosesAbilities'; exceptSubtype?: string }
  /** Characteristics the objects of the set have while the ability is in force (src/engine/effects/continuous.ts). */
  | { kind: 'characteristics'; set?: ObjectSet; changes: CharacteristicChange[]; /** Cards outside the field instead of objects. */ cards?: CardSet }
  /** A continuous prevention: each damage event dealt to the units it affects has `amount` (or all) prevented. */
  | { kind: 'preventDamage'; affects: 'self' | 'yourChampion' | 'yourAllies' | 'yourUnits' | 'linked'; amount: number | 'all'; damageType?: 'combat' | 'nonCombat'; atMost?: number; whileAttacking?: boolean; /** Only damage from a distant source. */ fromDistant?: boolean }
  /** A permission or prohibition in force while the ability is (src/engine/effects/permissions.ts). */
  | { kind: 'permission'; permission: PermissionSpec }
  /** "This champion can't level up": no champion card may be materialized onto its lineage (glossary/game-terms.md#level-up). */
  | { kind: 'cantLevelUp' }
  /** On a weapon: attacking with it asks N more reserve, paid as the attack is declared (src/engine/flow/attack-costs.ts). */
  | { kind: 'attackCost'; reserve: number; /** 1 less for each card of this element in your graveyard. */ lessPerGraveyardElement?: Element };

/**
 * Ability tracking (abilities-ability-tracking.md): an activated ability usable only once, or only once
 * each turn; a triggered ability that triggers only once, or only once each turn. Remembered by the
 * card instance that makes the ability (src/engine/effects/ability-tracking.ts).
 */
export type AbilityLimit = 'once' | 'oncePerTurn';

/**
 * `inherited`: an Inherited Effect, which the champion has while this card is anywhere in its lineage.
 * `modes`: a "choose one" ability (its effects are the chosen mode's); `modesOnce`: a mode already chosen
 * for this card instance can't be chosen again (src/engine/effects/ability-tracking.ts).
 */
export type Ability =
  | { kind: 'triggered'; trigger: Trigger; condition?: Condition; targets?: TargetSpec[]; effects: Effect[]; inherited?: boolean; cascade?: Mode[]; limit?: AbilityLimit; modes?: Mode[]; modesOnce?: boolean }
  | { kind: 'activated'; costs: ActivatedCost[]; speed: 'fast' | 'slow'; condition?: Condition; targets?: TargetSpec[]; effects: Effect[]; inherited?: boolean; cascade?: Mode[]; limit?: AbilityLimit; modes?: Mode[]; modesOnce?: boolean }
  | { kind: 'static'; condition?: Condition; effect: StaticEffect; inherited?: boolean };

export type Keyword =
  | 'taunt' | 'stealth' | 'trueSight' | 'hindered' | 'fastActivation' | 'vigor' | 'steadfast'
  | 'unblockable' | 'immortality' | 'intercept' | 'ambush' | 'floatingMemory' | 'spellshroud' | 'omnishroud'
  | 'classLocked' | 'efficiency' | 'renewable' | 'bulwark' | 'interdiction' | 'divineRelic' | 'reservable'
  | 'aeneanProgression' | 'elysianAura' | 'kindle' | 'prepare' | 'ephemerate' | 'starcalling'
  | 'foster' | 'link' | 'linkShield' | 'preserve'
  | 'cleave' | 'multistrike' | 'critical' | 'command' | 'commandedWill' | 'aethercalling'
  | 'firstBoon';

/** Imbue N ('element': the card's own element identity), Advanced Imbue N, or [Element] Imbue N. */
export interface ImbueSpec { n: number; match: 'element' | 'advanced' | Element }

/** `count` objects you control with this subtype and/or name, for a Brew cost. */
export interface Ingredient { count: number; subtype?: string; name?: string }

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
  keywordValues?: Partial<Record<'ranged' | 'retort' | 'pride' | 'levelLocked'
    | 'multistrike' | 'critical' | 'commandedWill', number>>;
  /** Command [subtype]: the ally that performs this attack card must have this subtype. */
  commandSubtype?: string;
  /** Parameters of activation keywords: Kindle N, Prepare N, and the Ephemerate and Starcalling reserve costs. */
  activationValues?: Partial<Record<'kindle' | 'prepare' | 'ephemerate' | 'starcalling', number>>;
  /** Imbue abilities (several: the card is imbued when any one is met). */
  imbue?: ImbueSpec[];
  /** Brew: the ingredient objects sacrificed instead of paying the reserve cost. */
  brew?: Ingredient[];
  abilities: Ability[];
  /** Effects of an action/attack card on resolution (the text box). */
  onResolve?: Effect[];
  /** Targets declared when the card is activated. */
  targets?: TargetSpec[];
  modes?: Mode[];
  /** Double-faced cards: the slug of the flip side (on the default side) and of the default side (on the flip side). */
  back?: string;
  front?: string;
  /** "Enters the field as a copy of" an object of this kind (optional: it may enter as itself). */
  entersAsCopy?: { of: TargetSpec; optional?: boolean };
  /**
   * A boon that asks for a card name as its player gains it (after its bestowal resolves), apart from
   * names of cards of these types or supertypes (src/engine/flow/boons.ts).
   */
  gainChoice?: { kind: 'cardName'; exceptTypes?: CardType[]; exceptSupertypes?: Supertype[] };
  /** False when no script exists: the engine asks the controller to carry out the text. */
  scripted: boolean;
}
