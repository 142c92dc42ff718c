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
  /** 'graveyardCard': a card in a graveyard (controller = its owner). 'activation': a card activation on the stack. 'banishedCard': a card in a banishment (src/engine/effects/banishment-targets.ts). */
  kind: 'unit' | 'ally' | 'champion' | 'object' | 'weapon' | 'item' | 'phantasia' | 'domain' | 'player' | 'graveyardCard' | 'activation' | 'banishedCard';
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
  /** Any object but a champion ("target non-champion object"). */
  nonChampion?: boolean;
  /** "with memory cost M or reserve cost R or less": a card with a memory cost of at most `memory`, or a reserve cost of at most `reserve`. */
  costAtMost?: { memory: number; reserve: number };
  /** Only objects with one of these subtypes ("target Dagger or Sword weapon"). */
  anySubtype?: string[];
  /** Only objects with this keyword ("target unit with taunt"). */
  keyword?: Keyword;
  /** Only objects with this supertype ("Regalia Link"). */
  supertype?: Supertype;
  /** For 'activation': the card must be of this class ("target Mage Spell card activation"). */
  class?: string;
  /** Chosen by an ability "as a Spell": objects with spellshroud can't be chosen (game-mechanics-abilities/README.md). */
  bySpell?: boolean;
  /** Only objects without this subtype ("non-Human ally"). */
  notSubtype?: string;
  /** For 'activation': only one that targets an object you control with one of these subtypes. */
  targetsYour?: string[];
  /** Only objects that have this keyword now ("target ally you control with stealth"). */
  withKeyword?: Keyword;
  /** Only objects defending in the current combat ("target defending ally"). */
  defending?: boolean;
  /** For 'graveyardCard': the card has every one of these subtypes ("Chessman Command card"). */
  subtypes?: string[];
  /** Only objects of at least one of these types ("target item or weapon"). */
  anyType?: CardType[];
  /** "A random target …": the game picks it at random among the legal choices as the trigger goes on the stack (src/engine/effects/random-targets.ts). */
  random?: boolean;
  /** For 'banishedCard': the card has this supertype ("target regalia card"). */
  cardSupertype?: Supertype;
  /** For 'player': only a player who controls exactly this many allies ("target player that controls exactly one ally"). */
  alliesExactly?: number;
  /** For 'activation': the card must not be of this type ("target non-attack card activation"). */
  notCardType?: CardType;
  /** Only objects with damage on them ("target damaged ally"). */
  damaged?: boolean;
  /** Only objects without any of these counters ("… without a buff counter on it"; src/engine/play/targets.ts). */
  withoutCounter?: CounterKind;
  /** Never the controller's own champion ("your champion and up to one other target unit"). */
  notYourChampion?: boolean;
  /** Only ephemeral objects (true) or only objects that are not (false): glossary/game-terms.md#ephemeral. */
  ephemeral?: boolean;
  /** Only cards or objects of this element ("target wind element Aethercharge card in your graveyard"). */
  element?: Element;
  /** Only objects that entered the field this turn. */
  enteredThisTurn?: boolean;
  /** Only objects with at least this many of these counters ("with three or more wither counters on it"). */
  minCounters?: { counter: CounterKind; count: number };
  /** Only objects that are not tokens ("target non-token object"; glossary/game-terms.md#token). */
  nonToken?: boolean;
  /** With kind 'unit': a Siegeable domain may be chosen too ("target unit or Siegeable domain"; src/engine/effects/siege.ts). */
  orSiegeable?: boolean;
  /** For 'graveyardCard': a card in a banishment may be chosen too ("from your banishment or graveyard"). */
  orBanished?: boolean;
  /** For 'graveyardCard': not a regalia card. */
  nonRegalia?: boolean;
  /** For 'activation': only a card of an advanced element (src/engine/play/targets.ts). */
  advancedElement?: boolean;
  /** With kind 'ally': an object with this supertype may be chosen too ("target ally or regalia"; src/engine/play/targets.ts). */
  orSupertype?: Supertype;
  /** For 'graveyardCard' of a card or activated ability: in the same graveyard as the earlier target cards with this flag ("… from a single graveyard"; src/engine/effects/single-graveyard-targets.ts). */
  singleGraveyard?: boolean;
  /** A gated section's target ("[Level 2+] target unit …"): declared only while this holds as the card is activated, else left empty (src/engine/play/gated-targets.ts). */
  onlyIf?: Condition;
  /** Only objects whose power (every modification included) is at most this ("target ally with 2 power or less"). */
  powerAtMost?: number;
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
  | { ref: 'alliesYouControl'; /** Only those with this subtype ("each Chessman ally you control"). */ subtype?: string; /** Only those with at least one of these subtypes ("Animal and Beast allies you control"). */ anySubtype?: string[]; /** Only awake ones ("each awake Chessman ally"). */ awake?: boolean }
  | { ref: 'turnPlayerChampion' } // the champion of the player whose turn it is
  | { ref: 'linked' } // the object the source is linked to (glossary/keywords-and-abilities.md#link)
  | { ref: 'attacker' } // the attacking unit of the current attack
  | { ref: 'defendingPlayerUnits' } // each unit the defending player of the current attack controls
  | { ref: 'chosen'; index?: number } // an object picked by `chooseObjects` (that pick, in the effects run for it)
  /** The champions of the players whose influence (cards in hand and memory, glossary/game-terms.md#influence) is more than `amount`. */
  | { ref: 'championsOfInfluenceAbove'; amount: number }
  /** The champions of the players with at least `min` cards in their memory. */
  | { ref: 'championsOfMemoryAtLeast'; min: number }
  /**
   * Every object on the field like `filter` ("all phantasias", "all non-astra element units", "each other unit"):
   * `alsoType` a second type it must have too ("token allies"), `notElement` an element it must not have,
   * `controller` relative to the effect's controller, `other` never the source (src/engine/effects/matching-objects.ts).
   */
  | { ref: 'objectsMatching'; filter: CardFilter; units?: boolean; alsoType?: CardType; notElement?: Element; controller?: 'you' | 'notYou'; other?: boolean; /** Only rested (true) or only awake (false) objects ("all rested allies"). */ rested?: boolean; /** Only objects with at most this much power as the effect resolves ("all allies with 2 power or less"). */ maxPower?: number; /** Only distant objects ("each distant unit"). */ distant?: boolean }
  /** Every unit but your champion ("all units except for your champion"). */
  | { ref: 'allUnitsButYourChampion' }
  /** The champions of the player who controls the targeted object ("each champion controlled by the same player as that ally"). */
  | { ref: 'targetControllerChampions'; index: number }
  /** Each unit with at least one of these counters on it (`yours`: only those you control), as the effect resolves. */
  | { ref: 'unitsWithCounter'; counter: CounterKind; yours?: boolean; /** Every object with one, not only units ("each object with a wither counter on it"). */ objects?: boolean }
  /** The ephemeral objects the controller controls (glossary/game-terms.md#ephemeral). */
  | { ref: 'yourEphemeralObjects' }
  /** The champion of the controller of the targeted card activation (src/engine/effects/activation-controller.ts). */
  | { ref: 'activationControllerChampion'; index: number }
  /** The champions of the player a "whenever a player summons …" trigger is about ("each champion that opponent controls"; src/engine/flow/triggers.ts). */
  | { ref: 'eventPlayerChampions' }
  /** Each unit the targeted player (this target index) controls ("each unit target opponent controls"). */
  | { ref: 'targetPlayerUnits'; index: number; /** Only their allies ("each ally target opponent controls"). */ allies?: boolean };

/** Where an X comes from, for the `scaled` effect. */
export type AmountSource =
  | { of: 'selfCounters'; counter: CounterKind } // on the source object (as last known once it left)
  | { of: 'selfLoaded'; filter?: CardFilter } // cards loaded into the source object like this, as it resolves
  | { of: 'targetCounters'; index: number; counter: CounterKind } // on a targeted object
  | { of: 'targetReserveCost'; index: number } // a targeted object's printed reserve cost (0 without one)
  | { of: 'controlled'; filter: CardFilter; /** Not the source object ("other Specter allies you control"). */ other?: boolean } // objects you control like this
  | { of: 'eventAmount' } // how much damage the trigger's event dealt
  | { of: 'intent'; filter: CardFilter } // cards in the current attack's intent like this
  | { of: 'x' } // the X declared as it was activated
  | { of: 'chosenPower'; index?: number } // the power of the object picked by `chooseObjects` for these effects, as it was picked
  /** The sum of these counts of the controller's cards (src/engine/effects/counting.ts): "X+Y, where X is … and Y is …". */
  | { of: 'counts'; counts: CardCount[]; /** Less this tally of yours ("… minus your influence"; the result may be negative). */ minus?: Tally }
  /** How many times the controller has suppressed an object this turn, counting no more than `atMost`. */
  | { of: 'suppressedThisTurn'; atMost?: number }
  /** LV: your champion's level as this resolves (an empowered Spell counts the Empower: src/engine/effects/level-amount.ts). */
  | { of: 'championLevel' } // LV: your champion's level as it resolves (glossary/game-terms.md#lv)
  /** The damage counters on your champion as this resolves (glossary/game-terms.md#damage-counters). */
  | { of: 'championDamage' }
  /** Player numbers as this resolves (src/engine/effects/player-amounts.ts): cards in your hand or memory, these counters on your champion. */
  | { of: 'handSize' }
  | { of: 'memorySize' }
  | { of: 'championCounters'; counter: CounterKind }
  /** These counters on the controller's mastery ("sheen counters on your Fractured Memories"; 0 without it: src/engine/effects/player-amounts.ts). */
  | { of: 'masteryCounters'; counter: MasteryCounter }
  /** The damage counters on the trigger's event object (the hit champion), times `times` (src/engine/effects/banish-cost.ts). */
  | { of: 'eventObjectDamage'; times?: number }
  /** The life the objects sacrificed for the activation's additional cost had (src/engine/effects/repeated-gather.ts). */
  | { of: 'sacrificedLife' }
  /** The greatest power among the objects you control like this (0 with none). */
  | { of: 'greatestPower'; filter: CardFilter }
  /** How many more allies the targeted player controls than you (0 when not more). */
  | { of: 'alliesMoreThanYou'; target: number }
  /** Your champion's base level as this resolves, times `times` ("four times that champion's base level"). */
  | { of: 'championBaseLevel'; times?: number }
  /** A tally of the controller's omens or objects, as this resolves (`max`: counted up to that many; src/engine/effects/tallies.ts). */
  | { of: 'tally'; tally: Tally; max?: number }
  /** The influence of the targeted object's owner minus yours (src/engine/effects/influence.ts). */
  | { of: 'targetOwnerInfluenceGap'; index: number }
  /** The base level of the targeted player's champion (its top card's printed level; 0 without a champion). */
  | { of: 'targetPlayerBaseLevel'; index: number }
  /** The source object's power as this resolves (as it last was on the field, once it has left). */
  | { of: 'selfPower' }
  /** The allies on the field (anyone's) with at least one such counter, as this resolves (src/engine/effects/counter-obedience.ts). */
  | { of: 'alliesWithCounter'; counter: CounterKind }
  /** The total of these counters on the units defending in the current combat, as this resolves (0 outside combat). */
  | { of: 'defendersCounters'; counter: CounterKind };

/** `{ player }` is internal: one player's share of an effect on several players. */
/** 'eventObjectController': the controller of the trigger's event object ("that opponent" of an On Champion Hit). */
/** 'turnPlayer': the player whose turn it is as the effect resolves ("if it's an opponent's turn", "at the beginning of each player's … phase"). */
export type PlayerRef = 'you' | 'each' | 'opponents' | 'eventObjectController' | 'turnPlayer' | { ref: 'target'; index: number } | { player: string };

/**
 * How long an effect lasts. 'untilYourNextTurn': until the beginning of the next turn of the effect's
 * controller (it survives the end of the current turn and every other player's turn).
 */
