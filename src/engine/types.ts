import type { Ability, CardDef, CounterKind, Effect, Keyword, TargetSpec, Element } from '../cards/vocabulary.js';
import type { Condition, Direction, MasteryCounter } from '../cards/vocabulary.js';
import type { CardSet, CharacteristicChange, ObjectSet } from '../cards/vocabulary.js';
import type { Duration, PreventionRider } from '../cards/vocabulary.js';
import type { CardFilter, ElementIgnore } from '../cards/vocabulary.js';

export type PlayerId = string;
export type CardId = string; // a physical card (c1, c2, ...)
export type ObjectId = string; // an object on the field (o1, o2, ...): new each time a card enters

export type Phase = 'setup' | 'wakeUp' | 'materialize' | 'recollection' | 'draw' | 'main' | 'combat' | 'end';
export type CombatStep = 'retaliation' | 'damage' | 'endOfCombat';

export interface RngState { a: number; b: number; c: number; d: number }

export interface PlayerState {
  id: PlayerId;
  name: string;
  mainDeck: readonly CardId[]; // index 0 is the top
  materialDeck: readonly CardId[];
  hand: readonly CardId[];
  memory: readonly CardId[];
  graveyard: readonly CardId[]; // last is the top
  banishment: readonly CardId[];
  champion: ObjectId | null;
  hadChampion: boolean;
  materializedThisPhase: boolean;
  lost: boolean;
  lossReason?: string;
  /** Set when this player tried to draw from an empty deck. */
  drewFromEmpty: boolean;
  /** Pantheon zone (card-types-boons.md): the boons the player presented; face down until bestowed. */
  /** `chosenName`: the card name chosen as the boon was gained, when its text asks for one (src/engine/flow/boons.ts). */
  /** `notGained`: bestowed (face up) but its bestowal has not resolved: on the stack, or fizzled (flow/bestowal.ts). */
  /** Pantheon games: the main deck held a unique card as the game started (flow/bestow-restrictions.ts). */
  startedWithUnique?: boolean;
  /** How many cards the material deck held as the game began (src/engine/effects/materialize-only.ts). */
  startingMaterialDeckSize?: number;
  pantheon?: { card: CardId; bestowed: boolean; chosenName?: string; notGained?: boolean; /** When it was gained during the game: its static abilities' timestamp. */ gainedAt?: number;
    /** How many times each of its abilities (by index) has resolved this game (effects/boon-ops.ts): replaced, never edited. */ resolved?: Record<string, number>;
    /** The turn each of its activated abilities (by index) was last activated ("only once each turn"): replaced, never edited. */ lastTurn?: Record<string, number>;
    /** Counters on the boon itself (effects/boon-ops.ts): replaced, never edited. */ counters?: Partial<Record<import('../cards/vocabulary.js').BoonCounter, number>>;
    /** How many times each of its abilities (by index) was activated or triggered this game. */ uses?: Record<string, number> }[];
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
  /**
   * Champions: when each card entered the lineage (the top card included), for the abilities and effects
   * of that card; a card not listed entered with the object (types-of-effects-continuous-effects#timestamps).
   */
  lineageTimestamps?: Record<CardId, number>;
  /** Champions: the card that was last materialized onto it (played; effects/played-champion-card.ts). */
  playedTop?: CardId;
  enteredTurn: number;
  /** It entered the field straight from a banishment (not from the stack or a deck). */
  fromBanishment?: boolean;
  /** Distant until the end of its controller's turn. */
  distant?: boolean;
  /** Its On Charge ability has triggered (it triggers only once). */
  charged?: boolean;
  /** Object properties carried over from the activation it came from (properties-and-states). */
  prepared?: boolean;
  imbued?: boolean;
  brewed?: boolean;
  /** Banished whenever it would leave the field. */
  ephemeral?: boolean;
  /** It doesn't wake up during its controller's next wake up phase (src/engine/effects/skip-wake-up.ts). */
  skipNextWakeUp?: boolean;
  /**
   * Ability tracking (src/engine/effects/ability-tracking.ts): for each limited ability, keyed by the
   * card instance that makes it and the ability index, the last turn it was activated or triggered.
   */
  abilityUses?: Record<string, number>;
  /** Cascade: times each ability (by index) has been activated or triggered on this object. */
  cascade?: Record<string, number>;
  /** Link / Link Shield: the object this one is linked to (src/engine/effects/link.ts). */
  linkedTo?: ObjectId;
  /** Link: entered the field other than from the stack; its linked object is still to be chosen (src/engine/effects/link.ts). */
  linkChoice?: boolean;
  /** Fostered (glossary/game-terms.md#fostered): set once, never unset while it stays on the field. */
  fostered?: boolean;
  /** Dealt damage since the end of its controller's last turn (what Foster looks at). */
  damagedSinceLastTurn?: boolean;
  /** A copy of another object (game-mechanics-copy.md): it has that object's current face; it can't transform. */
  copy?: boolean;
  /** Loaded cards (game-zones-object-specific-zones.md#loaded-cards): cards under this object, bottom first. */
  loaded?: CardId[];
}

export interface TargetRef { kind: 'object'; id: ObjectId }
export interface PlayerTargetRef { kind: 'player'; id: PlayerId }
/** A card in a public zone (a graveyard), or a card activation on the stack (by stack item id). */
export interface CardTargetRef { kind: 'card'; id: CardId }
export interface StackTargetRef { kind: 'stack'; id: string }
export type ChosenTarget = TargetRef | PlayerTargetRef | CardTargetRef | StackTargetRef | null;