export type Duration = 'untilEndOfTurn' | 'untilYourNextTurn' | 'permanent'
  /** Until the end of the effect controller's next turn: as that turn begins it becomes 'untilEndOfTurn' (src/engine/effects/next-turn-end.ts). */
  | 'untilEndOfYourNextTurn'
  /** "For as long as you control [this]": ends once its source leaves the field or changes control (src/engine/effects/while-controlled.ts). */
  | 'whileYouControlSource';

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
  /** Balance: as many cards in your hand as in your memory. */
  | { kind: 'balance' }
  /** No player has less influence (cards in hand and memory) than you; a tie counts. */
  | { kind: 'leastInfluence' }
  /** You control at least `min` tokens. */
  | { kind: 'controlsTokens'; min: number }
  /** The source object is still on the field ("you may banish it. If you do, …" once it may have left). */
  | { kind: 'selfOnField' }
  /** It is the turn of this condition's player. */
  | { kind: 'yourTurn' }
  | { kind: 'not'; condition: Condition }
  /** You control at least `min` objects of this type. */
  | { kind: 'controlsType'; type: CardType; min: number }
  /** The player whose turn it is materialized a card this turn. */
  | { kind: 'turnPlayerMaterialized' }
  /** The player whose turn it is has an odd number of cards in memory. */
  | { kind: 'turnPlayerMemoryOdd' }
  /** "You control no allies" / "each opponent controls no allies". */
  | { kind: 'controlsNoAllies'; who: 'you' | 'opponents' }
  /** "As long as it's not your end phase": false only during this phase of the controller's own turn. */
  | { kind: 'notYourPhase'; phase: 'materialize' | 'recollection' | 'draw' | 'main' | 'combat' | 'end' }
  /** Your champion has dealt at least `min` combat damage this turn, in all (src/engine/effects/champion-damaged-targets.ts). */
  | { kind: 'championDealtCombatDamage'; min: number }
  /** Your champion has been dealt at least `min` damage this turn (`combat`: combat damage only; src/engine/effects/champion-damage.ts). */
  | { kind: 'championDamagedThisTurn'; min: number; combat?: boolean }
  /** It is this phase of an opponent's turn ("only during an opponent's recollection phase"). */
  | { kind: 'opponentsPhase'; phase: 'materialize' | 'recollection' | 'draw' | 'main' | 'combat' | 'end' }
  /** Your omens (banished cards with an omen counter): at least `count` of them (of `type`), or a total reserve cost of at least `totalReserveCost`. */
  | { kind: 'omensWith'; type?: CardType; count?: number; totalReserveCost?: number; /** Only omens of this element. */ element?: Element }
  /** At least `min` cards (of this element / type) in your graveyard. */
  | { kind: 'graveyardCount'; min: number; element?: Element; type?: CardType; /** Only cards that fit this filter too. */ filter?: CardFilter }
  /** An opponent controls an object of this type (with this keyword). */
  | { kind: 'opponentControls'; type?: CardType; keyword?: Keyword }
  /** There are no cards in your material deck. */
  | { kind: 'materialDeckEmpty' }
  /** An opponent controls a champion of this element (the Resonance Baubles). */
  | { kind: 'opponentChampionElement'; element: Element }
  /** Your champion has declared an attack / leveled up this turn (src/engine/effects/turn-history.ts). */
  | { kind: 'championAttackedThisTurn' }
  | { kind: 'championLeveledUpThisTurn' }
  /** One of the targeted object's card types is among the card types of the cards in your banishment (src/engine/effects/turn-history.ts). */
  | { kind: 'targetTypeInBanishment'; index: number }
  /** Some player has suppressed an object this turn (src/engine/effects/turn-history.ts). */
  | { kind: 'objectSuppressedThisTurn' }
  /** Your champion is distant (glossary/game-terms.md#distant). */
  | { kind: 'championDistant' }
  /** The targeted unit is the attacker ("if that ally is attacking"). */
  | { kind: 'targetAttacking'; index: number }
  /** The current attack targets at least one rested unit (any of a Cleave attack's). */
  | { kind: 'attackingRestedUnit' }
  /** Your champion has at least `min` of these counters. */
  | { kind: 'championCounters'; counter: CounterKind; min: number }
  /** Your champion has an even number of these counters (none counts as even). */
  | { kind: 'championCountersEven'; counter: CounterKind }
  /** Your champion is awake. */
  | { kind: 'championAwake' }
  /** An opponent has no cards in their graveyard. */
  | { kind: 'opponentGraveyardEmpty' }
  /** You control at least `min` objects like this. */
  | { kind: 'controlsCount'; filter: CardFilter; min: number }
  /** The controller of the trigger's event object (e.g. the hit champion) has at least `min` cards in memory. */
  | { kind: 'eventObjectControllerMemory'; min: number }
  /** The controller of the trigger's event object (the hit champion) has at most `max` influence (cards in hand and memory). */
  | { kind: 'eventObjectControllerInfluenceAtMost'; max: number }
  /** An opponent controls a champion (without this subtype) whose top card wasn't played, i.e. not materialized onto it (src/engine/effects/played-champion-card.ts). */
  | { kind: 'opponentChampionTopUnplayed'; notSubtype?: string }
  /** The source object entered the field from a banishment ("if it entered from a banishment"). */
  | { kind: 'selfFromBanishment' }
  /** Your champion's level (LV, glossary/game-terms.md#lv) equals the number of cards in your memory. */
  | { kind: 'championLevelEqualsMemory' }
  /** Your influence (cards in hand and memory) is at most `max`. */
  | { kind: 'influenceAtMost'; max: number }
  /** Your champion has fewer of these counters than you control objects of this type. */
  | { kind: 'championCountersBelowCount'; counter: CounterKind; type: CardType }
  /** An opponent controls at least `min` rested units. */
  | { kind: 'opponentRestedUnits'; min: number }
  /** The current attack's intent holds at least `min` (or exactly `exactly`) cards like this. */
  | { kind: 'intentCount'; filter: CardFilter; min?: number; exactly?: number }
  /** An opponent has at least `min` cards in their graveyard. */
  | { kind: 'opponentGraveyardCount'; min: number }
  /** An opponent has at least `min` cards in their memory (game-mechanics/game-mechanics-game-zones/game-zones-memory.md). */
  | { kind: 'opponentMemory'; min: number }
  /** A card under the top card of your champion's lineage fits the filter ("another wind card in its lineage"). */
  | { kind: 'innerLineageHas'; filter: CardFilter }
  /** At least `min` cards of your champion's lineage (top card included) fit the filter (src/engine/effects/lineage-cards.ts). */
  | { kind: 'lineageCount'; filter: CardFilter; min: number }
  /** The X chosen as the resolving ability was activated is at least `min` ("if X is 3 or greater"; only in an `if` of its effects). */
  | { kind: 'xAtLeast'; min: number }
  /** An opponent's influence (cards in hand and memory) is at least `min`. */
  | { kind: 'opponentInfluence'; min: number }
  /** Some player's memory holds a card of this element (what "each player reveals their memory" shows). */
  | { kind: 'anyMemoryHas'; element: Element }
  /** Inside an `if` effect only: an object of `subject` (e.g. the one just chosen) is controlled by the effect's controller. */
  | { kind: 'subjectYours'; subject: Subject }
  /** Your main deck held no unique card as the game started (src/engine/flow/bestow-restrictions.ts). */
  | { kind: 'startingDeckNoUnique' }
  /** On a boon: the boon itself has at least `min` of these counters (src/engine/effects/boon-ops.ts). */
  | { kind: 'boonCounters'; counter: BoonCounter; min: number }
  /** An opponent controls at least `min` units (src/engine/effects/level-amount.ts). */
  | { kind: 'opponentUnits'; min: number }
  /** In a resolution: the number the trigger carries (damage dealt, amount recovered) is at least `min` (src/engine/effects/resolution-conditions.ts). */
  | { kind: 'eventAmountAtLeast'; min: number }
  /** In a resolution: the targeted player's influence is greater than yours (src/engine/effects/resolution-conditions.ts). */
  | { kind: 'targetInfluenceGreater'; index: number }
  /** You have activated a card with this subtype this turn ("Harmonize: if you've activated a Melody card this turn"). */
  | { kind: 'activatedThisTurn'; subtype: string }
  /** The targeted object fits `filter`, is (or is not) fostered, has at least one `hasCounter` counter (src/engine/state/query.ts). */
  | { kind: 'targetIs'; index: number; filter?: CardFilter; fostered?: boolean; hasCounter?: CounterKind }
  /** The resolving card activation (or the source object) is ephemeral (game-mechanics-properties-and-states.md). */
  | { kind: 'ephemeral' }
  /** An opponent controls at least `min` objects like this ("an opponent controls three or more units"). */
  | { kind: 'opponentControlsCount'; filter: CardFilter; min: number }
  /** You have Agility (an instance gained this turn, glossary/keywords-and-abilities.md#agility-n). */
  | { kind: 'hasAgility' }
  /** The current attack targets a unit like this: fits `filter`, has `keyword`, has at least `minLife` life (any of a Cleave attack's). */
  | { kind: 'attackTargetIs'; filter?: CardFilter; keyword?: Keyword; minLife?: number }
  /** A targeted object has at least `min` of these counters ("if that unit has a buff counter on it"). */
  | { kind: 'targetCounters'; index: number; counter: CounterKind; min: number }
  /** The source object is ephemeral (glossary/game-terms.md#ephemeral); once it has left, as it last was on the field. */
  | { kind: 'selfEphemeral' }
  /** The source object is distant ("activate this only if it is distant"; src/engine/effects/distance.ts). */
  | { kind: 'selfDistant' }
  /** The trigger's event object has at least `min` of these counters ("if that ally has no buff counters", negated). */
  | { kind: 'eventObjectCounters'; counter: CounterKind; min: number }
  /**
   * The unit the current attack targets (its defender) has one of these keywords, this supertype and type, or an odd
   * or even life stat ("as long as it is attacking a unit with taunt"; src/engine/effects/defender-conditions.ts).
   */
  | { kind: 'defenderIs'; /** Its controller has no cards in hand. */ controllerHandEmpty?: boolean; anyKeyword?: Keyword[]; supertype?: Supertype; type?: CardType; life?: 'odd' | 'even'; /** It has at least one of these counters. */ withCounter?: CounterKind }
  /** A tally of the controller's omens or objects is at least `min` (or exactly `exactly`): src/engine/effects/tallies.ts. */
  | { kind: 'tally'; tally: Tally; min?: number; exactly?: number; /** Less than this other tally (src/engine/effects/influence.ts users: "your influence is less than your omens"). */ lessThan?: Tally }
  /** Ephemeral objects (glossary/game-terms.md#ephemeral, src/engine/effects/ephemeral.ts). */
  /** The targeted object is ephemeral. */
  | { kind: 'targetEphemeral'; index: number }
  /** The unit the current attack targets is ephemeral. */
  | { kind: 'defenderEphemeral' }
  /** The targeted object fits the filter (and, with `defending`, is defending in the current combat): "if that unit is a champion". */
  | { kind: 'targetMatches'; index: number; filter?: CardFilter; defending?: boolean }
  /** The trigger's event object (the hit champion): at least `min` cards of its lineage fit the filter, or it has at least `min` damage counters (src/engine/effects/hit-champion-conditions.ts). */
  | { kind: 'eventObjectLineageCount'; filter: CardFilter; min: number }
  | { kind: 'eventObjectDamage'; min: number }
  /** Your material deck holds exactly this many cards now, or held as the game began (src/engine/effects/materialize-only.ts). */
  | { kind: 'materialDeckSize'; exactly: number }
  | { kind: 'startingMaterialDeckSize'; exactly: number }
  /** The current attack's attacker fits the filter (src/engine/effects/ally-weapons.ts). */
  | { kind: 'attackerIs'; filter: CardFilter }
  /** You have activated no card of this type this turn yet ("the first attack card you activate this turn"). */
  | { kind: 'noneActivatedThisTurn'; type: CardType }
  /** The source object is one of the current attack's targets (src/engine/effects/redirect-from-self.ts). */
  | { kind: 'attackTargetsSelf' }
  /** The controller of the targeted object has at least `min` cards in their graveyard. */
  | { kind: 'targetControllerGraveyard'; index: number; min: number }
  /** A card activation has been negated this turn, by anyone (src/engine/effects/negations.ts). */
  | { kind: 'negatedThisTurn' }
  /** In an On Kill's resolution: the killed unit had an odd or even life stat as it last was on the field (src/engine/effects/killed-life.ts). */
  | { kind: 'killedLifeParity'; parity: 'odd' | 'even' }
  /** A unit you control with this subtype is attacking (src/engine/state/query.ts). */
  | { kind: 'yourUnitAttacking'; subtype?: string }
  /** An ally with this subtype is attacking, whoever controls it ("if a Chessman ally is attacking"; src/engine/state/query.ts). */
  | { kind: 'allyAttacking'; subtype?: string }
  /** In a resolution: the card of the targeted activation (this target index) has an odd or even reserve cost, X as declared; no reserve cost is neither (src/engine/effects/resolution-conditions.ts). */
  | { kind: 'targetActivationReserveCost'; index: number; parity: 'odd' | 'even' }
  /** The targeted unit's level (LV, modifications included) is at most `max` ("if that champion is level 0 or lower"). */
  | { kind: 'targetLevelAtMost'; index: number; max: number }
  /** The unit the current attack targets is controlled by a player other than you (src/engine/state/query.ts). */
  | { kind: 'defenderNotYours' }
  /** In a resolution: the targeted player (this target index) is an opponent of yours (src/engine/effects/resolution-conditions.ts). */
  | { kind: 'targetPlayerIsOpponent'; index: number }
  /** At least `min` cards like this among all players' banishments (src/engine/effects/zone-counts.ts). */
  | { kind: 'allBanishments'; filter: CardFilter; min: number }
  /** At least `min` cards like this in your memory (src/engine/effects/zone-counts.ts). */
  | { kind: 'memoryCount'; filter: CardFilter; min: number }
  /** The object the source is linked to has this keyword now (glossary/keywords-and-abilities.md#link). */
  | { kind: 'linkedHasKeyword'; keyword: Keyword }
  /** An opponent controls a unit whose life stat (every modification included) is even or odd. */
  | { kind: 'opponentUnitLife'; parity: 'even' | 'odd' }
  /** In a resolution: a graveyard trigger's own card is still in its owner's graveyard (src/engine/effects/resolution-conditions.ts). */
  | { kind: 'sourceCardInGraveyard' }
  /** The resolving card was activated from its owner's memory (src/engine/play/memory-activation.ts). */
  | { kind: 'activatedFromMemory' }
  /** In a resolution: a preserved card's own trigger, its card still Preserved in its owner's material deck (src/engine/effects/preserved-triggers.ts). */
  | { kind: 'sourceCardPreserved' }
  /** You have brewed a card like this this turn ("if you've brewed a Potion this turn"; src/engine/effects/brews.ts). */
  | { kind: 'brewedThisTurn'; filter?: CardFilter }
  /** You control a distant unit (glossary/game-terms.md#distant). */
  | { kind: 'controlsDistantUnit' }
  /** The current attack's attacker is distant (glossary/game-terms.md#distant). */
  | { kind: 'attackerDistant' }
  /** In an On Kill's resolution: the killed unit had this subtype and/or one of these keywords as it left (src/engine/effects/killed-lki.ts). */
  | { kind: 'killedWas'; type?: CardType; subtype?: string; anyKeyword?: Keyword[] }
  /** The trigger's event object (the unit hit) fits the filter. */
  | { kind: 'eventObjectMatches'; filter: CardFilter }
  /**
   * The current attack uses a weapon with this subtype. On a triggered ability it says when the ability exists
   * ("as long as … has 'On Hit: …'"): checked as it triggers, not again as it resolves (src/engine/state/query.ts isRestriction).
   */
  | { kind: 'attackUsingWeapon'; subtype: string };

/**
 * Numbers the DTR cards count (src/engine/effects/tallies.ts), relative to a player: 'ephemeralObjects': the
 * ephemeral objects they control; 'omens': their omens (like `filter`); 'omenReserveCosts': how many
 * different reserve costs there are among their omens; 'omenTotalReserveCost': the sum of those costs;
 * 'omenLowestReserveCost': the lowest of them (0 with none); 'objectReserveCosts': how many different reserve
 * costs there are among the objects they control like `filter`.
 */
export type Tally =
  | { of: 'ephemeralObjects' }
  | { of: 'omens'; filter?: CardFilter }
  | { of: 'omenReserveCosts' }
  | { of: 'omenTotalReserveCost' }
  | { of: 'omenLowestReserveCost' }
  /** The most of their omens that share one reserve cost ("two or more omens with the same reserve cost": 2+). */
  | { of: 'omenSharedReserveCost' }
  | { of: 'objectReserveCosts'; filter: CardFilter; /** The cards in their graveyard (like `filter`) count too. */ andGraveyard?: boolean }
  /** The highest power among their omens (0 with none, or none with power). */
  | { of: 'omenHighestPower' }
  /** Cards in their graveyard like `filter`. */
  | { of: 'graveyard'; filter?: CardFilter }
  /** Their champion's level (LV). */
  | { of: 'championLevel' }
  /** Their influence, or the highest influence among their opponents (src/engine/effects/influence.ts). */
  | { of: 'influence' } | { of: 'highestOpponentInfluence' }
  /** Cards like `filter` they activated this turn; `otherThan`: one activation of that card (itself, once activated) not counted. */
  | { of: 'activatedThisTurn'; filter: CardFilter; otherThan?: string }
  /** Objects on the field like `filter`, whoever controls them ("the amount of regalia on the field"). */
  | { of: 'fieldObjects'; filter: CardFilter }
  /** The counters of this kind on all objects on the field, whoever controls them ("each wither counter on objects on the field"). */
  | { of: 'fieldCounters'; counter: CounterKind }
  /** How many different elements the objects they control like `filter` have among them ("each different element Slime ally you control"). */
  | { of: 'objectElements'; filter: CardFilter }
  /** These counters on their mastery, divided by `every` and rounded down ("for every four sheen counters on your Fractured Memories"). */
  | { of: 'masteryCounters'; counter: MasteryCounter; every?: number };