export interface StackItem {
  id: string;
  /** 'bestowal': a boon being bestowed from the Pantheon zone (flow/bestowal.ts); its card stays in that zone. */
  kind: 'activation' | 'materialization' | 'ability' | 'trigger' | 'bestowal';
  controller: PlayerId;
  card?: CardId; // the source card for activations and materializations
  def: string;
  source?: ObjectId; // the object whose ability this is
  abilityIndex?: number;
  builtin?: BuiltinAbility;
  targets: ChosenTarget[];
  x: number;
  mode?: number;
  /** The life of the objects sacrificed for its additional cost, as they were sacrificed (effects/repeated-gather.ts). */
  sacrificedLife?: number;
  timestamp: number;
  /** Where the card came from, for delayed rules such as regalia destinations. */
  from?: 'hand' | 'materialDeck' | 'memory' | 'graveyard' | 'banishment' | 'mainDeck';
  /** Activated from the graveyard by its own text: banished as it resolves (play/memory-activation.ts). */
  banishAsItResolves?: true;
  /** The object a trigger's event named (e.g. the unit that was hit). */
  eventObject?: ObjectId;
  /** The card of the object whose death the trigger is about (src/engine/effects/event-card.ts). */
  eventCard?: CardId;
  /** An On Kill's killed unit as it last was (effects/killed-lki.ts). */
  eventLki?: import('./effects/killed-lki.js').KilledLki;
  /** The player whose object a "whenever … is destroyed" trigger is about, as it was destroyed (src/engine/effects/destroyed-card-banish.ts). */
  eventPlayer?: PlayerId;
  /** A leaving object's own trigger: the object that left (src/engine/effects/banished-by-source.ts). */
  leftSource?: ObjectId;
  /** "Whenever one or more": every object the batch's events named. */
  eventObjects?: ObjectId[];
  /** This activation can't be negated (src/engine/effects/unnegatable.ts). */
  unnegatable?: boolean;
  /** Snapshot of the source's last-known information, for abilities whose source left (`counters`: when it had some). */
  lki?: { power: number; controller: PlayerId; counters?: Partial<Record<CounterKind, number>>; /** The source was ephemeral as it left (a cost removed it). */ ephemeral?: boolean; /** The source was imbued as it left (src/engine/effects/imbued-lki.ts). */ imbued?: boolean;
    /** The source was brewed as a cost removed it (src/engine/effects/left-source-conditions.ts). */ brewed?: boolean };
  /** A delayed or reflexive triggered ability: carried with it, since no card prints it at an index. */
  inline?: Ability;
  /** Activation properties (game-mechanics-properties-and-states.md). */
  prepared?: boolean;
  imbued?: boolean;
  brewed?: boolean;
  /** Empowered: the level bonus it activates and resolves with. */
  empowered?: number;
  ephemeral?: boolean;
  /** Objects picked by a `chooseObjects` effect, and their power as they were picked (effects/choose-objects.ts). */
  chosen?: ObjectId[];
  chosenPower?: number[];
  /** The object it becomes enters rested (play/material-deck-activation.ts). */
  entersRested?: boolean;
  /** A copy of an activation or ability (game-mechanics-copy.md): not a card; a permanent becomes a token. */
  copy?: boolean;
  /** Command: the ally that performs this attack card (rested as its cost). */
  commandAlly?: ObjectId;
  /** Preserve vs banishment: its controller is being (or was) asked which applies (effects/preserve.ts). */
  preserveChoice?: 'asked';
}

/** A keyword an effect gave an object ("gains stealth until end of turn"). */
export interface KeywordGrant { object: ObjectId; keyword: Keyword; duration: Duration; timestamp?: number; /** Whose "next turn" ends an 'untilYourNextTurn' grant. */ controller?: PlayerId;
  /** 'whileYouControlSource': the source object it lasts with (src/engine/effects/while-controlled.ts). */ boundTo?: ObjectId }

/**
 * A continuous effect on characteristics created by a resolution (src/engine/effects/continuous.ts):
 * instanced (`objects`: the set fixed when it began) or static for a duration (`set`: recomputed continuously).
 */
export interface CharacteristicEffect {
  id: string;
  changes: CharacteristicChange[];
  duration: Duration;
  timestamp: number;
  controller: PlayerId;
  objects?: ObjectId[];
  set?: ObjectSet;
  /** Static, on cards outside the field (src/engine/effects/continuous.ts). */
  cards?: CardSet;
  /** 'whileYouControlSource': the source object it lasts with (src/engine/effects/while-controlled.ts). */
  boundTo?: ObjectId;
}

/** A permission or prohibition made by a resolution (src/engine/effects/permissions.ts). */
export interface PermissionEffect {
  id: string;
  permission: import('../cards/vocabulary.js').PermissionSpec;
  duration: Duration;
  timestamp: number;
  controller: PlayerId;
  /** Instanced: only these objects (else the permission's set, or its players). */
  objects?: ObjectId[];
  /** 'whileYouControlSource': the source object it lasts with (src/engine/effects/while-controlled.ts). */
  boundTo?: ObjectId;
}

export type BuiltinAbility = 'enlighten' | 'vigor' | 'intercept'
  | 'foster' | 'agility' | 'preserve' | 'staticCounter' | 'wither' | 'suppressReturn';

export interface ContinuousEffect {
  id: string;
  object: ObjectId;
  stat: 'power' | 'life' | 'level';
  amount: number;
  duration: Duration;
  timestamp: number;
  /** Whose "next turn" ends an 'untilYourNextTurn' effect. */
  controller?: PlayerId;
}

/** One damage prevention effect in force (game-mechanics-damage-prevention.md). */
export interface Prevention {
  id: string;
  /** The units it protects (several only for a shared instance: "one or more units"). */
  objects: ObjectId[];
  controller: PlayerId;
  /** The card it comes from, for display. */
  def: string;
  /**
   * 'increase': a damage-modifying replacement (each event gets `amount` more), ordered with the preventions.
   * 'reduceOutgoing': damage dealt BY the objects is `amount` less (not a prevention: unpreventable damage too).
   */
  kind: 'shield' | 'instance' | 'increase' | 'each' | 'reduceOutgoing'
    /** Not a prevention: damage from `element` sources its controller controls can't be prevented (effects/unpreventable-sources.ts; `objects` empty). */
    | 'unpreventableFrom'
    /** An 'increase' for the next event it applies to that is dealt more than 0 damage. */
    | 'increaseNext';
  element?: Element;
  /** It protects every distant unit its controller controls (`objects` is then empty). */
  yourDistantUnits?: boolean;
  /** Shield: what is left of the buffer. Instance: how much it prevents. Increase: how much is added. */
  amount: number | 'all';
  /** Only damage from such sources (game-mechanics-damage-prevention.md rule 9). */
  from?: DamageSourceFilter;
  /** Part of the same replacement: counters put when it prevents damage (rule 11). */
  rider?: PreventionRider;
  /** Its own trigger each time it prevents some damage (effects/prevention-triggers.ts). */
  onPrevent?: import('../cards/vocabulary.js').PreventionSpec['onPrevent'];
  /** Effects done as part of the replacement each time it prevents some damage (effects/prevention-riders.ts). */
  then?: import('../cards/vocabulary.js').PreventionSpec['then'];
  damageType?: 'combat' | 'nonCombat';
  atMost?: number;
  /** Only damage events of exactly this much. */
  exactly?: number;
  /** With amount 'all': all but this much of the damage is prevented ("prevent all but 1"). */
  allBut?: number;
  duration: Duration;
  timestamp: number;
}

/** A prevention's source restriction, fixed when it was created. */
export type DamageSourceFilter =
  | { kind: 'object'; object: ObjectId }
  | { kind: 'type'; type: 'ALLY' | 'CHAMPION' | 'ACTION' }
  | { kind: 'notYours' }
  | { kind: 'spell'; subtype?: string; yours?: boolean };

/** "If it would be destroyed / sacrificed / put into a graveyard, banish it instead." */
export interface LeavingReplacement {
  id: string;
  object: ObjectId;
  controller: PlayerId;
  def: string;
  event: 'destroyed' | 'sacrificed' | 'graveyard';
  instead: 'banish';
  duration: Duration;
  timestamp: number;
}