export type Effect =
  | { op: 'draw'; who: PlayerRef; count: number; intoMemory?: boolean;
    /** `count` cards for every `every` such counters on the source (last known, once it has left). */
    perSourceCounters?: { counter: CounterKind; every: number };
    /** Only those of the players whose influence is at most this, as it resolves (src/engine/effects/influence.ts). */
    influenceAtMost?: number }
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
  /** The top `count` cards of the deck go to the graveyard (`banish`: they are banished instead: "banish the top N cards of your deck"). */
  | { op: 'mill'; who: PlayerRef; count: number; banish?: boolean }
  | { op: 'discard'; who: PlayerRef; count: number; random?: boolean }
  | { op: 'summonToken'; token: string; count: number; rested?: boolean; /** It enters with these counters. */ counters?: Partial<Record<CounterKind, number>>; /** Who summons it (you by default): "target opponent summons …". */ summoner?: PlayerRef;
    /** Then, if this holds, those tokens wake up; those tokens gain this keyword (src/engine/effects/summoned-tokens.ts). */ wakeIf?: Condition; grantKeyword?: { keyword: Keyword; duration: Duration } }
  | { op: 'returnToHand'; subject: Subject }
  | { op: 'delevel'; who: PlayerRef } // the top champion card of the lineage returns to the material deck
  | { op: 'grantKeyword'; subject: Subject; keyword: Keyword; duration: Duration }
  | { op: 'banishCard'; target: number } // a targeted card in a graveyard goes to its owner's banishment
  | { op: 'graveyardCardToMemory'; target: number } // a targeted card in a graveyard goes to its owner's memory
  | { op: 'negate'; target: number; /** Its card is banished instead ("banish the card that had its activation negated this way"). */ banish?: boolean;
    /** Its card goes to its owner's memory instead ("put the card … into its owner's memory"). */ toMemory?: boolean } // a targeted card activation is removed from the stack; its card goes to the graveyard
  /** "… unless its controller pays (N)": the controller of the targeted activation may pay N; if they don't, `otherwise` (src/engine/effects/pay-to-do.ts). */
  | { op: 'unlessPays'; target: number; amount: number; otherwise: Effect[];
    /**
     * Who may pay instead of the targeted activation's controller (`target` unused): the controller of the trigger's event
     * object ("destroy the hit ally unless its controller pays"), or an opponent ("unless an opponent pays": each in turn
     * order until one pays; `waiting` is internal). src/engine/effects/unless-others-pay.ts.
     */
    payer?: 'eventObjectController' | 'anOpponent' | /** The player whose turn it is ("at the beginning of each opponent's recollection phase, they may pay …"). */ 'turnPlayer'; waiting?: string[] }
  /** A targeted card in a graveyard goes into its owner's main deck with `fromTop` cards above it (2: third from the top). */
  | { op: 'graveyardCardIntoDeck'; target: number; fromTop: number }
  | { op: 'becomeDistant'; subject: Subject } // until the end of its controller's turn
  /**
   * The current attack now targets this unit, if it may (game-mechanics/game-mechanics-objects-and-targeting.md#redirect);
   * `fromNotYours`: only an attack targeting a unit the effect's controller doesn't control; `then`: only if it was redirected ("if you do").
   */
  | { op: 'redirectAttack'; to: Subject; fromNotYours?: boolean; then?: Effect[] }
  | { op: 'glimpse'; count: number; /** Glimpse N+X, X being the number the trigger carries (the damage of the hit, for On Hit). */ plusX?: boolean } // look at the top N of your deck, put each on top or at the bottom
  /** Look at the top N cards of a targeted player's deck and put each on top or at the bottom, in any order (not a glimpse). */
  | { op: 'arrangeDeckTop'; target: number; count: number }
  | { op: 'search'; filter: CardFilter; to: 'hand' | 'memory' } // then the deck is shuffled
  /** The controller chooses whether to carry out the effects; `otherwise`: what happens when they don't ("you may …. If you don't, …"). */
  | { op: 'may'; effects: Effect[]; otherwise?: Effect[];
    /** The controller of the targeted card activation (this target index) makes the choice instead ("unless its controller has …"; src/engine/effects/activation-controller.ts). */ asker?: { activationTarget: number } }
  /** An unscripted card's ability: its controller carries out the text with the assisted tools (src/engine/play/assisted.ts). */
  | { op: 'assisted' }
  // Copies, double-faced cards, generated cards, masteries and statuses (src/engine/effects/copy.ts, transform.ts, mastery.ts).
  | { op: 'copyActivation'; target: number; newTargets?: boolean } // a targeted activation/ability on the stack gets a copy
  | { op: 'copyObject'; subject: Subject; rested?: boolean } // summon a token copy of each object (rested: it enters rested)
  | { op: 'transform'; subject: Subject } // flip a double-faced object to its other side
  | { op: 'generate'; card: string; count?: number; to?: GenerateZone } // a new card from outside the game (hand by default)
  /** Generate a card and put it on the bottom of the lineage of each champion of `subject` (the hit champion's). */
  | { op: 'generateIntoLineage'; card: string; subject: Subject }
  | { op: 'gainMastery'; mastery: string }
  | { op: 'addMasteryCounters'; counter: MasteryCounter; count: number }
  | { op: 'setDirection'; direction: Direction } // Shifting Currents
  // The masteries' own abilities (src/engine/effects/mastery-abilities.ts).
  | { op: 'modifyAttackPower'; amount: number } // "that attack gets +N power": lasts while the current attack goes on
  | { op: 'graveyardToDeckBottom' } // every card of your graveyard goes to the bottom of your deck
  /** Every card of your memory goes to the bottom of your deck in the order you choose, then you draw as many. */
  | { op: 'memoryToDeckBottomThenDraw' }
  /** Every card of your hand and memory goes to the bottom of your deck in the order you choose (src/engine/effects/mastery-abilities.ts). */
  | { op: 'handAndMemoryToDeckBottom' }
  /** Every Preserved card of your material deck goes into your memory (src/engine/effects/preserve.ts). */
  | { op: 'preservedToMemory' }
  | { op: 'millPerMasteryCounter'; counter: MasteryCounter } // put the top X cards of your deck into your graveyard, X = those counters on your mastery
  /** Put X counters on your mastery, X = that kind of counters the trigger's event object had (last known, e.g. a killed ally). */
  | { op: 'masteryCountersFromEventObject'; counter: Extract<MasteryCounter, CounterKind>; ofType?: CardType } // ofType: only when the object was of that type
  /** Move all those counters from each unit of `subject` onto your mastery; `whenAtLeast`: a reflexive trigger if that many moved. */
  | { op: 'moveCountersToMastery'; subject: Subject; counter: Extract<MasteryCounter, CounterKind>; whenAtLeast?: { min: number; effects: Effect[] };
    /** The number moved becomes the item's X for the effects after it ("X is the amount of counters moved this way"). */ movedAsX?: boolean }
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
  | { op: 'load'; into?: Subject; choose?: TargetSpec; /** Load this targeted graveyard card instead of the source's own card. */ targetCard?: number }
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
  | { op: 'permission'; permission: PermissionSpec; subject?: Subject; duration: Duration;
    /** A player action for one player only: a targeted player, or the controller of a targeted object (src/engine/effects/permissions.ts). */
    forPlayer?: { targetPlayer: number } | { controllerOfTarget: number };
    /** Its filter names the targeted object of this index by its name as this resolves ("cards with that ally's name"). */
    nameOfTarget?: number }
  // Cleric effects (src/engine/effects/cleric-ops.ts).
  | { op: 'gather' } // summon one of the six Herb tokens at random (glossary/game-terms.md#gather)
  /** Gather `count` times (usually X from a `scaled` effect; src/engine/effects/repeated-gather.ts). */
  | { op: 'gatherTimes'; count: number }
  /** One card of your choice goes from hand under your deck; `then` happens only when one went. */
  | { op: 'handToDeckBottom'; then: Effect[] }
  /** One card of your choice goes from hand on top of your deck (src/engine/effects/cleric-ops.ts). */
  | { op: 'handToDeckTop' }
  /** Recover `amount` plus the number of cards in your champion's lineage (top card included). */
  | { op: 'recoverPlusLineage'; amount: number }
  /** Each of those players summons the token under their own control. */
  | { op: 'summonTokenFor'; who: PlayerRef; token: string }
  /** "This attack gains …": abilities the current attack has until the combat ends (its On Hit and On Kill trigger for it). */
  | { op: 'attackGains'; abilities: Ability[] }
  /** "Up to N": `effects` offered N times, each accepted or declined by the controller (N usually from `scaled`). */
  | { op: 'mayEach'; count: number; effects: Effect[] }
  /** Your main deck is shuffled. */
  | { op: 'shuffleDeck' }
  /** The cards of the current attack's intent like this gain these abilities while they stay in it (flow/combat.ts). */
  | { op: 'intentCardsGain'; filter: CardFilter; abilities: Ability[] }
  /** The controller of the trigger's event object (the champion hit) banishes a card at random from their memory. */
  | { op: 'banishRandomFromMemory'; whose: 'eventObjectController' | 'opponents' | 'you';
    /** How many cards each banishes (1 when absent); with more than one, `then` follows only when all of them were banished. */ count?: number;
    /** "If you do, …": only when a card was banished this way (src/engine/effects/own-zone-events.ts). */ then?: Effect[] }
  /** A card with this name from your banishment goes into your material deck (nothing when there is none). */
  | { op: 'banishmentToMaterialDeck'; name: string }
  /** The next card you activate this turn: its activation can't be negated (src/engine/effects/unnegatable.ts). */
  | { op: 'nextActivationUnnegatable' }
  /** Every card of your graveyard is shuffled into your deck. */
  | { op: 'shuffleGraveyardIntoDeck' }
  /** Each object of `subject` goes back to its owner's material deck. */
  | { op: 'returnToMaterialDeck'; subject: Subject }
  /** `counter` counters on each object of `subject`, one per card in your memory. */
  | { op: 'addCountersPer'; subject: Subject; counter: CounterKind; per: 'memoryCard' }
  /** Each of those players puts `count` cards of their choice from hand into their memory. */
  /**
   * Each of the players puts `count` cards of their choice from their hand into their memory; `perYourMemoryCard`:
   * that many for each card like this in the memory of the effect's controller (counted as it resolves).
   */
  | { op: 'handToMemory'; who: PlayerRef; count: number; perYourMemoryCard?: CardFilter }
  /** Each of those players reveals `count` random cards of their memory; those of `banishElement` are banished. */
  | { op: 'revealRandomMemory'; who: PlayerRef; count: number; banishElement?: Element;
    /** "If that card is (`not`: is not) [kind], …": `then` when a revealed card fits (does not fit) `filter`; nothing when none was revealed. */
    ifRevealed?: { filter: CardFilter; not?: boolean; then: Effect[] } }
  /** Reveal the top card of your deck; negate the targeted card activation if both have the same reserve cost. */
  | { op: 'negateIfTopCostMatches'; target: number }
  /** You may sacrifice two objects of this subtype that share a name; only if you do, `then`. */
  | { op: 'sacrificePair'; subtype: string; then: Effect[] }
  /**
   * You pick up to `max` cards one by one: 'graveyardToBottom' puts the picked graveyard cards on the
   * bottom of your deck in the order picked; 'handShuffleDraw' shuffles the picked hand cards into
   * your deck, then you draw that many; 'banishForAttackPower' banishes the picked graveyard cards (only those fitting
   * `filter`) and the current attack gets +1 power for each.
   */
  | { op: 'pickCards'; purpose: 'graveyardToBottom' | 'handShuffleDraw' | 'banishForAttackPower'
    /** The picked hand cards go on the bottom of your deck in the order picked, then you draw that many. */
    | 'handToBottomDraw'
    /** The picked memory cards enter the field together, each with one more buff counter; then you draw that many into memory (src/engine/effects/memory-to-field.ts). */
    | 'memoryToFieldBuffDraw'
    /** The picked memory cards go on the bottom of your deck in the order picked, then you draw that many into memory. */
    | 'memoryToBottomDrawMemory'; max: number; filter?: CardFilter;
    /** The picked cards' reserve costs may add up to no more than this. */
    maxTotalReserve?: number }
  /** Empower X, X being the number of objects of this type you control. */
  | { op: 'empowerPerControlled'; type: CardType }
  /** The top card of your deck is shown to all and moved to your material deck, preserved. */
  | { op: 'preserveTopOfDeck' }
  /**
   * "[Unit]'s next attack this turn gets +N power (and has …)" ('next'), or "until end of turn, [unit]'s
   * attacks get +N power (and gain …)" ('thisTurn'): src/engine/effects/attack-bonuses.ts.
   */
  | { op: 'attackBonus'; subject: Subject; amount: number; scope: 'next' | 'thisTurn'; grants?: Ability[];
    /** Only an attack made without a weapon gets it (an armed attack leaves a 'next' bonus waiting). */
    unarmed?: boolean;
    /** Only an attack against a champion gets it (an attack on anything else leaves a 'next' bonus waiting). */
    vsChampion?: boolean }
  /** "The next attack you declare with a unit this turn gets +N power": whichever of your units makes it. */
  | { op: 'attackBonus'; scope: 'yourNext'; amount: number }
  /**
   * "Your champion's first attack (using a [subtype] weapon) during your next turn gets +N power": waiting until the
   * controller's next turn begins, then for that turn only (src/engine/effects/attack-bonuses.ts).
   */
  | { op: 'attackBonus'; scope: 'championNextTurnFirst'; amount: number; weaponSubtype?: string }
  /** "Until end of turn, whenever a unit attacks, that attack gets +N (-N) power": every attack declared from now on this turn, anyone's. */
  | { op: 'attackBonus'; scope: 'everyAttackThisTurn'; amount: number }
  /**
   * "Your champion's next attack this turn (using a [subtype] weapon) gains 'its combat damage can't be prevented'"
   * (src/engine/effects/attack-bonuses.ts).
   */
  | { op: 'attackBonus'; scope: 'championNextUnpreventable'; amount: 0; weaponSubtype?: string }
  /** One card of yours, chosen as this resolves from these zones (not a target), goes to banishment with an omen counter. */
  | { op: 'banishOwnAsOmen'; from: ('graveyard' | 'hand')[] }
  /** "Empower X" / "recover X", X = how many of your cards or objects fit `count` as it resolves (src/engine/effects/counting.ts). */
  | { op: 'countedAmount'; count: CardCount; effect: 'empower' | 'recover' | 'damageEventObject';
    /** X is the count plus this ("… plus 1"). */ plus?: number; /** 'damageEventObject': the damage is unpreventable. */ unpreventable?: boolean }
  /**
   * "Materialize a [filter] card from your material deck" (its costs still paid; the search may find
   * nothing): src/engine/effects/materialize-by-effect.ts. `memoryCost`: only cards with that memory cost.
   */
  | { op: 'materializeFromMaterialDeck'; filter: CardFilter; memoryCost?: number;
    /** A targeted player materializes instead of you ("target opponent may materialize …"). */ player?: { ref: 'target'; index: number };
    /** Champion cards too ("a card"): a level up, by the usual level and lineage rules. */ champions?: boolean;
    /** "If they do, …": only once a card's materialization has been made (src/engine/effects/materialize-by-effect.ts). */ then?: Effect[];
    /** "From your material deck or banishment": cards of the banishment may be materialized too. */ orBanishment?: boolean }
  /**
   * Until end of turn, cards the players (`who`, relative to the controller) activate that fit `filter`
   * cost `amount` more (negative: less); `next`: only the next such card each of them activates (src/engine/effects/cost-changes.ts).
   */
  | { op: 'costChange'; amount: number; filter?: CardFilter; next?: boolean;
    /** Also the controller of the trigger's event object ("that opponent" of an On Champion Hit), or of the targeted object (this target index). */
    who: 'you' | 'opponents' | 'eventObjectController' | { targetController: number };
    /** During that player's next turn instead of this one ("the first card that opponent activates during their next turn"). */
    theirNextTurn?: boolean }
  /** For the rest of the game, its controller ignores the elemental requirements of such cards (src/engine/effects/element-ignores.ts). */
  | { op: 'ignoreElementalRequirements'; rule: ElementIgnore }
  /**
   * This turn, objects of the kind its controller gets enter with `count` additional counters: every one entering
   * under their control, or (`activated`) cards of the kind they activate, (`next`) only the next one (src/engine/effects/enter-counters.ts).
   */
  | { op: 'enterCounters'; counter: CounterKind; count: number; filter: CardFilter; next?: boolean; activated?: boolean;
    /** Objects entering under any player's control ("this turn, allies enter the field with …"). */ anyController?: boolean }
  /** Put counters on an object you control like this, chosen as this resolves, not targeted (src/engine/effects/chosen-counters.ts). */
  | { op: 'countersOnChosen'; filter: CardFilter; counter: CounterKind; count: number }
  /** Return a card like this, chosen as this resolves, from your graveyard to your hand (src/engine/effects/graveyard-return.ts). */
  | { op: 'returnFromGraveyard'; filter: CardFilter; /** The targeted graveyard card (this target index) instead of a chosen one ("return target … card from your graveyard"). */ target?: number; /** To your memory instead of your hand. */ to?: 'memory' }
  /** The controller (`each`: every player) reveals every card of their memory (their names go to the public log). */
  | { op: 'revealMemory'; each?: boolean }
  /** Each of those players reveals every card of these zones (src/engine/effects/reveal-zones.ts). */
  | { op: 'revealZones'; who: PlayerRef; zones: ('hand' | 'memory')[] }
  /**
   * An effect whose number is X (times `sign`, plus `plus`), X worked out as this resolves (src/engine/effects/scaled-amounts.ts):
   * it replaces the effect's amount (damage, stat change, Empower, attack power), count (counters, cards) or set stat values.
   */
  | { op: 'scaled'; x: AmountSource; plus?: number; sign?: -1; effect: Effect; /** X is divided by this, rounded down, first ("for every three cards"). */ per?: number;
    /** X counts no more than this ("for each of up to three …"). */ atMost?: number;
    /** X is multiplied by this ("three times …"). */ times?: number }
  /**
   * "Choose an ally you control" (not a target), `count` times (src/engine/effects/choose-objects.ts): `upTo`: the controller
   * may stop early; `distinct`: an object may be picked once. `effects` run once for each pick, `{ ref: 'chosen' }` being it.
   */
  | { op: 'chooseObjects'; filter: CardFilter; count: number; upTo?: boolean; distinct?: boolean; effects: Effect[];
    /** Who chooses (and whose objects): the controller of the trigger's event object instead of the effect's controller. */ chooser?: 'eventObjectController';
    /** Objects any player controls may be picked ("choose any amount of non-champion objects", "choose a unit"). */ anyController?: boolean;
    /** The targeted player (this target index) makes the choice among the objects they control ("target player … puts … on an ally they control"). */ byTargetPlayer?: number;
    /** Only objects without this kind of counter on them. */ withoutCounter?: CounterKind;
    /** Only the objects of the trigger's batch of events ("one of those tokens"; src/engine/flow/triggers.ts). */ amongEventObjects?: boolean;
    /** Never the source object itself ("choose another ally you control"). */ other?: boolean;
    /** Only objects the chooser doesn't control ("up to one ally you don't control"). */ notYours?: boolean;
    /** The source object may be picked too, whatever the filter ("[this] or a Fatebound ally you control"). */ orSelf?: boolean }
  /**
   * This turn, objects like `filter` enter the field rested or distant: those entering under the controller's control
   * (`everyPlayer`: anyone's), or (`nextActivated`) only the next such card the controller activates (src/engine/effects/enter-states.ts).
   */
  | { op: 'enterState'; state: 'rested' | 'distant'; filter: CardFilter; everyPlayer?: boolean; nextActivated?: boolean;
    /** Only the next time one or more such objects would enter this turn: the first batch entering together (src/engine/effects/next-entry-states.ts). */
    nextBatch?: boolean;
    /** Only objects entering under an opponent's control (of the effect's controller). */
    opponents?: boolean;
    /** Until the beginning of the controller's next turn instead of the end of this one (src/engine/effects/next-entry-states.ts). */
    duration?: 'untilYourNextTurn' }
  /** The controller loses the game (glossary/game-terms.md#lose). */
  | { op: 'loseGame' }
  /** The controller wins the game: the game ends with their win (src/engine/effects/win-game.ts). */
  | { op: 'winGame' }
  /**
   * The controller of each object of `subject` reveals their memory; that object is dealt (unpreventable)
   * damage equal to the revealed cards with a reserve cost of at least `minReserveCost` (src/engine/effects/reveal.ts).
   */
  | { op: 'revealMemoryForDamage'; subject: Subject; minReserveCost: number; unpreventable?: boolean }
  /** Reveal the top card of your deck; if it fits `filter`, `then` (src/engine/effects/reveal.ts). */
  | { op: 'ifTopCard'; filter: CardFilter; then: Effect[]; /** "Otherwise, …": when it doesn't fit. */ else?: Effect[] }
  /** The current attack gains "its combat damage can't be prevented" (lasts as long as the attack). */
  | { op: 'attackUnpreventable' }
  /** Each of those players banishes `count` cards of their choice from their own graveyard (src/engine/effects/graveyard-banish.ts). */
  | { op: 'banishFromOwnGraveyard'; who: PlayerRef; count: number;
    /** Instead of a count: each of them banishes every card of their graveyard that is not of this element (no choice; `count` unused). */ allNotElement?: Element;
    /** Instead of a count: each of them banishes every card of their graveyard (no choice; `count` unused). */ all?: boolean }
  /** "You may pay (N). If you do, …": `then` happens only when the whole reserve cost is paid (src/engine/effects/pay-to-do.ts). */
  | { op: 'payToDo'; amount: number; then: Effect[]; /** "If you don't, …": when the player declines (or can't pay). */ otherwise?: Effect[] }
  /** Reveal the top card of your deck; put it into your hand only if it fits the filter (src/engine/effects/hand-and-deck-ops.ts). */
  | { op: 'revealTopTakeIf'; filter: CardFilter; /** Into memory instead of the hand. */ to?: 'memory' }
  /** The controller of each object of `of` swaps the cards of their hand and memory. */
  | { op: 'swapHandAndMemory'; of: Subject }
  /** Put counters on your champion up to the number of objects of this type you control (none if it has as many). */
  | { op: 'topUpChampionCounters'; counter: CounterKind; type: CardType }
  /** Until end of turn, each attack declaration by any player asks `amount` more reserve (src/engine/effects/attack-tax.ts). */
  | { op: 'attackTax'; amount: number; /** Until the beginning of the controller's next turn instead of the end of this one. */ duration?: 'untilYourNextTurn';
    /** Only declarations of attacks with champions (or allies) ("players can't declare attacks with champions unless they pay …"). */ attackers?: 'champions' | 'allies' }
  /**
   * You may banish up to `max` (or any amount of) cards like this from your graveyard (`floatingMemory`: only
   * cards with Floating Memory); `each` once per card banished, `then` once if any was (src/engine/effects/graveyard-banish.ts).
   */
  | { op: 'banishFromGraveyard'; filter: CardFilter; max: number | 'any'; floatingMemory?: boolean; each?: Effect[]; then?: Effect[];
    /** From any one graveyard instead of yours: every card picked comes from the graveyard of the first pick. */ singleGraveyard?: boolean;
    /** "You may banish N …": exactly `max` cards or none (with fewer such cards it can't be done). */ exactly?: boolean;
    /** "N other … cards": never the card of the ability's source (an On Death's own card, now in the graveyard). */ other?: boolean;
    /** "If you don't, …": when no card is banished (none picked, or none could be). */ otherwise?: Effect[];
    /** The power of the cards banished (printed, added up) becomes the resolution's X for the effects after it. */ powerAsX?: boolean }
  /**
   * Reveal cards like this from your hand and/or memory, picked one by one: `count` of them ('any': any amount),
   * `exactly` that many or none; `each` per card revealed, `then` if any was; the number revealed is the item's X
   * for the effects after it (src/engine/effects/reveal-cards.ts).
   */
  | { op: 'revealCards'; from: ('hand' | 'memory' | 'materialDeck')[]; filter: CardFilter; count: number | 'any'; exactly?: boolean; each?: Effect[]; then?: Effect[];
    /** The revealed cards then go to the bottom of your deck, in the order picked ("in any order"), or to your hand. */ moveTo?: 'deckBottom' | 'hand' }
  /** You may sacrifice another object like this you control; only if you do, `then` (src/engine/effects/sacrifice-another.ts). */
  | { op: 'sacrificeAnother'; filter: CardFilter; then: Effect[] }
  /** You may discard a card like this; only if you do, `then` (src/engine/effects/discard-to-do.ts). */
  | { op: 'discardToDo'; filter: CardFilter; then: Effect[];
    /** The turn player discards (from their hand) and draws, not the controller ("that player may discard …"). */ byTurnPlayer?: boolean;
    /** "Discard a card" (no "may"): it can't be declined while the hand has such a card. */ required?: boolean;
    /** "If it was a [kind] card, …": `then` when the discarded card fits `filter`, `otherwise` when not or when nothing was discarded. */
    ifDiscarded?: { filter: CardFilter; then: Effect[]; otherwise?: Effect[] } }
  /** Banish a card with this name from your material deck; only if one is, `then` (src/engine/effects/material-deck-banish.ts). */
  | { op: 'banishFromMaterialDeck'; name: string; then: Effect[] }
  /** Choose a card like this in a champion's inner lineage (any champion's) and banish it (src/engine/effects/lineage-card-banish.ts). */
  /** Banish every card like this of the inner lineage of the champion of `subject` (one champion); `damageEach`: then that much unpreventable damage to it per card banished (src/engine/effects/lineage-cards.ts). */
  | { op: 'banishAllLineageCards'; subject: Subject; filter: CardFilter; damageEach?: number }
  /** Put any amount of your cards like this from these zones on the bottom of your champion's lineage, in the order picked; `recoverEach`: recover that much per card (src/engine/effects/lineage-from-zones.ts). */
  | { op: 'cardsIntoLineage'; from: ('hand' | 'memory')[]; filter: CardFilter; recoverEach?: number }
  /** For the rest of the game, every card like this in any champion's inner lineage has this ability too (an Inherited Effect; src/engine/effects/lineage-grants.ts). */
  | { op: 'grantLineageCards'; filter: CardFilter; ability: Ability }
  /** Choose a class, remembered with this card in your champion's lineage (src/engine/effects/chosen-class.ts). */
  | { op: 'chooseClass' }
  /** Choose up to `max` cards like this from one champion's inner lineage (`yours`: your champion's) and discard them; `recoverEach`: recover that much per card discarded (src/engine/effects/lineage-discard.ts). */
  | { op: 'discardLineageCards'; filter: CardFilter; max: number; yours?: boolean; recoverEach?: number }
  | { op: 'banishLineageCard'; filter: CardFilter; /** Only your own champion's lineage. */ yours?: boolean; /** If you own the banished card, an omen counter on it. */ omenIfOwned?: boolean }
  /** Look at the top `count` cards of your deck; you may reveal one like this and put it into your hand; the rest go to the bottom in the order you choose (src/engine/effects/look-and-take.ts). */
  | { op: 'lookAndTake'; count: number; filter: CardFilter;
    /** A card fitting this filter may be taken too ("a wind element card or a Reaction card"). */ orFilter?: CardFilter;
    /** The card taken goes into the memory instead of the hand. */ to?: 'memory';
    /** One of them (any, not revealed) must go to hand and the rest to your graveyard instead. */ restToGraveyard?: boolean }
  /**
   * Look at the targeted player's hand or memory (your pick) and discard a card of it (src/engine/effects/hidden-zone-discard.ts);
   * `reveal`: that player reveals the zone to all players instead (glossary/game-terms.md#reveal).
   */
  | { op: 'lookAndDiscard'; target: number; reveal?: boolean; /** Only this zone, no choice ("look at … memory and discard a card from it"). */ zone?: 'hand' | 'memory' }
  /** Choose any number of cards like this in your opponents' banishments; they go into their owners' material decks (src/engine/effects/material-deck-returns.ts). */
  | { op: 'opponentsBanishmentToMaterialDeck'; filter: CardFilter; /** From your own banishment instead. */ own?: boolean }
  /** Each of those players banishes `count` Preserved cards of their choice from their material deck (src/engine/effects/material-deck-returns.ts). */
  | { op: 'banishPreserved'; who: PlayerRef; count: number }
  /**
   * The source object goes to the bottom of the lineage of the champion of `champion` (src/engine/effects/lineage-insertion.ts);
   * said by a resolving card activation, or by an attack card's On Hit, that card goes there itself (src/engine/effects/lineage-bottom.ts).
   */
  | { op: 'selfIntoLineage'; champion: Subject; /** Only once the card is in that lineage ("when you do"). */ then?: Effect[] }
  /** "Choose a player. That player gains control of …": chosen as it resolves, not targeted (src/engine/effects/chosen-player-control.ts). */
  | { op: 'chosenPlayerGainsControl'; subject: Subject }
  /**
   * The controller of the effect (`to`: the targeted player of this index) gains control of each object of `subject`,
   * for good or `until` end of turn; `then`: only if control did change ("if they do"): src/engine/effects/control-change.ts.
   */
  | { op: 'gainControl'; subject: Subject; to?: { target: number }; until?: 'untilEndOfTurn'; then?: Effect[] }
  /** Look at the top `count` cards of your deck; between min and max of them go to your graveyard, the rest on top or at the bottom (src/engine/effects/look-at-top.ts). */
  | { op: 'lookAtTop'; count: number; toGraveyard: { min: number; max: number }; rest: 'top' | 'bottom' }
  /** Return one of your omens to your hand; only if you do, `then` (src/engine/effects/omen-return.ts). */
  | { op: 'returnOmenToHand'; then: Effect[] }
  /** Choose a card like this (memory cost at most `maxMemoryCost`) from your banishment; it enters the field with `extraCounters` more (src/engine/effects/banishment-to-field.ts). */
  | { op: 'putOntoFieldFromBanishment'; filter: CardFilter; maxMemoryCost?: number; extraCounters?: { counter: CounterKind; count: number } }
  /** Choose a card (not a target) from any graveyard and banish it; `ifFloatingMemory` follows when it had Floating Memory for its owner (src/engine/effects/champion-picks.ts). */
  | { op: 'banishFromAnyGraveyard'; ifFloatingMemory: Effect[] }
  /** Reveal your material deck and put one of its cards like this with the lowest memory cost onto the field, not materialized (src/engine/effects/champion-picks.ts). */
  | { op: 'lowestToField'; filter: CardFilter }
  /**
   * Load up to `max` cards like this from your hand and/or memory into one object you control like `into` (chosen, not targeted);
   * `each` once per card loaded (src/engine/effects/champion-picks.ts). No elemental requirement is checked.
   */
  | { op: 'loadFromHandOrMemory'; filter: CardFilter; max: number; into: CardFilter; each: Effect[] }
  /** Until the beginning of your next turn, cards the controller of the trigger's event object (the champion hit) materializes cost `amount` more (src/engine/effects/materialize-surcharge.ts). */
  | { op: 'materializeSurcharge'; amount: number }
  /** Sacrifice the source object (if still on the field under your control); only if you do, `then` (src/engine/effects/sacrifice-self.ts). */
  | { op: 'sacrificeSelf'; then: Effect[] }
  /** Rest the source object (if still on the field under your control and awake); only if you do, `then` (src/engine/effects/rest-self.ts). */
  | { op: 'restSelfToDo'; then: Effect[] }
  // Cards (or a number) picked as they resolve (src/engine/effects/card-picks.ts):
  /** Reveal from the top of your deck until a card like this; (unpreventable damage to your champion per card revealed;) one to hand, the rest on the bottom at random. */
  | { op: 'revealUntil'; filter: CardFilter; damageYourChampion?: boolean; /** The card found goes to hand (no pick among the revealed). */ foundToHand?: boolean }
  /** Internal step of revealUntil: one of the top `count` cards to hand, the rest on the bottom at random. */
  | { op: 'revealedToHand'; count: number }
  /** Draw up to `max` cards (the number chosen), then shuffle that many cards of your choice from hand into your deck. */
  | { op: 'drawUpToThenShuffle'; max: number }
  /** Discard up to `max` cards like this from your hand and/or memory, then draw as many. */
  | { op: 'discardUpToThenDraw'; max: number; filter: CardFilter }
  /** The next card like this you activate this turn: activated as though fast, or its elemental requirements ignored (src/engine/effects/next-activation.ts). */
  | { op: 'nextActivation'; grant: 'fast' | 'ignoreElements'; filter: CardFilter }
  /** The card of the object whose death triggered this goes from its owner's graveyard to their memory (src/engine/effects/event-card.ts). */
  | { op: 'eventCardToMemory' }
  /** "You may pay (X), X at most your omens. If you do, …": X chosen (0 declines), then paid like payToDo; `then` sees it as the item's x (src/engine/effects/card-picks.ts). */
  | { op: 'payXToDo'; max: 'omens'; then: Effect[] }
  /** "Until the beginning of your next turn, whenever [subject] levels up, …": may trigger many times (src/engine/effects/timed-watchers.ts). */
  | { op: 'wheneverUntilYourNextTurn'; event: 'levelsUp'; subject: Subject; effects: Effect[] }
  /**
   * "Until end of turn, whenever …": a triggered ability watching these events for the rest of the turn, any number of
   * times; `playerTarget`: only that targeted player's events, and the effects' references to that target stay that player
   * (src/engine/effects/turn-watchers.ts).
   */
  | { op: 'wheneverThisTurn'; event: WatchedEvent; filter?: EventFilter; playerTarget?: number; effects: Effect[] }
  /** On a boon's ability: this resolution is counted; `then` happens only on the `nth` resolution of the ability this game (src/engine/effects/boon-ops.ts). */
  | { op: 'boonResolution'; nth: number; then: Effect[] }
  /** On a boon's ability: put counters on the boon itself, in the Pantheon zone (src/engine/effects/boon-ops.ts). */
  | { op: 'boonCounters'; counter: BoonCounter; count: number }
  /** A targeted card in a banishment goes to its owner's material deck (src/engine/effects/banishment-targets.ts). */
  | { op: 'banishedCardToMaterialDeck'; target: number }
  /** Roll `dice` fair dice of `sides` sides; the effects of the row whose range holds the total happen (src/engine/effects/boon-ops.ts). */
  | { op: 'rollDice'; dice: number; sides: number; results: { min: number; max: number; effects: Effect[] }[] }
  /** Each object of `subject` goes to its owner's memory. */
  | { op: 'returnToMemory'; subject: Subject }
  /** Each of those players discards a card at random from their memory (src/engine/effects/memory-discard.ts). */
  | { op: 'discardRandomFromMemory'; who: PlayerRef }
  /** "Level up your champion": into a compatible champion card of your material deck, no costs; `then` only if it did (src/engine/effects/level-up.ts). */
  | { op: 'levelUp'; then?: Effect[] }
  /** The resolving card goes to its owner's memory instead of the graveyard (src/engine/effects/resolving-card-zone.ts). */
  | { op: 'resolvingCardToMemory' }
  /** An attack card's On Hit: that attack card goes to its owner's memory (src/engine/effects/attack-card-zone.ts). */
  /** The resolving card goes to its owner's material deck, preserved, instead of the graveyard (src/engine/effects/resolving-card-preserve.ts). */
  | { op: 'preserveThisCard' }
  /** Every counter of this kind is removed from each object of `subject` ('damage': all its damage, a champion's counters or an ally's temporary damage). */
  | { op: 'removeAllCounters'; subject: Subject; counter: CounterKind; /** The number removed becomes the item's X for the effects after it ("for every four counters removed this way"). */ removedAsX?: boolean }
  /** An attack that targets the source now targets this unit instead, if it may (src/engine/effects/redirect-from-self.ts). */
  | { op: 'redirectAttackFromSelf'; to: Subject }
  /** Banish each object of `subject`, its card remembered with the source object (src/engine/effects/banished-by-source.ts). */
  | { op: 'banishRemembered'; subject: Subject }
  /** The cards the source's `banishRemembered` banished, still there, return to the field under their owners' control (`rested`). */
  | { op: 'returnRemembered'; rested?: boolean }
  /** Unless the controller of the targeted object pays (`amount`), its On Enter triggers on the stack are negated (src/engine/effects/enter-trigger-negation.ts). */
  | { op: 'negateEnterTriggersUnlessPays'; target: number; amount: number }
  /** Internal step of it: those triggers are negated. */
  | { op: 'negateEnterTriggersOf'; target: number }
  /** Until end of turn, its controller may pay (0) instead of Starcalling costs; each time they do, they glimpse 5 (src/engine/effects/free-starcalling.ts). */
  | { op: 'freeStarcallThisTurn' }
  /** Choose `count` different basic elements, remembered with the source's card (src/engine/effects/chosen-elements.ts). */
  | { op: 'chooseElements'; count: number }
  /** "You may banish a [kind] card from your material deck. If you do, …" (src/engine/effects/hidden-pick-banish.ts). */
  | { op: 'mayBanishFromMaterialDeck'; filter: CardFilter; then: Effect[] }
  /** Look at the targeted player's memory and banish a card of it; its owner may activate it until the end of their next turn (src/engine/effects/hidden-pick-banish.ts). */
  | { op: 'banishFromTargetMemory'; target: number }
  /** Look at the top card of your deck; if it fits `filter` you may banish it, and then activate it this turn (src/engine/effects/look-top-banish.ts). */
  | { op: 'lookTopMayBanishToPlay'; filter: CardFilter }
  /** Until end of turn, the controller may activate the targeted card of a banishment or a graveyard, paying its costs (src/engine/effects/banished-playable.ts). */
  | { op: 'mayActivateTargetCard'; target: number }
  /** Your deck's top card goes to your banishment; you may play it, while `condition` holds, up to your next turn's start (src/engine/effects/banished-playable.ts). */
  | { op: 'banishTopMayPlay'; condition?: Condition }
  /** The card of the destroyed object a "whenever … is destroyed" trigger is about leaves its owner's graveyard for banishment; only then, the player who controlled it summons `thenSummon` (src/engine/effects/destroyed-card-banish.ts). */
  | { op: 'banishDestroyedCard'; thenSummon?: string }
  /** Each object of `subject` becomes ephemeral: banished whenever it would leave the field (src/engine/effects/ephemeral.ts). */
  | { op: 'becomeEphemeral'; subject: Subject }
  /** Each object of `subject` the effect's controller controls is sacrificed ("sacrifice CARDNAME"; src/engine/effects/sacrifice-objects.ts). */
  | { op: 'sacrifice'; subject: Subject }
  /** Each object of `subject` goes to its owner's memory, or on top of its owner's main deck (src/engine/effects/return-to-zone.ts). */
  | { op: 'returnToZone'; subject: Subject; zone: 'memory' | 'deckTop' | 'deckBottom' }
  /** Each object of `subject` doesn't wake up during its controller's next wake up phase (src/engine/effects/skip-wake-up.ts). */
  | { op: 'skipNextWakeUp'; subject: Subject }
  /**
   * A card goes from its graveyard onto the field (the card of the object whose death triggered this, or a targeted graveyard card):
   * under its owner's control (or yours), rested, with counters, ephemeral, with more subtypes, sacrificed at your next end phase
   * (src/engine/effects/graveyard-to-field.ts).
   */
  /** `then`: only if it entered ('sourceCard': the card of a graveyard trigger). Banish that card from its graveyard; `then` only if it was (src/engine/effects/graveyard-triggers.ts). */
  | { op: 'banishSourceCard'; then: Effect[] }
  /** Remove N counters from your mastery; `then` only if all N were there (src/engine/effects/mastery-counter-removal.ts). */
  | { op: 'removeMasteryCounters'; counter: MasteryCounter; count: number; then: Effect[] }
  /** These effects `count` times in a row, each time a separate instance ("… for each …"; src/engine/effects/repeat.ts). */
  | { op: 'repeat'; count: number; effects: Effect[] }
  /** Put a card with this name from your memory onto the field; `then` only if one was (src/engine/effects/memory-reveals.ts). */
  | { op: 'memoryCardToField'; name: string; then?: Effect[] }
  | { op: 'graveyardToField'; card: 'eventCard' | 'sourceCard' | { target: number }; then?: Effect[]; underYourControl?: boolean; rested?: boolean; counters?: Partial<Record<CounterKind, number>>;
    ephemeral?: boolean; addSubtypes?: string[]; sacrificeAtYourNextEndPhase?: boolean }
  /**
   * Banish `count` cards (like `filter`) from your material deck, chosen (or `random`), or the event object's controller from theirs;
   * `then` only when all were banished (src/engine/effects/material-deck-choice.ts).
   */
  | { op: 'banishOwnMaterialCards'; count: number; filter?: CardFilter; random?: boolean; chooser?: 'eventObjectController'; then?: Effect[] }
  /**
   * Banish each object of `subject`, then its card returns to the field under its owner's control (`rested`); `countersIfType`:
   * with these extra counters if it is of that type; `distantIf`: distant if it has this class or subtype (src/engine/effects/flicker.ts).
   */
  | { op: 'flicker'; subject: Subject; rested?: boolean; countersIfType?: { type: CardType; counter: CounterKind; count: number }; distantIf?: string }
  /**
   * Look at the top `count` cards of your deck; you pick a card for each of `places` in turn ('omen': banished with an omen
   * counter); `reorder`: every card goes back on top, the first picked topmost (src/engine/effects/deck-top-sort.ts).
   */
  | { op: 'sortTopCards'; count: number; places: ('top' | 'bottom' | 'graveyard' | 'memory' | 'hand' | 'omen')[]; reorder?: boolean }
  /** Each object of `subject` stays rested in its controller's wake up phases as long as you control the source (src/engine/effects/wake-up-held.ts). */
  | { op: 'skipWakeUpWhileControlled'; subject: Subject }
  /** Reveal a card at random from your memory; if it fits `filter`, `then` (src/engine/effects/random-memory-reveal.ts). */
  | { op: 'revealRandomFromMemory'; filter: CardFilter; then: Effect[] }
  /** Until end of turn, damage dealt by sources of this element its controller controls can't be prevented (src/engine/effects/unpreventable-sources.ts). */
  | { op: 'unpreventableFrom'; element: Element }
  /** Choose any amount of units and deal `amount` damage split among them (src/engine/effects/split-damage.ts). */
  | { op: 'splitDamage'; amount: number }
  /** You may put up to `count` cards like this from your hand onto the field, entering together (src/engine/effects/hand-to-field.ts). */
  | { op: 'handToField'; filter: CardFilter; count: number }
  /** On Death: the dead object's own card, if still in its owner's graveyard, is banished as an omen or returns to the field (src/engine/effects/dead-card-moves.ts). */
  | { op: 'eventCardTo'; to: 'omen' | 'field'; /** It becomes ephemeral as it returns. */ ephemeral?: boolean }
  /** "Banish [this card]": the resolving card goes to banishment instead of the graveyard (src/engine/effects/resolving-card-zone.ts). */
  | { op: 'banishThisCard'; /** "… and put an omen counter on it": it becomes an omen as it is banished (src/engine/effects/resolving-card-zone.ts). */ omen?: boolean }
  /** "If a unit is attacking, end the combat phase": the stack is banished, the combat cleaned up, back to the main phase (src/engine/effects/end-combat.ts). */
  | { op: 'endCombatPhase' }
  /**
   * "Each player sacrifices an ally": chosen in turn order, sacrificed together; `ifMixed`: only if objects with and without
   * this subtype were both sacrificed this way, `then` (src/engine/effects/each-player-sacrifice.ts).
   */
  | { op: 'eachSacrifices'; filter: CardFilter; ifMixed?: { subtype: string; then: Effect[] } }
  /** Destroy; for each one destroyed, you recover the life stat it had as it left ("if you do, recover X"; src/engine/effects/killed-life.ts). */
  | { op: 'destroyThenRecoverLife'; subject: Subject }
  /** Banish each object of `subject`; each player then draws a card for each of theirs banished this way (src/engine/effects/banish-and-draw.ts). */
  | { op: 'banishEachDraws'; subject: Subject }
  /** Destroy each object of `subject`; if none was destroyed this way (no target, or it stayed or was replaced), `otherwise` ("if you don't"; src/engine/effects/killed-life.ts). */
  | { op: 'destroyOrElse'; subject: Subject; otherwise: Effect[];
    /** For each object destroyed this way, its controller (as it left) draws this many cards into their memory. */ controllerDrawsIntoMemory?: number }
  /** Negate every card activation you don't control (`notYours`), or every On Enter trigger of the targeted object (`onEnterFrom`: its target index; src/engine/effects/negate-all.ts). */
  | { op: 'negateAll'; notYours?: boolean; onEnterFrom?: number }
  /**
   * Banish `count` cards at random from the memory of each player of `who` (as many as it holds); `byThem`: that player banishes them;
   * `returnAtTheirNextEndPhase`: they go back to that memory at the beginning of that player's next end phase (src/engine/effects/memory-banish-return.ts).
   */
  | { op: 'banishRandomMemoryCards'; who: PlayerRef; count: number; byThem?: boolean; returnAtTheirNextEndPhase?: boolean }
  /** Internal step of it: these cards, still banished, return to their owners' memories. */
  | { op: 'returnBanishedToMemory'; cards: string[] }
  /** Every non-champion non-regalia card like this of your banishment goes to your graveyard; `recoverEach`: recover that many (src/engine/effects/banishment-to-graveyard.ts). */
  | { op: 'banishmentToGraveyard'; filter: CardFilter; recoverEach?: boolean }
  /** "Remove up to `max` such counters from [this / your champion]": how many is chosen; `then` sees that number as X (src/engine/effects/remove-up-to.ts). */
  | { op: 'removeUpToCounters'; from: 'self' | 'yourChampion'; counter: CounterKind; max: number; then: Effect[] }
  /** An attack card's own On Hit: the card goes to its owner's hand or memory, or is banished with an omen counter (src/engine/effects/attack-card-zone.ts). */
  | { op: 'attackCardTo'; to: 'hand' | 'memory' | 'omen' };