/** One damage event waiting to be dealt: its replacements are applied first. */
export interface DamageEvent {
  object: ObjectId;
  amount: number;
  combat: boolean;
  unpreventable?: boolean;
  /** Name of what deals it, for the log. */
  source?: string;
  /** Combat: the retaliating unit dealing it (absent for the attacker's damage). */
  retaliator?: ObjectId;
  /** Non-combat: the object whose ability deals it, the controller and the card of the activation or ability. */
  sourceObject?: ObjectId;
  sourceController?: PlayerId;
  sourceDef?: string;
  /** Non-combat: the card whose activation deals it, while that activation is on the effects stack. */
  sourceCard?: CardId;
}

/** Damage events dealt together, the replacement choices made so far, and what happens after. */
export interface DamageBatch {
  events: DamageEvent[];
  choices: string[];
  then: { kind: 'resolution'; resume: Resolution } | { kind: 'combat'; defender: { id: ObjectId; card: CardId | null; owner: PlayerId } | null } | { kind: 'none' };
}

/** A replacement or prevention effect offered in an orderReplacements decision. */
export interface ReplacementOption { id: string; label: string }

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
  /** Further defenders of this attack (Cleave: all the chosen player's objects; Multistrike: extra targets). */
  defenders?: { id: ObjectId; card: CardId | null; owner: PlayerId }[];
  /** A Cleave attack: its defenders are not attack targets, and it can't be intercepted or redirected. */
  cleave?: boolean;
  /** Critical N: asked once, as combat damage is dealt; doubled when nobody discarded. */
  critical?: { decided: boolean; doubled: boolean };
  /** Critical N of retaliating units: for each one asked, whether its combat damage is doubled. */
  criticalRetaliators?: Record<ObjectId, boolean>;
  /**
   * The weapon's On Kill abilities as it lost its durability counter (its last-known information): a weapon
   * destroyed by that loss still sees the units the same damage killed (flow/combat.ts).
   */
  weaponKill?: { controller: PlayerId; id: ObjectId; abilities: { def: string; index: number }[] };
  /** Abilities cards of the intent gained from an effect ("… in the intent gain …"), each as long as its card stays there. */
  intentGrants?: { card: CardId; ability: Ability }[];
  /** "That attack gets +N power" (Servile Possessions): ends with the combat. */
  attackBonus?: number;
  /** "Combat damage dealt by this attack is unpreventable", gained by the attack. */
  unpreventable?: boolean;
  /** Abilities the attack has from bonuses promised before it was declared (effects/attack-bonuses.ts). */
  attackGrants?: Ability[];
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
  | AssistedDecision
  /** The opponent of an assisted resolution accepts what its controller did, or objects (src/engine/play/assisted.ts). */
  | { kind: 'assistConsent'; player: PlayerId; assisted: AssistedDecision }
  /** An assisted step: this player discards a card of their choice, then the assisted resolution goes on. */
  | { kind: 'assistDiscard'; player: PlayerId; assisted: AssistedDecision }
  /** Glimpse: the cards are still on top of the deck; each gets a place, top ones in the order chosen. */
  | { kind: 'glimpse'; player: PlayerId; cards: CardId[]; top: CardId[]; bottom: CardId[]; resume: Resolution; starcalled?: CardId; /** The starcalled card is paid for with (0) (effects/free-starcalling.ts). */ starcallFree?: true | 'effect';
    /** Another player's deck looked at and arranged the same way (not a glimpse: no Starcalling, no glimpse modifiers). */
    deckOwner?: PlayerId }
  /** Critical N: this opponent may discard `count` cards (chosen one by one) so the combat damage isn't doubled. */
  | { kind: 'critical'; player: PlayerId; count: number; chosen: CardId[]; declined: PlayerId[]; retaliator?: ObjectId }
  /** Load: which of these objects the card is loaded into. */
  | { kind: 'loadInto'; player: PlayerId; card: CardId; options: ObjectId[]; resume: Resolution }
  /** `to: 'materialize'`: a card of the material deck to materialize (effects/materialize-by-effect.ts). */
  | { kind: 'search'; player: PlayerId; options: CardId[]; to: 'hand' | 'memory' | 'materialize'; resume: Resolution; /** 'materialize': effects that follow only if a card is materialized. */ then?: Effect[] }
  /** Several replacement/prevention effects apply to one damage event: which applies next (src/engine/effects/prevention.ts). */
  | { kind: 'orderReplacements'; player: PlayerId; object: ObjectId; amount: number; options: ReplacementOption[]; batch: DamageBatch
    /** Set when the choice is about an object leaving outside a resolution (lethal damage), not about damage. */
    leaving?: { dest: 'graveyardOrBanish' | 'graveyard'; reason: 'died' | 'destroyed' } }
  /** Several replacements could apply as a resolution destroys this object: which applies (src/engine/effects/replacement.ts). */
  | { kind: 'orderLeavingReplacements'; player: PlayerId; object: ObjectId; options: ReplacementOption[]; resume: Resolution }
  /** A card that enters as a copy: which object it copies (null: enters as itself, when allowed). */
  | { kind: 'enterAsCopy'; player: PlayerId; item: StackItem; options: ObjectId[]; optional: boolean }
  /** A copied activation whose controller may choose new targets, target by target. */
  | { kind: 'copyTargets'; player: PlayerId; copy: StackItem; index: number; resume: Resolution }
  /** Agility: pick `count` cards of your memory to return to your hand (answered with chooseCard). */
  | { kind: 'chooseMemory'; player: PlayerId; count: number; resume: Resolution }
  /** A "choose one" triggered ability going on the stack: which of these modes (play/activation.ts). */
  | { kind: 'triggerMode'; player: PlayerId; trigger: PendingTrigger; options: number[] }
  /** Cards put on the bottom of a deck in any order: the owner picks them one by one (effects/mastery-abilities.ts). */
  /** `from`: the zone the cards leave (the graveyard unless told); `thenDraw`: then its player draws as many (Arcanist's Prism). */
  | { kind: 'orderBottom'; player: PlayerId; cards: CardId[]; placed: CardId[]; resume: Resolution; from?: 'graveyard' | 'memory' | 'handAndMemory'; thenDraw?: boolean }
  /** Link: the object a Link object that entered other than from the stack is linked to (src/engine/effects/link.ts). */
  | { kind: 'chooseLink'; player: PlayerId; object: ObjectId; options: ObjectId[] }
  /** A First Boon that asks for a card name as it is gained, before the game begins (src/engine/flow/boons.ts). */
  | { kind: 'chooseBoonName'; player: PlayerId; card: CardId; options: string[] }
  /** Wither: for each object in turn, pay 1 reserve per wither counter (card by card) or let it be sacrificed. */
  | { kind: 'wither'; player: PlayerId; objects: ObjectId[]; index: number; chosen: CardId[]; paid: ObjectId[]; resume: Resolution }
  /** `count` cards from your hand to put on the bottom of your deck or into memory, one by one (chooseCard; effects/cleric-ops.ts). */
  | { kind: 'moveFromHand'; player: PlayerId; to: 'deckBottom' | 'deckTop' | 'memory'; count: number; resume: Resolution }
  /** Two same-name objects of a subtype to sacrifice, one by one (chooseTarget; null declines first; effects/cleric-ops.ts). */
  | { kind: 'sacrificePair'; player: PlayerId; subtype: string; first: ObjectId | null; then: Effect[]; resume: Resolution }
  /** Up to `max` cards picked one by one from hand or graveyard (chooseTarget a card; null: done; effects/cleric-ops.ts). */
  | { kind: 'pickCards'; player: PlayerId; purpose: 'graveyardToBottom' | 'handShuffleDraw' | 'banishForAttackPower' | 'handToBottomDraw' | 'memoryToFieldBuffDraw' | 'memoryToBottomDrawMemory'; max: number; picked: CardId[]; resume: Resolution; filter?: CardFilter; maxTotalReserve?: number }
  /** Banish one of your cards from these zones with an omen counter on it (effects/omen-choice.ts; answered with chooseCard). */
  | { kind: 'chooseOmen'; player: PlayerId; from: ('graveyard' | 'hand')[]; resume: Resolution }
  /** Banishing `count` more cards of the player's own graveyard, one by one (chooseCard; effects/graveyard-banish.ts). */
  | { kind: 'eachBanishesFromGraveyard'; player: PlayerId; count: number; resume: Resolution }
  /** "You may pay (N)": the hand cards and Reservable objects paid so far (src/engine/effects/pay-to-do.ts). */
  | { kind: 'payToDo'; player: PlayerId; amount: number; cards: CardId[]; objects: ObjectId[]; then: Effect[]; resume: Resolution; /** "Unless they pay": what happens when they don't. */ otherwise?: Effect[] }
  /** A card to return from the player's graveyard to hand, among these (src/engine/effects/graveyard-return.ts). */
  | { kind: 'chooseGraveyardCard'; player: PlayerId; options: CardId[]; resume: Resolution; /** The card goes to memory instead of the hand. */ to?: 'memory' }
  /** effects/choose-objects.ts: objects picked one at a time for a `chooseObjects` effect. */
  | { kind: 'chooseObjects'; player: PlayerId; effect: Extract<Effect, { op: 'chooseObjects' }>; picked: ObjectId[]; resume: Resolution }
  /** effects/each-player-sacrifice.ts: `player` chooses an object to sacrifice; `waiting` choose after, in turn order; `chosen` so far. */
  | { kind: 'eachSacrifices'; player: PlayerId; waiting: PlayerId[]; effect: Extract<Effect, { op: 'eachSacrifices' }>; chosen: ObjectId[]; resume: Resolution }
  /** effects/split-damage.ts: damage handed out one point at a time to units. */
  | { kind: 'splitDamage'; player: PlayerId; remaining: number; assigned: Record<ObjectId, number>; resume: Resolution }
  /** effects/hand-to-field.ts: up to `count` hand cards picked to be put onto the field together. */
  | { kind: 'handToField'; player: PlayerId; filter: import('../cards/vocabulary.js').CardFilter; count: number; picked: CardId[]; resume: Resolution }
  /** Graveyard cards picked one by one to banish (chooseTarget a card; null: done; `max` null: any amount; effects/graveyard-banish.ts). */
  /** A champion card of the material deck to level up into, or none (chooseTarget; effects/level-up.ts). */
  | { kind: 'levelUpChoice'; player: PlayerId; options: CardId[]; then: Effect[]; resume: Resolution }
  /** Cards of one's own hand and/or memory to reveal, or stop (chooseTarget; effects/reveal-cards.ts). */
  | { kind: 'revealCards'; player: PlayerId; options: CardId[]; max: number | null; picked: CardId[]; each: Effect[]; then: Effect[]; resume: Resolution; exact?: boolean; moveTo?: 'deckBottom' | 'hand' }
  | { kind: 'banishFromGraveyard'; player: PlayerId; options: CardId[]; max: number | null; picked: CardId[]; each: Effect[]; then: Effect[]; resume: Resolution
    /** The options are in several graveyards: once one is picked, only cards of that graveyard (effects/graveyard-banish.ts). */ single?: boolean;
    /** Exactly `max` cards or none: stopping is allowed only before the first pick (effects/graveyard-banish.ts). */ exact?: boolean;
    /** "If you don't": run when nothing was banished. */ otherwise?: Effect[];
    /** The banished cards' power is the X of the effects after it (effects/graveyard-banish.ts). */ powerAsX?: boolean }
  /** Another object to sacrifice, or none (chooseTarget; null declines; effects/sacrifice-another.ts). */
  | { kind: 'sacrificeAnother'; player: PlayerId; options: ObjectId[]; then: Effect[]; resume: Resolution }
  /** "You may discard a … card. If you do, …" (effects/discard-to-do.ts). */
  | { kind: 'discardToDo'; player: PlayerId; options: CardId[]; then: Effect[]; resume: Resolution;
    /** It can't be declined; what follows may depend on the card discarded (effects/discard-to-do.ts). */ required?: boolean; ifDiscarded?: { filter: CardFilter; then: Effect[]; otherwise?: Effect[] } }
  /** Basic elements chosen one at a time for a card (chooseMode; effects/chosen-elements.ts). */
  | { kind: 'chooseElements'; player: PlayerId; card: CardId; count: number; picked: Element[]; resume: Resolution }
  | { kind: 'chooseClass'; player: PlayerId; card: CardId; resume: Resolution } // effects/chosen-class.ts
  /** A card picked from a hidden zone to banish (null: none, when `optional`; effects/hidden-pick-banish.ts). */
  | { kind: 'pickToBanish'; player: PlayerId; owner: PlayerId; zone: 'materialDeck' | 'memory'; options: CardId[]; optional: boolean; then: Effect[]; ownerMayActivate?: boolean; resume: Resolution }
  /** The top card of the deck looked at; banished (when `banishable`) or left (effects/look-top-banish.ts). */
  | { kind: 'lookTopBanish'; player: PlayerId; card: CardId; banishable: boolean; resume: Resolution }
  /** "Choose a player. That player gains control of …" (effects/chosen-player-control.ts). */
  | { kind: 'choosePlayerForControl'; player: PlayerId; options: PlayerId[]; objects: ObjectId[]; resume: Resolution }
  /** "Choose a … card in a champion's lineage and banish it" (effects/lineage-card-banish.ts). */
  /** Hand or memory cards picked one by one to go on the bottom of the lineage (effects/lineage-from-zones.ts). */
  | { kind: 'cardsIntoLineage'; player: PlayerId; options: CardId[]; picked: CardId[]; recoverEach?: number; resume: Resolution }
  /** Lineage cards picked one by one to be discarded together (effects/lineage-discard.ts). */
  | { kind: 'discardLineageCards'; player: PlayerId; options: CardId[]; picked: CardId[]; left: number; filter: CardFilter; yours?: boolean; recoverEach?: number; resume: Resolution }
  | { kind: 'banishLineageCard'; player: PlayerId; options: CardId[]; resume: Resolution; /** An omen counter on it if the chooser owns it (effects/lineage-card-banish.ts). */ omenIfOwned?: boolean }
  /** Look at the top cards, maybe take one, then order the rest for the bottom (effects/look-and-take.ts). */
  /** Which of the victim's hand or memory to look at, then the card to discard (effects/hidden-zone-discard.ts). */
  | { kind: 'lookAndDiscard'; player: PlayerId; victim: PlayerId; zone: 'hand' | 'memory' | null; resume: Resolution; /** The zone is revealed to all players, not only looked at. */ reveal?: boolean }
  /** Picking cards to move between a banishment and a material deck (effects/material-deck-returns.ts). */
  | { kind: 'materialDeckMove'; player: PlayerId; purpose: 'return' | 'banishPreserved'; options: CardId[]; picked: CardId[]; max: number | null; resume: Resolution }
  | { kind: 'lookAndTake'; player: PlayerId; cards: CardId[]; takeable: CardId[]; taken: CardId | null; stage: 'take' | 'order'; ordered: CardId[]; resume: Resolution; /** Where the card taken goes (the hand when absent). */ to?: 'memory';
    /** One card must be taken, unrevealed; the rest go to the graveyard (effects/look-and-take.ts). */ toGraveyard?: boolean }
  /** Top cards of the deck looked at privately; between min and max picked for the graveyard (chooseTarget; null: done; effects/look-at-top.ts). */
  | { kind: 'banishOwnMaterialCards'; player: PlayerId; left: number; done: number; count: number; filter?: CardFilter; then: Effect[]; resume: Resolution } // effects/material-deck-choice.ts
  | { kind: 'sortTopCards'; player: PlayerId; cards: CardId[]; places: ('top' | 'bottom' | 'graveyard' | 'memory' | 'hand' | 'omen')[]; picks: (CardId | null)[]; resume: Resolution } // effects/deck-top-sort.ts
  | { kind: 'lookAtTop'; player: PlayerId; cards: CardId[]; min: number; max: number; picked: CardId[]; rest: 'top' | 'bottom'; resume: Resolution }
  /** One of the player's omens to return to hand (chooseCard; effects/omen-return.ts). */
  | { kind: 'returnOmen'; player: PlayerId; then: Effect[]; resume: Resolution }
  /** A banished card to put onto the field (chooseCard; effects/banishment-to-field.ts). */
  | { kind: 'chooseBanished'; player: PlayerId; options: CardId[]; extraCounters?: { counter: CounterKind; count: number }; resume: Resolution }
  /** An object of the player's to put counters on, among these (answered with chooseTarget; src/engine/effects/chosen-counters.ts). */
  | { kind: 'chooseForCounters'; player: PlayerId; options: ObjectId[]; counter: CounterKind; count: number; resume: Resolution }
  /** A card picked as an effect resolves, for `purpose` (answered with chooseCard; src/engine/effects/champion-picks.ts). */
  | { kind: 'pickCard'; player: PlayerId; purpose: 'banishFromAnyGraveyard' | 'lowestToField' | 'loadFromHandOrMemory'; options: CardId[]; then: Effect[]; resume: Resolution;
    /** 'loadFromHandOrMemory': the objects it may go into (one to choose first when several), the one chosen, the cards picked so far, the most. */
    into?: ObjectId[]; object?: ObjectId; picked?: CardId[]; max?: number }
  /** Cards picked one by one among `options` (up to `count`; `optional`: may stop early), or a number 0..count for 'drawCount' (src/engine/effects/card-picks.ts). */
  | { kind: 'cardPick'; player: PlayerId; purpose: 'revealedToHand' | 'drawCount' | 'handIntoDeck' | 'discardThenDraw' | 'payX' | 'removeCounters'; options: CardId[]; picked: CardId[]; count: number; optional: boolean; resume: Resolution;
    /** 'payX': the effects a payment of X carries out. */ then?: Effect[];
    /** 'removeCounters': the object and counter kind "up to N" are removed from (effects/remove-up-to.ts). */ removeFrom?: { object: ObjectId; counter: string } };