/**
 * What a permission ("can", "may … as though") or a prohibition ("can't") is about (src/engine/effects/permissions.ts).
 * Object actions: 'attack', 'beTargeted', 'attackAsAlly' (type-acting). Player actions: 'draw',
 * 'activateCards', 'activateAsFast', and 'element' (a rule setting: enabled or disabled, newest wins).
 */
export type PermissionAction = 'attack' | 'beTargeted' | 'attackAsAlly' | 'draw' | 'activateCards' | 'activateAsFast' | 'element'
  | 'levelUp' // an object action: "this champion can't level up" (no champion may be materialized onto it)
  | 'glimpse' // a player action ("your opponents can't glimpse")
  | 'beIntercepted' // an object action: an attack by this unit can't be intercepted (glossary/keywords-and-abilities.md#intercept)
  | 'retaliate' // an object action: "[these units] can't retaliate" (flow/combat.ts retaliationCandidates)
  | 'wakeUp' // an object action: "can't wake up" (neither in its controller's wake up phase nor by an effect)
  | 'recover'; // a player action: "can't recover" (src/engine/effects/cleric-ops.ts recoverOn)

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
  /** Player actions: only players whose influence (cards in hand and memory) is at least this. */
  minInfluence?: number;
  /** 'draw': only once the player has drawn this many cards this turn ("can't draw more than N each turn"). */
  afterDrawsThisTurn?: number;
  /** Player actions: not during the player's own first turn of the game. */
  exceptFirstTurn?: boolean;
  /** Object actions: only objects of the set that have this keyword when it is asked ("units with stealth"). */
  withKeyword?: Keyword;
  /** Player actions: only this player (internal: filled in from `forPlayer` as the effect is made). */
  onlyPlayer?: string;
  /** Object actions: only objects that entered the field this turn ("allies that entered the field this turn"). */
  enteredThisTurn?: boolean;
}