export interface ActivationDraft {
  source: { kind: 'card'; card: CardId; via: 'activate' | 'materialize' | 'bestow' } | { kind: 'ability'; object: ObjectId; index: number }
    /** An activated ability of a gained boon, in its owner's Pantheon zone (effects/boon-abilities.ts). */
    | { kind: 'boon'; card: CardId; index: number; /** An ability working from the graveyard (effects/graveyard-abilities.ts). */ graveyard?: boolean };
  stage: 'x' | 'mode' | 'targets' | 'reserve' | 'floating'
    | 'command'
    | 'prepare' | 'brew' | 'kindle'
    | 'altCost' // the card's own alternative cost: paid or not (effects/alternative-costs.ts)
    | 'costParts';
  x: number | null;
  mode: number | null;
  targets: ChosenTarget[];
  reserve: CardId[];
  /** Floating Memory cards chosen from the graveyard to pay part of a memory cost. */
  floating: CardId[];
  /** Reservable objects rested to pay part of a reserve cost. */
  reserveObjects?: ObjectId[];
  floatingDone: boolean;
  /** Starcalling paid with (0) instead of its cost (effects/free-starcalling.ts). */
  freeStarcall?: true | 'effect';
  /** Activated with an alternative cost from another zone: Ephemerate (graveyard) or Starcalling (a glimpse). */
  alt?: 'ephemerate' | 'starcalling';
  /** Activated from the material deck by the card's own permission (play/material-deck-activation.ts). */
  zone?: 'materialDeck' | 'banishment' | 'memory' | 'graveyard';
  /** The objects sacrificed and graveyard cards banished for that permission's extra costs. */
  costParts?: string[];
  /** Prepare N declared (true) or declined (false); absent until asked. */
  prepared?: boolean;
  /** The card's own alternative cost declared (true) or declined (false); absent until asked (effects/alternative-costs.ts). */
  altCost?: boolean;
  /** Brew declared (true) or declined (false); absent until asked. */
  brewing?: boolean;
  /** Ingredient objects chosen to sacrifice for Brew. */
  ingredients?: ObjectId[];
  /** Fire cards in the graveyard banished for Kindle, each paying 1 of the reserve cost. */
  kindle?: CardId[];
  kindleDone?: boolean;
  /** Starcalling: the resolution that was glimpsing, resumed once this activation is on the stack. */
  resume?: Resolution;
  /** The resolution to go on with once the activation is made, when it differs from `resume` (which a cancel goes on with). */
  resumeDone?: Resolution;
  /** Command: the awake ally rested (instead of the champion) that will perform the attack. */
  commandAlly?: ObjectId;
  reserveNeeded: number;
  memoryNeeded: number;
}