/**
 * One change to an object's characteristics, applied in its layer (types-of-effects-continuous-effects):
 * A set base stats, B types, C element, D abilities, then E (the power/life swap comes last of all).
 */
export type CharacteristicChange =
  | { kind: 'setStat'; stat: 'power' | 'life' | 'level'; value: number } // A: "base power becomes N"
  | { kind: 'setTypes'; types: CardType[]; supertypes?: Supertype[]; subtypes?: string[] } // B: type-setting (supertypes lost unless given)
  | { kind: 'addTypes'; types?: CardType[]; subtypes?: string[]; /** "is a Ranger class in addition": the class and its subtype. */ classes?: string[] } // B: type-expansion
  | { kind: 'setElements'; elements: Element[] } // C: "is norm element"
  | { kind: 'addElements'; elements: Element[] } // C
  | { kind: 'loseAllAbilities' } // D
  | { kind: 'gainKeyword'; keyword: Keyword } // D
  | { kind: 'loseKeyword'; keyword: Keyword } // D
  /** D: the object gains a non-keyword ability (triggered, activated or static) from an effect. */
  | { kind: 'gainAbility'; ability: Ability }
  /**
   * D: a numbered keyword the object has ("has pride 3"): of several pride instances only the highest counts;
   * retort instances add up, each a +N power while retaliating (glossary/keywords-and-abilities.md#retort-n).
   */
  | { kind: 'gainKeywordValue'; keyword: 'pride' | 'retort'; value: number }
  /** D: "loses pride": the printed instance and earlier gained ones no longer count (src/engine/effects/lose-keyword-value.ts). */
  | { kind: 'loseKeywordValue'; keyword: 'pride' | 'retort' }
  | { kind: 'swapPowerLife' }; // E, after every other power/life modification

/** A set of objects on the field, relative to the controller of the effect or ability ("Automaton allies you control"). */
export interface ObjectSet {
  affects: 'self' | 'yourChampion' | 'yourAllies' | 'otherAlliesYouControl' | 'yourUnits' | 'yourObjects' | 'otherObjectsYouControl' | 'allAllies' | 'allUnits' | 'allObjects' | 'opponentsUnits'
    | 'linked'; // the object the source is linked to (a static ability of a Link object)
  type?: CardType;
  subtype?: string;
  /** Only objects with this supertype ("Regalia you control"). */
  supertype?: Supertype;
  /** Only objects of this element ("Umbra element phantasia allies you control"). */
  element?: Element;
  /** Only objects with at least one such counter on them ("allies you control with a buff counter on them"). */
  withCounter?: CounterKind;
  /** Only awake objects ("… as long as they're awake"). */
  awake?: boolean;
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
/** Counters put on a boon in the Pantheon zone (src/engine/effects/boon-ops.ts): the boon is no object, so these are not object counters. */
export type BoonCounter = 'training';
export type Direction = 'north' | 'south' | 'east' | 'west';

export type CounterKind = 'buff' | 'debuff' | 'damage' | 'durability' | 'enlighten' | 'level' | 'preparation' | 'charge' | 'bulwark'
  | 'omen' | 'static' | 'wither'
  | 'sheen' // on units; Fractured Memories collects them (game-mechanics-mastery.md)
  | 'glimmer' | 'page'
  | 'refinement' | 'prize' | 'lash' // generic counters (game-mechanics-counters.md#general-rules): no rules of their own; refinement: Veilara's Promise, Ventus
  | 'quest' // on champions: Guo Jia's Fatestones count them (game-mechanics/game-mechanics-counters.md)
  | 'age' | 'blood' | 'music' // generic counters (Alkahest's on Potions, and those of the Cleric and Tamer regalia)
  | 'gem' // generic counters (Devouring Malice)
  | 'time' // generic counters (Temporal Spectrometer)
  | 'frenzy' // Da Qiao's: allies with them don't obey (src/engine/effects/counter-obedience.ts)
  | 'debt' // generic counters (Pendant of Accrual)
  | 'training'; // on Trial phantasias (the Radiant Origins): generic counters their level up ability counts

/** Which cards a search may find. */
export interface CardFilter {
  type?: CardType;
  subtype?: string;
  element?: Element;
  name?: string;
  maxReserveCost?: number;
  /** At least one of these subtypes ("an Animal or Beast ally card"). */
  anySubtype?: string[];
  /** Not of this subtype ("a non-Human ally card"). */
  notSubtype?: string;
  /** Of at least one of these types ("an action or attack card"). */
  anyType?: CardType[];
  /** Not of this type ("non-ally cards"). */
  notType?: CardType;
  /** With this supertype ("Sword regalia"). */
  supertype?: Supertype;
  /** With this keyword printed ("ally cards with foster"). */
  /** With this printed keyword ("a regalia with divine relic"). */
  keyword?: Keyword;
  /** With every one of these subtypes ("a Chessman Rook ally"). */
  allSubtypes?: string[];
  /** Of every one of these types ("a phantasia ally"). */
  allTypes?: CardType[];
  /** Of an advanced element: any element but norm, fire, water and wind (src/engine/effects/event-filters.ts). */
  advancedElement?: boolean;
  /** Not of this element ("non-norm element cards"). */
  notElement?: Element;
  /** Of at least one of these elements ("a fire, water, or wind element card"). */
  anyElement?: Element[];
  /** With an even (true) or odd (false) reserve cost; zero is even. */
  reserveCostEven?: boolean;
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
  | { on: 'destroy' } // On Destroy: whenever this object is destroyed (it has left the field; src/engine/state/zones.ts)
  | { on: 'sacrifice' } // On Sacrifice: whenever this object is sacrificed (it has left the field; src/engine/flow/triggers.ts)
  | { on: 'foster' } // On Foster: whenever this unit becomes fostered
  | { on: 'beginPhase'; phase: 'recollection' | 'end'; whose: 'yours' | 'each' }
  /** "Whenever …" an event happens to another object or a player; `oneOrMore`: one trigger per batch of simultaneous events. */
  | { on: 'whenever'; event: WatchedEvent; filter?: EventFilter; oneOrMore?: boolean }
  /** Made by an effect, not printed: a delayed trigger, or a reflexive one ("when you do, …"). */
  | { on: 'delayed' }
  | { on: 'reflexive' }
  /** "Whenever this object becomes loaded": it goes from no loaded cards to some (glossary/game-terms.md#loaded). */
  | { on: 'becomesLoaded' }
  /** "Whenever you reveal this card from your memory": works from the memory (src/engine/effects/memory-reveals.ts). */
  | { on: 'revealedFromMemory' };

/** Events a "whenever" trigger can watch (game-mechanics-abilities/abilities-triggered-abilities.md). */
export type WatchedEvent = 'enters' | 'dies' | 'leaves' | 'attacks' | 'dealtDamage' | 'activates' | 'materializes' | 'draws'
  | 'levelsUp' // a champion levels up (glossary/game-terms.md#level-up); the object is that champion
  | 'destroyed' // an object is destroyed (glossary/game-terms.md#destruction)
  | 'currentsChange' // a player's Shifting Currents turn to another direction (game-mechanics-mastery.md#shifting-currents)
  | 'gathers' // a player gathers (glossary/game-terms.md#gather)
  | 'recovers' // a player recovers a non-zero amount (glossary/game-terms.md#recover), even with no damage to remove
  | 'sacrificed' // an object is sacrificed (the player is its controller)
  | 'omenCounter' // an omen counter is put on a card in a player's banishment (the player is its owner)
  | 'recollects' // a player returns one or more cards from memory to hand in their recollection phase; the object is their champion, the amount the cards returned
  | 'counterRemoved' // a counter is removed from an object, one event per counter (src/engine/effects/counter-removal.ts)
  | 'becomesFostered' // a unit becomes fostered (glossary/game-terms.md#fostered); the object is that unit
  | 'summons' // a token is summoned (glossary/game-terms.md#summon); the object is the token, the player its controller
  | 'gainsAgility' // a player gains Agility N (glossary/keywords-and-abilities.md#agility-n); the player is who gains it
  | 'becomesDistant' // a unit that was not distant becomes distant (glossary/game-terms.md#distant; src/engine/effects/distance.ts)
  // Zone moves by a player (src/engine/effects/own-zone-events.ts):
  | 'suppresses' // a player suppresses an object (glossary/game-terms.md#suppress); the player is who suppresses it, the object what was suppressed
  | 'banishesFromMemory' // a player banishes a card from their own memory (a memory cost paid included); the player is that owner
  | 'deckToGraveyard' // cards go from a player's main deck into their graveyard; the player is that owner
  | 'negates' // a player negates a card activation (src/engine/effects/negations.ts); the player is who negated it
  | 'floatingBanishedFromGraveyard' // a card with Floating Memory is banished from a player's graveyard, one event per card; the player is that owner (src/engine/effects/graveyard-banish-watch.ts)
  | 'restedToPay' // a Reservable object is rested to pay part of a card activation's reserve cost; the object is it, the card the one activated (src/engine/effects/reservable-payment.ts)
  | 'activationNegated' // a card activation is negated; the player is its controller, the card the one activated, the amount its printed reserve cost (src/engine/effects/negations.ts)
  | 'brews' // a player activates a card paying its Brew cost; the card is it (src/engine/effects/brews.ts)
  | 'revealsFromMemory'; // a player reveals a card from their own memory; the card is it (src/engine/effects/memory-reveals.ts)

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
  /** The card or object is of this class ("a Mage Spell"). */
  class?: string;
  /** The card or object has at least one of these subtypes ("a Harmony or Melody card"). */
  anySubtype?: string[];
  /** 'currentsChange': from this direction, to this direction. */
  from?: Direction;
  to?: Direction;
  /** 'activates': only the player's first card this turn that fits the filter ("your first Mage action card each turn"). */
  firstEachTurn?: boolean;
  /** 'activates': only a prepared activation ("whenever you activate a prepared card"). */
  prepared?: boolean;
  /** 'activates': only a card activated from the memory ("whenever you activate a card from your memory"). */
  fromMemory?: boolean;
  /** The card activated has this keyword ("an attack card with cleave"). */
  keyword?: Keyword;
  /** 'levelsUp': only into a champion card of this base level. */
  intoBaseLevel?: number;
  /** The card or object is of an advanced element (not norm, fire, water or wind; src/engine/effects/event-filters.ts). */
  advancedElement?: boolean;
  /** Only a non-token object ("a non-token Automaton ally"). */
  nonToken?: boolean;
  /** 'counterRemoved' only: a counter of this kind. */
  counter?: CounterKind;
  /** 'activates': the player's Nth card like this activated this turn; 'draws': their Nth card drawn this turn (src/engine/effects/nth-events.ts). */
  nthOfTurn?: number;
  /** 'attacks' only: the player's Nth attack declared this turn ("for the third time each turn"; src/engine/effects/attack-count.ts). */
  nthThisTurn?: number;
  /** On a boon: the card has the name chosen as the boon was gained (src/engine/effects/boon-chosen-name.ts). */
  boonChosenName?: boolean;
  /** The object's reserve cost is at most this ("tokens with reserve cost 1 or less"). */
  maxReserveCost?: number;
  /** The card or object has this name ("summons a Flowerbud token"). */
  name?: string;
  /** The card or object has this supertype ("one or more regalia enter"). */
  supertype?: Supertype;
  /** The card has a reserve cost of at least this much ("a card with reserve cost 3 or more"). */
  minReserveCost?: number;
  /** 'dealtDamage' only: the damage comes from a source of this element (src/engine/effects/own-zone-events.ts). */
  sourceElement?: Element;
  /** The card has exactly this memory cost ("materializes a card with memory cost 0"). */
  memoryCost?: number;
  /** 'dealtDamage' only: the damage comes from a source the watcher's controller controls (false: one they don't control). */
  sourceYours?: boolean;
  /** 'dealtDamage' only, combat damage: the source (the attacking or retaliating unit) is of this type (src/engine/effects/damage-sources.ts). */
  sourceType?: CardType;
  /** The card or object does not have this subtype ("a non-Human ally"). */
  notSubtype?: string;
  /** 'attacks' only: the attack uses a weapon ("attacks using a weapon"). */
  withWeapon?: boolean;
}

/** When a delayed trigger fires: the next beginning of a phase, or when a given object leaves the field. */
export type DelayedWhen =
  | { at: 'beginPhase'; phase: 'recollection' | 'end'; whose: 'yours' | 'each' }
  | { at: 'leaves'; subject: Subject };

export type ActivatedCost =
  | { kind: 'rest' }
  | { kind: 'reserve'; value: number;
    /** "Costs (X) less, X the counters of this kind on your mastery of this name" (never below 0). */ lessPerMasteryCounter?: { mastery: string; counter: MasteryCounter };
    /** 1 less for each of your omens, or for each different reserve cost among them (src/engine/effects/ability-reserve.ts). */ lessPer?: 'omen' | 'omenReserveCost';
    /** 1 less for each different reserve cost among the objects you control like this (src/engine/effects/ability-reserve.ts). */ lessPerDistinctReserveCosts?: CardFilter;
    /** 1 less for each one of this tally (Cardistry: each Suited object you control with a different reserve cost; src/engine/effects/tallies.ts). */ lessPerTally?: Tally;
    /** 1 less for each object you control like this ("for each domain you control"; src/engine/effects/ability-reserve.ts). */ lessPerControlled?: CardFilter;
    /** `amount` less while you control another object like `filter` (not the ability's own; src/engine/effects/ability-reserve.ts). */ lessIfOtherControlled?: { filter: CardFilter; amount: number };
    /** `amount` less while this condition holds, read for the ability's own object ("as long as this is distant"; src/engine/effects/ability-reserve.ts). */ lessWhile?: { condition: Condition; amount: number } }
  /** "(N+X)": X more reserve, X declared as the ability is activated (the stack item's x). */
  | { kind: 'reserveX' }
  | { kind: 'banishSelf' }
  | { kind: 'sacrificeSelf' }
  | { kind: 'removeCounters'; counter: CounterKind; count: number }
  | { kind: 'removeChampionCounters'; counter: CounterKind; count: number } // from your champion
  /** "Remove X [counter] counters from your champion": X declared as it is activated (the stack item's x), at most as many as it has. */
  | { kind: 'removeChampionCountersX'; counter: CounterKind }
  | { kind: 'banishFromLineage' } // Lineage Release: banish this card from your champion's inner lineage
  | { kind: 'returnSelfToMaterialDeck' } // "Return this to your material deck" (it leaves the field as the cost is paid)
  /** "Banish all [kind of] cards from [champion]'s lineage": every such card of the source champion's inner lineage (src/engine/effects/lineage-cards.ts). */
  | { kind: 'banishLineageCards'; filter: CardFilter }
  /** Banish `count` cards like this (with Floating Memory) from your graveyard, chosen as it is paid (src/engine/effects/choice-costs.ts). */
  | { kind: 'banishGraveyardCards'; count: number; filter?: CardFilter; floatingMemory?: boolean }
  /** Sacrifice `count` objects you control like this, chosen as it is paid (src/engine/effects/choice-costs.ts). */
  | { kind: 'sacrificeObjects'; count: number; filter: CardFilter }
  /** Return `count` objects you control like this to their owners' material decks, chosen as it is paid (src/engine/effects/choice-costs.ts). */
  | { kind: 'returnObjects'; count: number; filter: CardFilter }
  // Card costs picked as the costs are paid (src/engine/effects/ability-choice-costs.ts):
  | { kind: 'discard'; filter?: CardFilter } // "discard a [kind] card" from hand
  | { kind: 'banishFromMaterialDeck' } // "banish a card from your material deck"
  | { kind: 'banishFromGraveyard'; filter: CardFilter; count: number }; // "banish N [kind] cards from your graveyard"

/**
 * A damage prevention effect. 'shield': a buffer of `amount` damage, used up as it prevents;
 * 'instance': the next damage event (of the type) has `amount` (or all) of it prevented, then it ends;
 * 'each': every such damage event has `amount` (or all) of it prevented, for the whole duration.
 */
export interface PreventionSpec {
  /**
   * 'increase': not a prevention but a damage-modifying replacement ("that much damage plus N instead"), each event.
   * 'each': every damage event has `amount` prevented, for the duration.
   * 'reduceOutgoing': the subject deals that much damage minus N instead, each event (a replacement on the dealer, not a prevention).
   */
  kind: 'shield' | 'instance' | 'increase' | 'each' | 'reduceOutgoing'
    /**
     * "The next time [unit] would take damage …, it takes that much plus N instead": an 'increase' used up by the first event
     * it applies to that is then dealt more than 0 damage (prevented to 0, it waits for the next one).
     */
    | 'increaseNext';
  /** It protects each distant unit its controller controls as the damage is dealt, not the subject's units (Flash Grenade). */
  yourDistantUnits?: boolean;
  amount: number | 'all';
  /** Only this type of damage; any damage when absent. */
  damageType?: 'combat' | 'nonCombat';
  /** Only damage events of at most this much damage. */
  atMost?: number;
  /** Only damage events of exactly this much damage (inside a `scaled` effect: X); others leave it waiting (src/engine/effects/prevention.ts). */
  exactly?: number;
  /** With amount 'all': everything but this much of the damage ("prevent all but 1 of that damage"). */
  allBut?: number;
  /** Instance prevention on several units at once used up by the first of them ("one or more units"). */
  shared?: boolean;
  /** Only damage from such a source (game-mechanics-damage-prevention.md rule 9); any source when absent. */
  from?: DamageSourceSpec;
  /** An additional effect that is part of the same replacement (damage prevention rule 11). */
  rider?: PreventionRider;
  /** "Whenever damage is prevented this way, …": a trigger each time it prevents some damage (src/engine/effects/prevention-triggers.ts). */
  onPrevent?: { effects: Effect[]; targets?: TargetSpec[];
    /** "When N or more damage is prevented this way": only when that much was prevented at once (src/engine/effects/prevention-triggers.ts). */ minPrevented?: number;
    /** It triggers only while this holds for the prevention's controller ("[Class Bonus] Whenever …"). */ condition?: Condition };
  /**
   * Done as part of the same replacement (damage prevention rule 11) each time it prevents some damage: effects that
   * need no choice, X (`eventAmount`) being the damage prevented; `minPrevented`: only when at least that much was (src/engine/effects/prevention-riders.ts).
   */
  then?: { effects: Effect[]; minPrevented?: number };
  duration: Duration;
}

/**
 * Which sources of damage a prevention applies to: one object (chosen at resolution, e.g. a target),
 * objects of a card type, or sources the prevention's controller does not control.
 */
export type DamageSourceSpec =
  | { kind: 'object'; subject: Subject }
  /** A Spell source (a Spell card or object: with the SPELL subtype), with this subtype too, that the controller controls (`yours`): src/engine/effects/damage-sources.ts. */
  | { kind: 'spell'; subtype?: string; yours?: boolean }
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
  | { kind: 'modifyStat'; affects: 'self' | 'yourChampion' | 'yourAllies' | 'otherAlliesYouControl' | 'linked' | 'opponentsChampions'
    /** The weapons its controller controls ("weapons you control get +1 power"). */
    | 'yourWeapons'
    /** Every ally on the field, or every ally but this object (whoever controls them). */
    | 'allAllies' | 'otherAllies'; stat: 'power' | 'life' | 'level'; amount: number; whileAttacking?: boolean; whileRetaliating?: boolean;
    /** "+N for each (every `every`) such counter on this object (or on your champion)". */
    perCounter?: { counter: CounterKind; every?: number; on?: 'yourChampion'; /** "for each of up to N such counters". */ max?: number };
    /** "+N for each [type] you control". */
    perControlled?: CardType;
    /** "+N for each …": the amount is multiplied by how many of the controller's cards fit (src/engine/effects/counting.ts). */
    per?: CardCount;
    /** "+N for every `every` such counters on your champion". */
    perChampionCounters?: { counter: CounterKind; every: number };
    /** Only objects with at least one of these subtypes ("Animal and Beast allies you control"). */
    anySubtype?: string[];
    /** Only objects of this element ("water element allies you control"). */
    element?: Element;
    /** "+N for each …" of a tally of the controller's omens or objects (src/engine/effects/tallies.ts). */
    perTally?: Tally;
    /** Only ephemeral objects that entered the field this turn ("each ephemeral ally … as long as it entered the field this turn"). */
    ephemeralEnteredThisTurn?: boolean;
    /** "+X, X the highest base power among other allies you control": `amount` times that (0 with none; src/engine/effects/highest-base-power.ts). */
    perHighestOtherAllyBasePower?: boolean }
  | { kind: 'costModifier'; affects: 'self' | 'championsYouMaterialize' | 'cardsYouActivate' | 'cardsOpponentsActivate'; amount: number;
    /** 'self' only: `amount` for each card these counts find, added up ("costs X+Y less"; src/engine/effects/counting.ts). */
    per?: CardCount[];
    /** 'self' only: `amount` for each graveyard (any player's) with at least this many cards. */
    perGraveyardAtLeast?: number;
    /** On 'self': `amount` for each one of this tally, counting up to `max` ("1 less for each of up to two omens"; src/engine/effects/tallies.ts). */
    perTally?: { tally: Tally; max?: number };
    /** Only cards of this kind ("Ranger Reaction cards", "Domain cards"). */
    only?: { type?: CardType; subtype?: string; class?: string };
    /** 'self' only: `amount` for each object its player controls like this ("1 less for each Chessman ally you control"; src/engine/play/costs.ts). */
    perControlled?: CardFilter;
    /** 'self' only: the condition reads the targets declared for the activation ("costs 2 more if it targets a regalia"; src/engine/effects/target-costs.ts). */
    onTargets?: boolean }
  /** This object has the keyword while the ability's condition holds (e.g. "[Class Bonus] Stealth"). */
  | { kind: 'keyword'; keyword: Keyword }
  /** On a mastery: the cards in its player's graveyard without this subtype have no abilities (Phantasmagoria). */
  | { kind: 'graveyardLosesAbilities'; exceptSubtype?: string }
  /** Characteristics the objects of the set have while the ability is in force (src/engine/effects/continuous.ts). */
  | { kind: 'characteristics'; set?: ObjectSet; changes: CharacteristicChange[]; /** Cards outside the field instead of objects. */ cards?: CardSet }
  /** A continuous prevention: each damage event dealt to the units it affects has `amount` (or all) prevented. */
  | { kind: 'preventDamage'; affects: 'self' | 'yourChampion' | 'yourAllies' | 'yourUnits' | 'linked' | 'otherUnitsYouControl'
    /** Every other object its controller controls, units or not (a Siegeable domain is dealt damage too). */ | 'otherObjectsYouControl';
    /** 'halfUp': half of that damage, rounded up. */ amount: number | 'all' | 'halfUp'; /** Only units of this element. */ element?: Element; damageType?: 'combat' | 'nonCombat'; atMost?: number; whileAttacking?: boolean; /** Only damage from a distant source. */ fromDistant?: boolean
    /** Only damage events of at least this much; `allBut`: everything above that many is prevented ("prevent all but N"). */
    atLeast?: number; allBut?: number;
    /** "Prevent N of that damage and sacrifice this instead": the source is sacrificed as part of the replacement (src/engine/effects/prevention.ts). */
    sacrificeSelf?: boolean;
    // Further limits and riders (src/engine/effects/static-prevention.ts):
    /** "Apply this replacement effect only once each turn": once it has applied to a damage event, not again this turn. */ oncePerTurn?: boolean;
    /** Only damage from a source that is not of this element ("from a non-norm element source"). */ fromNotElement?: Element;
    /** The amount is this number as the damage is dealt ("equal to the amount of cards in your memory"); `amount` is unused. */ amountOf?: 'memorySize';
    /** "… and put a [counter] counter on this instead": part of the replacement, when it prevents some damage. */ selfCounter?: CounterKind }
  /** A permission or prohibition in force while the ability is (src/engine/effects/permissions.ts). */
  | { kind: 'permission'; permission: PermissionSpec }
  /** "If you would glimpse an amount, glimpse that amount plus N instead" (its controller's glimpses). */
  | { kind: 'glimpseAmount'; amount: number }
  /** Cards of this kind that these players activate cost `amount` more (or less), relative to the ability's controller. */
  | { kind: 'filteredCostModifier'; players: 'each' | 'opponents' | 'you'; filter: CardFilter; amount: number;
    /** Only the first such card each of those players activates each turn (src/engine/effects/cleric-ops.ts). */ firstEachTurn?: boolean }
  /** "If a player would recover an amount, they recover that amount minus N instead" (every player). */
  | { kind: 'recoverReduction'; amount: number }
  /** "If you would recover an amount, recover N+X instead" (its controller's recoveries; src/engine/effects/cleric-ops.ts). */
  | { kind: 'recoverIncrease'; amount: number }
  /** "You have spellshroud": Spells can't target the controller of this ability. */
  | { kind: 'playerSpellshroud' }
  /** "This champion can't level up": no champion card may be materialized onto its lineage (glossary/game-terms.md#level-up). */
  | { kind: 'cantLevelUp' }
  /** On a weapon: attacking with it asks N more reserve, paid as the attack is declared (src/engine/flow/attack-costs.ts). */
  | { kind: 'attackCost'; reserve: number; /** 1 less for each card of this element in your graveyard. */ lessPerGraveyardElement?: Element }
  /**
   * Each declaration of an attack by an ally (any player's; 'self': this object only) asks `reserve` more, paid
   * like an attack tax (src/engine/effects/attack-tax.ts).
   */
  | { kind: 'allyAttackTax'; reserve: number; attackers: 'allies' | 'self' }
  /** "Allies with these counters on them don't obey their controller" (src/engine/effects/counter-obedience.ts). */
  | { kind: 'counterDisobeys'; counter: CounterKind }
  /** "If a unit hit by this this turn would die, banish it instead" (src/engine/effects/hit-units-banished.ts). */
  | { kind: 'hitUnitsBanishedOnDeath' }
  /** Each attack declaration that targets this object asks `reserve` more, paid like an attack tax (src/engine/effects/attack-target-tax.ts). */
  | { kind: 'attackTargetTax'; reserve: number }
  /** Ranged N as an ability the unit has (an Inherited Effect, or gained from an effect): instances add up (src/engine/effects/ranged.ts). */
  | { kind: 'ranged'; amount: number; /** Plus `times` for each card this count finds ("ranged 3+X, X three times the Curse cards in your lineage"). */ perCount?: { count: CardCount; times: number } }
  /** Cards like this in the inner lineage of its controller's champion lose all abilities (src/engine/effects/lineage-ability-loss.ts). */
  | { kind: 'lineageCardsLoseAbilities'; filter: CardFilter }
  /**
   * On a champion: it can't level up at all, or (`onlyInto`) only into a champion of that name
   * (src/engine/play/level-up-restrictions.ts).
   */
  | { kind: 'levelUpRestriction'; onlyInto?: string }
  /** On a champion (or an Inherited Effect): its controller ignores the elemental requirements of such cards (src/engine/effects/element-ignores.ts). */
  | { kind: 'ignoreElementalRequirements'; rule: ElementIgnore }
  /** It enters the field with as many of these counters as its controller's champion has damage counters (src/engine/effects/enter-counters.ts). */
  | { kind: 'entersWithChampionDamage'; counter: CounterKind }
  /** Objects entering under the control of an opponent of this ability's controller get `count` more of these counters (src/engine/effects/enter-counters.ts). */
  | { kind: 'opponentsObjectsEnterWithCounters'; counter: CounterKind; count: number }
  /** It enters the field with `count` of these counters on it (src/engine/effects/enter-counters.ts). */
  | { kind: 'entersWithCounters'; counter: CounterKind; count: number }
  /** Its controller can't remove these counters from their champion to pay for costs (src/engine/effects/counter-cost-bans.ts). */
  | { kind: 'cantPayWithChampionCounters'; counter: CounterKind }
  /** The Aethercharge cards its controller looks at while glimpsing have aethercalling (src/engine/effects/loading.ts). */
  | { kind: 'glimpsedAethercalling' }
  /** On a weapon: an attack using it that triggers an On Hit ability triggers it an additional time (src/engine/flow/combat.ts). */
  | { kind: 'onHitTwice' }
  /** Attacks using this object (or made by it) can't be retaliated (src/engine/effects/unretaliatable.ts). */
  | { kind: 'unretaliatable'; /** Only units like this can't retaliate against them ("can't be retaliated by Human allies"). */ by?: CardFilter }
  /**
   * "You may activate this card from your material deck" (src/engine/play/material-deck-activation.ts), while the
   * ability's condition holds: its memory cost is paid plus `costs`; `enters`: how the object it becomes enters.
   */
  | { kind: 'activateFromMaterialDeck'; costs?: MaterialDeckCost[]; enters?: 'ephemeral' | 'rested' }
  /**
   * "You may activate this card from your memory": while the ability's condition holds; `costs`: counters removed from your
   * champion as well; `free`: without paying its reserve cost (src/engine/play/memory-activation.ts).
   */
  | { kind: 'activateFromMemory'; costs?: { kind: 'removeChampionCounters'; counter: CounterKind; count: number }[]; free?: boolean }
  /** "You may activate this card from your graveyard" while the ability's condition holds; `banishAsItResolves`: "if you do, banish it as it resolves" (src/engine/play/memory-activation.ts). */
  | { kind: 'activateFromGraveyard'; banishAsItResolves?: boolean }
  /**
   * "[This unit]'s attacks get +N power (for each …)": the attack's power, not the unit's own, while it
   * is the attacker (src/engine/flow/combat.ts attackPower).
   */
  | { kind: 'attackPower'; amount: number; per?: CardCount }
  /** On a card with a memory cost: materializing it asks `amount` reserve more (src/engine/effects/materialize-additional-cost.ts). */
  | { kind: 'materializeReserveCost'; amount: number }
  /** Its controller doesn't lose for drawing from an empty deck (src/engine/effects/empty-deck.ts). */
  | { kind: 'noEmptyDeckLoss' }
  /** On a card: its memory cost is paid only with Floating Memory (src/engine/effects/floating-only.ts). */
  | { kind: 'floatingMemoryOnly' }
  /**
   * "While paying for a memory cost, you may banish (sacrifice) this to pay for N of that cost": the object is offered
   * with the Floating Memory cards as that cost is paid; `perCounter`: N is the number of those counters on it
   * (src/engine/effects/memory-substitutes.ts).
   */
  | { kind: 'paysMemory'; by: 'banish' | 'sacrifice'; amount?: number; perCounter?: CounterKind }
  /** On a card: one object you control like `filter` may be sacrificed to cover 1 of this card's own memory cost (src/engine/effects/memory-substitutes.ts). */
  | { kind: 'ownMemoryCostSacrifice'; filter: CardFilter }
  /** On a champion (or an Inherited Effect) or another object: attack cards like this its controller activates enter the intent with +N power (src/engine/effects/intent-entry-power.ts). */
  | { kind: 'intentEntryPower'; amount: number; filter: CardFilter }
  /**
   * "As an additional cost to materialize this card, banish N cards like this from your graveyard" (or, `singleGraveyard`,
   * all from any one graveyard): chosen as the memory cost is paid (src/engine/effects/choice-costs.ts).
   */
  | { kind: 'materializeBanishCost'; count: number; filter?: CardFilter; singleGraveyard?: boolean }
  /**
   * "If damage would be dealt to [your champion / the linked unit], you may banish this. If you do, prevent N of that
   * damage (and draw `draw` cards; a `counterIfPrevented` counter on your champion if any was prevented)":
   * an optional replacement its controller may apply to each such damage event (src/engine/effects/optional-banish-prevention.ts).
   */
  /** "This enters the field with X such counters", X as paid for its cost (src/engine/effects/x-counters.ts). */
  | { kind: 'entersWithXCounters'; counter: CounterKind }
  /** Activated abilities of allies (`regalia`: of regalia instead) you don't control cost `amount` more reserve (src/engine/effects/ability-cost-increase.ts). */
  | { kind: 'opponentsAllyAbilityCost'; amount: number; regalia?: boolean }
  | { kind: 'optionalBanishPrevention'; affects: 'yourChampion' | 'linked'; amount: number; draw?: number; counterIfPrevented?: CounterKind }
  /** On a boon: its player can't generate cards with the name chosen as it was gained (src/engine/effects/boon-chosen-name.ts). */
  | { kind: 'cantGenerateChosenName' }
  /** On a boon: it may be bestowed only while the ability's condition holds (src/engine/flow/bestow-restrictions.ts). */
  | { kind: 'bestowOnlyIf' }
  /** On a boon: its player may declare attacks with unloaded weapons of theirs like this as though they were loaded (src/engine/effects/unloaded-attacks.ts). */
  | { kind: 'attackUnloadedAsLoaded'; filter: CardFilter }
  /** This object ('self'), or each ally another player's opponent controls, enters the field in this state (src/engine/effects/static-enter-states.ts). */
  | { kind: 'entersState'; state: 'rested' | 'distant'; whose: 'self' | 'opponentsAllies' }
  /** On a champion: once each turn its player may starcall a card paying (0) instead (src/engine/effects/free-starcalling.ts). */
  | { kind: 'freeStarcalling' }
  /** On a champion card (an Inherited Effect): the object is each of the elements chosen for this card too (src/engine/effects/chosen-elements.ts). */
  | { kind: 'chosenElements' }
  /** An Inherited Effect: the object is also the class chosen for this card (src/engine/effects/chosen-class.ts). */
  | { kind: 'chosenClass' }
  /** "Materialize this card only …": it can be materialized only while the ability's condition holds (src/engine/effects/materialize-only.ts). */
  | { kind: 'materializeOnly' }
  /** On a weapon: allies of its controller like `filter` may attack using it (src/engine/effects/ally-weapons.ts). */
  | { kind: 'alliesMayWield'; filter: CardFilter }
  /** On a Link object: the linked unit's first attack each turn gets +N power (src/engine/effects/first-attack.ts). */
  | { kind: 'linkedFirstAttackPower'; amount: number }
  /** "[This unit] may only declare attacks against units your champion dealt combat damage to this turn" (src/engine/effects/champion-damaged-targets.ts). */
  | { kind: 'attacksOnlyChampionDamaged' }
  /** "Activate this card only …": the card can be activated only while the ability's condition holds (src/engine/effects/activate-only.ts). */
  | { kind: 'activateOnly' }
  /**
   * On a boon: the Spell cards its player owns deal, while on the effects stack, that much damage plus X instead,
   * X = its player's LV divided by `levelDivisor`, rounded down (src/engine/effects/spell-damage-bonus.ts).
   */
  | { kind: 'ownSpellDamagePlusLevel'; levelDivisor: number }
  /** On a card: its controller ignores this card's own elemental requirements as they activate it, while the ability's condition holds (src/engine/effects/element-ignores.ts). */
  | { kind: 'ignoreOwnElementalRequirements' }
  /**
   * Damage your Spell sources deal to units is raised by X, X the counters of this kind on this object: a damage-modifying
   * replacement on each such event (src/engine/effects/static-damage-increase.ts).
   */
  | { kind: 'spellDamageIncrease'; perCounter: CounterKind }
  /** "Damage dealt by [element] sources you control can't be prevented" (src/engine/effects/unpreventable-sources.ts). */
  | { kind: 'unpreventableFrom'; element: Element }
  /** On an attack card in the current attack's intent (the condition holding): the attack deals double its combat damage, a replacement (src/engine/effects/double-damage.ts). */
  | { kind: 'doubleAttackDamage' }
  /** On an attack card: while it is in the current attack's intent (and the condition holds), that attack's combat damage can't be prevented. */
  | { kind: 'unpreventableCombatDamage' }
  /** "You may [pay this] rather than pay this card's reserve cost", while the ability's condition holds (src/engine/effects/alternative-costs.ts). */
  | { kind: 'alternativeCost'; pay: AlternativeCost }
  /** Cards and objects with this subtype (anyone's) can't become imbued (src/engine/effects/imbue-bans.ts). */
  | { kind: 'cantBecomeImbued'; subtype: string };

/**
 * What a card's alternative cost asks instead of its reserve cost (src/engine/effects/alternative-costs.ts): banishing
 * `count` cards like `filter` (with Floating Memory) from your graveyard, sacrificing or resting `count` objects you control
 * like `filter`, or removing `count` such counters from your champion.
 */
export type AlternativeCost =
  | { kind: 'banishFromGraveyard'; count: number; filter?: CardFilter; floatingMemory?: boolean }
  | { kind: 'sacrifice'; count: number; filter: CardFilter }
  | { kind: 'rest'; count: number; filter: CardFilter }
  | { kind: 'removeChampionCounters'; counter: CounterKind; count: number };

/** A cost of activating a card from the material deck, on top of its memory cost. */
export type MaterialDeckCost =
  | { kind: 'reserve'; value: number }
  | { kind: 'removeChampionCounters'; counter: CounterKind; count: number }
  /** Sacrifice one object you control like this. */
  | { kind: 'sacrifice'; filter: CardFilter }
  /** Banish this many cards like this from your graveyard. */
  | { kind: 'banishFromGraveyard'; count: number; filter: CardFilter };

/**
 * Ability tracking (abilities-ability-tracking.md): an activated ability usable only once, or only once
 * each turn; a triggered ability that triggers only once, or only once each turn. Remembered by the
 * card instance that makes the ability (src/engine/effects/ability-tracking.ts).
 */
export type AbilityLimit = 'once' | 'oncePerTurn';

/**
 * Rules of a boon's own ability, counted per boon for the whole game (src/engine/effects/boon-abilities.ts):
 * `times`: it can be activated (or trigger) only that many times; `costPerUse`: its reserve cost is that
 * much more for each time it was activated; `costLessPer`: 1 less for each object of that type you control.
 */
export interface BoonAbilityRules { times?: number; costPerUse?: number; costLessPer?: CardType }

/**
 * `inherited`: an Inherited Effect, which the champion has while this card is anywhere in its lineage.
 * `modes`: a "choose one" ability (its effects are the chosen mode's); `modesOnce`: a mode already chosen
 * for this card instance can't be chosen again (src/engine/effects/ability-tracking.ts).
 */
export type Ability =
  | { kind: 'triggered'; trigger: Trigger; condition?: Condition; targets?: TargetSpec[]; effects: Effect[]; inherited?: boolean; cascade?: Mode[]; limit?: AbilityLimit; modes?: Mode[]; modesOnce?: boolean; boon?: BoonAbilityRules;
    /** It functions only from its owner's graveyard (src/engine/effects/graveyard-triggers.ts). */ fromGraveyard?: boolean;
    /** A phase trigger that functions only while its card is Preserved in its owner's material deck (src/engine/effects/preserved-triggers.ts). */ whilePreserved?: boolean }
  | { kind: 'activated'; costs: ActivatedCost[]; speed: 'fast' | 'slow'; condition?: Condition; targets?: TargetSpec[]; effects: Effect[]; inherited?: boolean; cascade?: Mode[]; limit?: AbilityLimit; modes?: Mode[]; modesOnce?: boolean; boon?: BoonAbilityRules;
    /** It functions only from its owner's graveyard (src/engine/effects/graveyard-abilities.ts). */ fromGraveyard?: boolean }
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
export interface ImbueSpec { n: number; match: 'element' | 'advanced' | Element | Element[] } // Element[]: "[A] & [B] Imbue N", either element counts

/** `count` objects you control with this subtype and/or name, for a Brew cost. */
export interface Ingredient { count: number; subtype?: string; name?: string }

/** One mode of a "choose one" card. */
export interface Mode { targets?: TargetSpec[]; effects: Effect[]; /** The mode may be chosen only while this holds (src/engine/play/mode-conditions.ts). */ condition?: Condition;
  /** A pair that replaces the single mode of this index once the card is imbued as its costs are paid (src/engine/play/imbued-modes.ts). */
  imbuedUpgradeOf?: number }

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
  /** "As an additional cost to activate this card, sacrifice N [filter] objects" (src/engine/effects/sacrifice-cost.ts). */
  sacrificeAsCost?: { filter: CardFilter; count: number; /** The objects return to their owners' material decks instead ("as an additional cost, return a regalia you control …"). */ returnToMaterialDeck?: boolean };
  /** "As an additional cost to activate this card, banish N cards like any of `anyOf` (with Floating Memory) from your graveyard" (src/engine/effects/banish-cost.ts). */
  banishAsCost?: { anyOf: CardFilter[]; count: number; floatingMemory?: boolean;
    /** From your material deck instead of your graveyard (`preserved`: only Preserved cards of it). */ from?: 'materialDeck'; preserved?: boolean };
  /** "As an additional cost to activate this card, discard N [kind of] cards" (src/engine/effects/discard-cost.ts). */
  discardAsCost?: { count: number; filter?: CardFilter };
  /** delevelling your champion and recovering N, both paid as extra costs of activating the card (src/engine/effects/champion-costs.ts). */
  championCosts?: { delevel?: boolean; recover?: number };
  /** False when no script exists: the engine asks the controller to carry out the text. */
  scripted: boolean;
}