export interface AttackDraft {
  attacker: ObjectId;
  weapon: ObjectId | null;
  /** 'player': Cleave chooses a player instead of a target; 'extra': Multistrike's additional targets. */
  stage: 'weapon' | 'target' | 'player' | 'extra' | 'payment';
  /** Defenders chosen so far (the first is the attack target; Cleave: all the chosen player's objects). */
  chosen?: ObjectId[];
  /** How many of `chosen` came from the target (or Cleave) step; the rest are Multistrike's. */
  base?: number;
  cleave?: boolean;
  /** Set when the attack comes from an attack card resolving into the intent. */
  fromIntent: boolean;
  intentCard?: CardId;
  /** 'payment': the weapon's additional reserve cost, chosen so far (flow/attack-costs.ts). */
  reserve?: CardId[];
  reserveObjects?: ObjectId[];
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
  /** The card of the object whose death the trigger is about (src/engine/effects/event-card.ts). */
  eventCard?: CardId;
  /** An On Kill's killed unit as it last was (effects/killed-lki.ts). */
  eventLki?: import('./effects/killed-lki.js').KilledLki;
  /** The player whose object a "whenever … is destroyed" trigger is about, as it was destroyed (src/engine/effects/destroyed-card-banish.ts). */
  eventPlayer?: PlayerId;
  /** A leaving object's own trigger: the object that left (src/engine/effects/banished-by-source.ts). */
  leftSource?: ObjectId;
  /** A delayed or reflexive triggered ability, carried with the trigger. */
  inline?: Ability;
  /** The source's last-known information, when the source had left as the ability triggered. */
  lki?: { power: number; controller: PlayerId; counters?: Partial<Record<CounterKind, number>>; imbued?: boolean };
  /** "Whenever one or more": the batch of simultaneous events this trigger stands for. */
  batch?: string;
  /** "Whenever one or more": every object the batch's events named ("one of those tokens"), copied to the stack item. */
  eventObjects?: ObjectId[];
  /** A number the trigger carries (Agility N's N), copied to the stack item's x. */
  x?: number;
  /** The card a rules trigger is about (a Preserved or Suppressed card), copied to the stack item. */
  card?: CardId;
  /** A "choose one" trigger: the mode chosen as it is put on the stack (play/activation.ts), copied to the stack item. */
  mode?: number;
}