/**
 * Your cards or objects counted for an X: cards in your graveyard or banishment, or objects you
 * control on the field (`nonChampion`: champions left out), with this element and/or type.
 */
export interface CardCount {
  /** 'lineage': every card of your champion's lineage, its top card included (glossary/game-terms.md#lineage-term). 'pantheon': the boons in your Pantheon zone. */
  zone: 'graveyard' | 'banishment' | 'field' | 'lineage' | 'pantheon' | 'memory';
  element?: Element;
  type?: CardType;
  nonChampion?: boolean;
  subtype?: string;
  class?: string;
  supertype?: Supertype;
  /** At least one of these subtypes ("Animal and/or Beast allies"). */
  anySubtype?: string[];
  /** Count no more than this ("for each of up to two …"). */
  atMost?: number;
  /** Only cards with this name ("each card named …"). */
  name?: string;
  /** Every player's cards in that zone, not only yours ("Curse cards in each champion's lineage"; src/engine/effects/counting.ts). */
  everyPlayer?: boolean;
}

/**
 * Which cards' elemental requirements are ignored: those fitting `filter` whose elements are advanced
 * (any advanced element), non-advanced (none), or basic (a basic one and no advanced one);
 * `via: 'activate'`: only when activated, not materialized ("cards you activate" rather than "play").
 */
export interface ElementIgnore { filter: CardFilter; elements: 'basic' | 'advanced' | 'nonAdvanced'; via?: 'activate' }