/** A delayed trigger waiting in the game (abilities-triggered-abilities.md): fires once, then is gone. */
export interface DelayedTrigger {
  id: string;
  controller: PlayerId;
  /** The card whose ability created it (its source for characteristics). */
  def: string;
  source?: ObjectId;
  /** `player`: that player's phase instead of the controller's ("their next end phase"; effects/memory-banish-return.ts). */
  when: { at: 'beginPhase'; phase: 'recollection' | 'end'; whose: 'yours' | 'each'; player?: PlayerId } | { at: 'leaves'; object: ObjectId };
  ability: Ability;
  /** Only from this turn on ("the next end phase" when created during an end phase is the next turn's). */
  afterTurn?: number;
}

/** Where a resolving stack item stands, so a choice in the middle can resume it. */
export interface Resolution {
  item: StackItem;
  effects: Effect[];
  index: number;
  /** Leaving replacements chosen by the affected objects' controllers (object → replacement id; effects/replacement.ts). */
  leaving?: Record<ObjectId, string>;
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
  cards: Record<CardId, { owner: PlayerId; def: string; /** A copy treated as a card, not a physical card (src/engine/effects/copy-cards.ts). */ copy?: boolean }>;
  /** Card definitions by slug (Index facts and our script). Never changes during a game. */
  defs: Record<string, CardDef>;
  objects: Readonly<Record<ObjectId, ObjectState>>; // replaced, never edited (state/clone.ts: mutObj, ownObjects)
  /** Field order of objects (for display and deterministic iteration). */
  field: readonly ObjectId[]; // replaced, never edited (state/clone.ts shares it)
  turn: number;
  turnPlayer: number; // index into players
  firstPlayer: number;
  phase: Phase;
  /** Where the current phase stands, for phases with several steps. */
  phaseStep: number;
  combat: Combat | null;
  stack: readonly StackItem[]; // last is the top; replaced, never edited
  /** Who holds Opportunity, and how many consecutive passes have been made. */
  opportunity: { player: number; passes: number } | null;
  pending: Decision | null;
  pendingTriggers: readonly PendingTrigger[]; // replaced, never edited
  effects: readonly ContinuousEffect[]; // replaced, never edited (state/clone.ts shares it)
  keywordGrants: readonly KeywordGrant[]; // replaced, never edited
  /** Continuous effects on characteristics (layers A to E), oldest first. */
  characteristicEffects?: CharacteristicEffect[];
  /** Game-long abilities given to inner lineage cards of a kind (src/engine/effects/lineage-grants.ts): replaced, never edited. */
  lineageGrants?: { filter: import('../cards/vocabulary.js').CardFilter; ability: import('../cards/vocabulary.js').Ability }[];
  /** Permissions and prohibitions made by resolutions (src/engine/effects/permissions.ts). */
  permissionEffects?: PermissionEffect[];
  /** Damage prevention effects in force (src/engine/effects/prevention.ts). */
  preventions?: Prevention[];
  /** Replacement effects on leaving the field ("banish it instead"; src/engine/effects/replacement.ts). */
  replacements?: LeavingReplacement[];
  /** Players whose champion levelled up this turn. */
  leveledUpThisTurn: readonly PlayerId[]; // replaced, never edited
  /** Empower granted to players (summed per player, for the turn it was granted). */
  empower?: { player: PlayerId; amount: number; turn: number }[];
  /** Aenean Progression: cards with it each player has resolved this game. */
  aeneanResolved?: Record<PlayerId, number>;
  /** The card activation now resolving, with its activation properties (for conditions and "as if" level). */
  resolving?: { player: PlayerId; def: string; prepared?: boolean; imbued?: boolean; brewed?: boolean; empowered?: number; ephemeral?: boolean };
  /** Attack cards in the intent that were activated with Ephemerate: banished at end of combat. */
  ephemeralIntent?: CardId[];
  /** The latest attack card to enter an intent, if it was activated prepared (effects/prepared-intent.ts). */
  preparedIntent?: CardId[];
  /** The latest attack card to enter an intent, if it was imbued (effects/prepared-intent.ts). */
  imbuedIntent?: CardId[];
  /** Each player's mastery (game-mechanics-mastery.md): at most one. */
  masteries?: Record<PlayerId, MasteryState>;
  /** Each player's statuses (game-mechanics-statuses.md): one instance of each. */
  statuses?: Record<PlayerId, string[]>;
  /** Delayed triggered abilities created by resolved effects, waiting for their moment. */
  delayedTriggers?: DelayedTrigger[];
  /** Agility instances players have gained, lost at clean-up (glossary/keywords-and-abilities.md#agility-n). */
  agility?: { player: PlayerId; amount: number; def: string }[];
  /** Activation cost changes made by resolutions, lasting the turn (src/engine/effects/cost-changes.ts). */
  /** `fromTurn`: it waits for that player's first turn after this turn number (effects/cost-changes.ts). */
  costChanges?: { player: PlayerId; amount: number; filter: CardFilter; next: boolean; def: string; fromTurn?: number }[];
  /** Control changes that end with the turn: who had the object before (src/engine/effects/control-change.ts). */
  temporaryControl?: { object: ObjectId; controller: PlayerId; previous: PlayerId }[];
  /** Materialize cost increases on a player until the beginning of `controller`'s next turn (src/engine/effects/materialize-surcharge.ts). */
  materializeSurcharges?: { player: PlayerId; amount: number; controller: PlayerId; duration: Duration; def: string }[];
  /** Reserve every attack declaration asks this turn (src/engine/effects/attack-tax.ts). */
  attackTaxes?: { amount: number; def: string; /** Lasting until this controller's next turn begins (effects/attack-tax.ts). */ duration?: 'untilYourNextTurn'; controller?: PlayerId;
    /** Only attack declarations with champions (or with allies): effects/attack-tax.ts. */ attackers?: 'champions' | 'allies' }[];
  /** Damage each player's champion was dealt this turn, and the combat part of it (src/engine/effects/champion-damage.ts). */
  championDamage?: Record<PlayerId, { total: number; combat: number }>;
  /** The units each player's champion dealt combat damage to this turn (src/engine/effects/champion-damaged-targets.ts). */
  championCombatDamaged?: Record<PlayerId, ObjectId[]>;
  /** The units each unit dealt combat damage to this turn (effects/hit-units-banished.ts). */
  hitThisTurn?: Record<ObjectId, ObjectId[]>;
  /** What the attack that last ended used (effects/last-attack.ts). */
  lastAttack?: import('./effects/last-attack.js').LastAttack;
  /** Combat damage each player's champion has dealt this turn, in all (src/engine/effects/champion-damaged-targets.ts). */
  championCombatDamageDealt?: Record<PlayerId, number>;
  /** Elemental requirements ignored for the rest of the game (src/engine/effects/element-ignores.ts). */
  elementIgnores?: (ElementIgnore & { player: PlayerId })[];
  /** Extra counters objects enter with this turn (src/engine/effects/enter-counters.ts). */
  enterCounterRules?: { player: PlayerId; counter: CounterKind; count: number; filter: CardFilter; next: boolean; activated: boolean; def: string; anyController?: boolean }[];
  enterCounterCards?: { card: CardId; counter: CounterKind; count: number }[];
  /** Objects entering rested or distant this turn (src/engine/effects/enter-states.ts). */
  enterStateRules?: { player?: PlayerId; state: 'rested' | 'distant'; filter: CardFilter; activated: boolean; def: string;
    /** Only objects entering under the control of a player other than this one (src/engine/effects/next-entry-states.ts). */ notPlayer?: PlayerId;
    /** The next batch only: the batch that used it, once one did (src/engine/effects/next-entry-states.ts). */ nextBatch?: true; batch?: string;
    /** Lasting until this player's next turn begins instead of the end of this turn. */ untilTurnOf?: PlayerId }[];
  enterStateCards?: { card: CardId; state: 'rested' | 'distant' }[];
  /** Preserved cards: face up in their owner's material deck. */
  preserved?: CardId[];
  /** Counters on cards that are not objects (omen counters on cards in banishment). */
  cardCounters?: Record<CardId, Partial<Record<CounterKind, number>>>;
  /** Suppressed cards waiting in banishment to return at the next end phase, and who suppressed them. */
  suppressed?: { card: CardId; controller: PlayerId }[];
  /** Unscripted cards and abilities on the stack: the state before each was played, for an objection (by card or ability item key). */
  assistCheckpoints?: Record<string, GameState>;
  /** Assisted resolutions an opponent objected to: noted for the match (src/engine/play/assisted.ts). */
  disputes?: { turn: number; def: string; controller: PlayerId; by: PlayerId }[];
  /** Bonuses waiting for a unit's next attack, or its attacks this turn (effects/attack-bonuses.ts). */
  attackBonuses?: import('./effects/attack-bonuses.js').AttackBonus[];
  /** The cards each player activated this turn, in order ("your first Mage action card each turn"): replaced, never edited. */
  activationsThisTurn?: readonly { player: PlayerId; def: string; /** It was brewed (src/engine/effects/brews.ts). */ brewed?: true }[];
  /** Promises about a player's next card activation of a kind this turn (src/engine/effects/next-activation.ts): replaced, never edited. */
  nextActivationPromises?: readonly { player: PlayerId; turn: number; grant: 'fast' | 'ignoreElements'; filter: CardFilter; def: string }[];
  /** Players whose next card activation this turn can't be negated (src/engine/effects/unnegatable.ts). */
  unnegatableNext?: readonly { player: PlayerId; turn: number }[];
  /** How many cards each player has drawn this turn (a draw limit asks). */
  drawsThisTurn?: Readonly<Record<PlayerId, number>>;
  /** Triggered abilities made by effects that watch one object until their controller's next turn (src/engine/effects/timed-watchers.ts). */
  timedWatchers?: import('./effects/timed-watchers.js').TimedWatcher[];
  /** "Until end of turn, whenever …" abilities made by effects (src/engine/effects/turn-watchers.ts): replaced, never edited. */
  turnWatchers?: readonly import('./effects/turn-watchers.js').TurnWatcher[];
  /** How many attacks each player has declared this turn (src/engine/effects/attack-count.ts): replaced, never edited. */
  attacksThisTurn?: Readonly<Record<PlayerId, number>>;
  /** The players whose champion has declared an attack this turn (src/engine/effects/turn-history.ts): replaced, never edited. */
  championAttackedThisTurn?: readonly PlayerId[];
  /** Attacks each object declared this turn (src/engine/effects/first-attack.ts). */
  attacksByObjectThisTurn?: Readonly<Record<ObjectId, number>>;
  /** Players who used their free starcall, by turn (src/engine/effects/free-starcalling.ts). */
  freeStarcallUsed?: readonly { player: PlayerId; turn: number }[];
  /** Effects letting a player starcall for (0) this turn, with the card that made each (src/engine/effects/free-starcalling.ts). */
  freeStarcallPermits?: readonly { player: PlayerId; turn: number; def: string }[];
  /** Elements chosen for a card, read by its Inherited Effect (src/engine/effects/chosen-elements.ts). */
  chosenElements?: Readonly<Record<CardId, Element[]>>;
  /** Classes chosen for cards (effects/chosen-class.ts): replaced, never edited. */
  chosenClasses?: Readonly<Record<CardId, string>>;
  /** Cards a source's ability banished, to be returned by a later ability of it (src/engine/effects/banished-by-source.ts). */
  banishedBySource?: readonly { source: ObjectId; card: CardId }[];
  /** Banished cards a player may play, with the permission's condition and the card that made it (src/engine/effects/banished-playable.ts). */
  banishedPlayable?: readonly { card: CardId; player: PlayerId; def: string; condition?: Condition; until: 'yourNextTurn' | 'endOfTurn' | 'endOfYourNextTurn'; made: number; /** A graveyard card instead of a banished one (effects/banished-playable.ts). */ zone?: 'graveyard' }[];
  /** The players who materialized a card this turn (Fatal Timepiece asks). */
  materializedThisTurn?: readonly PlayerId[];
  /** How many objects each player has suppressed this turn (effects/object-keywords.ts): replaced, never edited. */
  suppressesThisTurn?: Readonly<Record<PlayerId, number>>;
  /** Card activations negated this turn, by the player who negated each (src/engine/effects/negations.ts). */
  negationsThisTurn?: readonly PlayerId[];
  /** Objects that stay rested in wake up phases while `controller` controls `source` (src/engine/effects/wake-up-held.ts): replaced, never edited. */
  wakeUpHeld?: readonly { object: ObjectId; source: ObjectId; controller: PlayerId }[];
  nextId: number;
  nextTimestamp: number;
  result: GameResult | null;
  log: LogEntry[];
}

/** A mastery a player has: a player function, not an object. */
export interface MasteryState {
  def: string;
  counters: Partial<Record<MasteryCounter, number>>;
  /** Shifting Currents: the direction it is set to. */
  direction?: Direction;
}

export interface LogEntry { turn: number; player?: PlayerId; text: string }

// ---------- Inputs ----------

export type Action =
  | { type: 'pass' }
  | { type: 'concede' }
  | { type: 'activate'; card: CardId }
  | { type: 'materialize'; card: CardId }
  | { type: 'bestow'; card: CardId }
  | { type: 'skipMaterialize' }
  | { type: 'activateAbility'; object: ObjectId; index: number }
  | { type: 'activateBoonAbility'; card: CardId; index: number }
  | { type: 'activateGraveyardAbility'; card: CardId; index: number } // effects/graveyard-abilities.ts
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
  | { type: 'assist'; tool: AssistTool }
  | { type: 'declarePrepare'; prepare: boolean } // Prepare N: pay the optional counters or not
  | { type: 'declareBrew'; brew: boolean } // Brew: use the alternative cost or not
  | { type: 'declareAltCost'; use: boolean } // the card's own alternative cost instead of its reserve cost, or not (effects/alternative-costs.ts)
  | { type: 'chooseIngredient'; object: ObjectId } // an object sacrificed for Brew
  | { type: 'chooseKindle'; card: CardId | null } // a fire card banished for Kindle; null: no more
  | { type: 'ephemerate'; card: CardId } // activate a card from your graveyard with its Ephemerate cost
  | { type: 'activateFromMaterialDeck'; card: CardId } // by the card's own permission (play/material-deck-activation.ts)
  | { type: 'chooseCostPart'; id: string } // an object sacrificed or a graveyard card banished to pay such an activation
  | { type: 'starcall'; card: CardId; /** Paying (0) instead of the Starcalling cost: by the champion's ability (true) or an effect (src/engine/effects/free-starcalling.ts). */ free?: true | 'effect' }
  | { type: 'chooseAttackPlayer'; player: PlayerId } // Cleave: the player whose objects are attacked
  | { type: 'noMoreTargets' } // Multistrike: stop adding attack targets
  | { type: 'criticalDiscard'; card: CardId | null } // Critical N: a card discarded toward N; null: let the damage double
  | { type: 'chooseCommandAlly'; object: ObjectId } // Command: the ally that performs the attack (rested as a cost)
  | { type: 'aethercall'; card: CardId; weapon: ObjectId } // while glimpsing, load an Aethercalling card into your Aetherwing
  | { type: 'loadInto'; object: ObjectId } // the object a card is loaded into
  | { type: 'orderReplacement'; replacement: string } // the replacement/prevention effect that applies next
  | { type: 'chooseCopy'; object: ObjectId | null } // the object a card enters as a copy of (null: as itself); // while glimpsing, activate a card with its Starcalling cost
  | { type: 'returnPreserved'; card: CardId } // instead of materializing, a Preserved card goes to your hand
  | { type: 'payWither'; card: CardId | null } // a hand card toward the current wither payment; null: don't pay
  | { type: 'chooseLink'; object: ObjectId } // Link: the object a Link object entering other than from the stack links to
  | { type: 'chooseName'; name: string } // a card name chosen as a boon is gained
  | { type: 'consent'; accept: boolean } // accept or object to an assisted resolution

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
  | { tool: 'moveCard'; card: CardId; to: 'hand' | 'graveyard' | 'banishment' | 'memory' | 'deckTop' | 'deckBottom' } // one of your own cards
  | { tool: 'banish'; object: ObjectId } // banish an object from the field
  | { tool: 'bounce'; object: ObjectId } // return an object to its owner's hand
  | { tool: 'mill'; player: PlayerId; count: number } // the top cards of a player's deck into their graveyard
  | { tool: 'lookTop'; count: number } // look at the top cards of your own deck (only you see them)
  | { tool: 'discardChosen'; player: PlayerId } // a player discards a card of their choice
  | { tool: 'modify'; object: ObjectId; stat: 'power' | 'life'; amount: number } // +N until end of turn
  | { tool: 'prevent'; object: ObjectId; amount: number } // prevent the next N damage to a unit this turn
  /** Search your own main deck for a card with this definition (options are offered by name, never in deck order); the deck is shuffled after. */
  | { tool: 'search'; def: string; to: 'hand' | 'graveyard' | 'field' }
  | { tool: 'shuffle' } // shuffle your own main deck
  | { tool: 'done' };

/**
 * Assisted resolution: the controller carries out the text of an unscripted card or ability with
 * the tools (src/engine/play/assisted.ts), then the opponent accepts or objects.
 */
export interface AssistedDecision {
  kind: 'assisted';
  player: PlayerId;
  item: StackItem;
  steps: number;
  /**
   * What an objection returns to: for a card or an activated ability, the state before it was
   * played; for a triggered ability, the state before its resolution began (it then does nothing).
   */
  before: GameState;
  /** 'play': `before` is the state before the card was played; 'resolution': the state as this resolution began. */
  undo: 'play' | 'resolution';
  /** An assisted triggered ability: the rest of its resolution, run once it is accepted. */
  resume?: Resolution;
  /** Cards on top of the controller's deck that they looked at with the tools (only they see them). */
  looked?: CardId[];
}

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
  | { type: 'disputed'; def: string; controller: PlayerId; by: PlayerId } // an objection to an assisted resolution
  | { type: 'attack'; attacker: ObjectId; defender: ObjectId }
  | { type: 'gameOver'; result: GameResult };

export type Outcome =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; violation: RuleViolation };

export interface DeckList {
  material: string[]; // slugs
  main: string[];
  sideboard?: string[];
  /** Pantheon variant only: one Lesser and one Greater Boon, presented face down in the Pantheon zone. */
  boons?: string[];
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
