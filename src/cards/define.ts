import type {
  Ability, ActivatedCost, CardDef, CardType, Condition, Cost, Duration, Effect, Element, Keyword, Mode, PlayerRef,
  StaticEffect, Subject, Supertype, TargetSpec, Trigger, ImbueSpec, Ingredient,
  EventFilter, WatchedEvent,
} from './vocabulary.js';
import type { Direction, GenerateZone, MasteryCounter } from './vocabulary.js';
import type { BoonAbilityRules, LeavingEvent, PreventionSpec } from './vocabulary.js';
import type { CardFilter } from './vocabulary.js';
import type { CharacteristicChange, ObjectSet } from './vocabulary.js';
import type { PermissionSpec } from './vocabulary.js';

/** Index facts about a card: names, costs, stats and types (facts, never card text). */
export interface CardFacts {
  slug: string;
  name: string;
  types: CardType[];
  supertypes?: Supertype[];
  subtypes?: string[];
  classes?: string[];
  element: Element | Element[];
  cost: Cost;
  level?: number | null;
  power?: number | null;
  life?: number | null;
  durability?: number | null;
  speed?: boolean | null;
}

/** What our script adds to the facts: the card's abilities in the engine's vocabulary. */
export interface CardScript {
  lineage?: string;
  keywords?: Keyword[];
  keywordValues?: CardDef['keywordValues'];
  /** Command [subtype]: the subtype the commanded ally must have. */
  commandSubtype?: string;
  /** Kindle N, Prepare N, Ephemerate and Starcalling costs (with the keyword in `keywords`). */
  activationValues?: CardDef['activationValues'];
  imbue?: ImbueSpec[];
  brew?: Ingredient[];
  abilities?: Ability[];
  /** Enters the field as a copy of an object of this kind (game-mechanics-copy.md, static copying). */
  entersAsCopy?: CardDef['entersAsCopy'];
  /** A boon's choice made as it is gained (src/engine/flow/boons.ts). */
  gainChoice?: CardDef['gainChoice'];
  onResolve?: Effect[];
  targets?: TargetSpec[];
  modes?: Mode[];
  /** An additional cost of activating it: sacrificing objects you control (src/engine/effects/sacrifice-cost.ts). */
  sacrificeAsCost?: CardDef['sacrificeAsCost'];
  /** An additional cost of activating it: banishing cards from your graveyard (src/engine/effects/banish-cost.ts). */
  banishAsCost?: CardDef['banishAsCost'];
  /** An additional cost of activating it: discarding cards from your hand (src/engine/effects/discard-cost.ts). */
  discardAsCost?: CardDef['discardAsCost'];
  /** An additional cost of activating it: delevel your champion and/or recover N (src/engine/effects/champion-costs.ts). */
  championCosts?: CardDef['championCosts'];
}

/** A card script in the lean form: the Index slug and what we wrote; the facts come from the Index (src/cards/index-facts.ts). */
export interface ScriptedCard {
  slug: string;
  script: CardScript;
}

/** One card's script: only its abilities, keywords, targets, modes and lineage rules, never its facts. */
export function cardScript(slug: string, script: CardScript): ScriptedCard {
  return { slug, script };
}

export function defineCard(facts: CardFacts, script: CardScript | null): CardDef {
  return {
    slug: facts.slug,
    name: facts.name,
    types: facts.types,
    supertypes: facts.supertypes ?? [],
    subtypes: facts.subtypes ?? [],
    classes: facts.classes ?? [],
    elements: Array.isArray(facts.element) ? facts.element : [facts.element],
    cost: facts.cost,
    level: facts.level ?? null,
    power: facts.power ?? null,
    life: facts.life ?? null,
    durability: facts.durability ?? null,
    speed: facts.speed ?? null,
    ...(script?.lineage ? { lineage: script.lineage } : {}),
    keywords: script?.keywords ?? [],
    ...(script?.keywordValues ? { keywordValues: script.keywordValues } : {}),
    ...(script?.commandSubtype ? { commandSubtype: script.commandSubtype } : {}),
    ...(script?.activationValues ? { activationValues: script.activationValues } : {}),
    ...(script?.imbue ? { imbue: script.imbue } : {}),
    ...(script?.brew ? { brew: script.brew } : {}),
    abilities: script?.abilities ?? [],
    ...(script?.entersAsCopy ? { entersAsCopy: script.entersAsCopy } : {}),
    ...(script?.gainChoice ? { gainChoice: script.gainChoice } : {}),
    ...(script?.onResolve ? { onResolve: script.onResolve } : {}),
    ...(script?.targets ? { targets: script.targets } : {}),
    ...(script?.modes ? { modes: script.modes } : {}),
    ...(script?.sacrificeAsCost ? { sacrificeAsCost: script.sacrificeAsCost } : {}),
    ...(script?.banishAsCost ? { banishAsCost: script.banishAsCost } : {}),
    ...(script?.discardAsCost ? { discardAsCost: script.discardAsCost } : {}),
    ...(script?.championCosts ? { championCosts: script.championCosts } : {}),
    scripted: script !== null,
  };
}

// ----- costs -----
export const reserve = (value: number | 'X'): Cost => ({ kind: 'reserve', value });
export const memory = (value: number | 'X'): Cost => ({ kind: 'memory', value });
export const noCost = (): Cost => ({ kind: 'none' });

// ----- abilities, named as the rules name them -----
export const triggered = (trigger: Trigger, effects: Effect[], opts: { condition?: Condition; targets?: TargetSpec[]; cascade?: Mode[] } = {}): Ability =>
  ({ kind: 'triggered', trigger, effects, ...opts });
export const activated = (costs: ActivatedCost[], effects: Effect[], opts: { speed?: 'fast' | 'slow'; condition?: Condition; targets?: TargetSpec[]; cascade?: Mode[] } = {}): Ability =>
  ({
    kind: 'activated', costs, effects, speed: opts.speed ?? 'fast', ...(opts.condition ? { condition: opts.condition } : {}), ...(opts.targets ? { targets: opts.targets } : {}),
    ...(opts.cascade ? { cascade: opts.cascade } : {}),
  });
/** A boon's ability with its per-boon counts: only N times, a cost that grows or shrinks (src/engine/effects/boon-abilities.ts). */
export const boonRules = (ability: Ability, rules: BoonAbilityRules): Ability => (ability.kind === 'static' ? ability : { ...ability, boon: rules });
/** Ability tracking: this activated ability can be activated (this triggered ability triggers) only once. */
export const onlyOnce = (ability: Ability): Ability => (ability.kind === 'static' ? ability : { ...ability, limit: 'once' });
/** Ability tracking: only once each turn. */
export const oncePerTurn = (ability: Ability): Ability => (ability.kind === 'static' ? ability : { ...ability, limit: 'oncePerTurn' });
/** Cascade: the Nth activation or trigger on the object uses the Nth mode (the last mode from then on). */
export const cascade = (...modes: Mode[]): Mode[] => modes;
export const staticAbility = (effect: StaticEffect, condition?: Condition): Ability => ({ kind: 'static', effect, ...(condition ? { condition } : {}) });

export const onEnter = (): Trigger => ({ on: 'enter' });
export const onAttack = (): Trigger => ({ on: 'attack' });
export const onHit = (): Trigger => ({ on: 'hit' });
export const onDeath = (): Trigger => ({ on: 'death' });
export const onLeave = (): Trigger => ({ on: 'leave' });
export const atBeginningOfYourEndPhase = (): Trigger => ({ on: 'beginPhase', phase: 'end', whose: 'yours' });
export const atBeginningOfYourRecollection = (): Trigger => ({ on: 'beginPhase', phase: 'recollection', whose: 'yours' });

// ----- costs of activated abilities -----
export const restSelf = (): ActivatedCost => ({ kind: 'rest' });
export const banishSelf = (): ActivatedCost => ({ kind: 'banishSelf' });
export const sacrificeSelf = (): ActivatedCost => ({ kind: 'sacrificeSelf' });
export const payReserve = (value: number): ActivatedCost => ({ kind: 'reserve', value });

// ----- restrictions and conditions -----
export const classBonus = (): Condition => ({ kind: 'classBonus' });
export const levelRestriction = (min: number): Condition => ({ kind: 'level', min });
export const memoryRestriction = (min: number): Condition => ({ kind: 'memory', min });
export const youControl = (subtype: string): Condition => ({ kind: 'controlsSubtype', subtype });
export const anyOf = (...conditions: Condition[]): Condition => ({ kind: 'anyOf', conditions });
export const allOf = (...conditions: Condition[]): Condition => ({ kind: 'allOf', conditions });
// Activation properties (game-mechanics-properties-and-states.md).
export const prepared = (): Condition => ({ kind: 'prepared' });
export const imbued = (): Condition => ({ kind: 'imbued' });
export const brewed = (): Condition => ({ kind: 'brewed' });
export const empowered = (): Condition => ({ kind: 'empowered' });

// ----- activation keywords: Imbue variants and Brew ingredients -----
export const imbue = (n: number): ImbueSpec => ({ n, match: 'element' });
export const advancedImbue = (n: number): ImbueSpec => ({ n, match: 'advanced' });
export const elementImbue = (element: Element, n: number): ImbueSpec => ({ n, match: element });
export const ingredient = (count: number, opts: { subtype?: string; name?: string }): Ingredient => ({ count, ...opts });

// ----- subjects and targets -----
export const self = (): Subject => ({ ref: 'self' });
export const target = (index = 0): Subject => ({ ref: 'target', index });
export const yourChampion = (): Subject => ({ ref: 'yourChampion' });
export const eachChampion = (): Subject => ({ ref: 'eachChampion' });
export const allUnits = (): Subject => ({ ref: 'allUnits' });
export const eventObject = (): Subject => ({ ref: 'eventObject' });
export const targetUnit = (opts: Omit<TargetSpec, 'kind'> = {}): TargetSpec => ({ kind: 'unit', ...opts });
export const targetAlly = (opts: Omit<TargetSpec, 'kind'> = {}): TargetSpec => ({ kind: 'ally', ...opts });
export const targetPlayer = (opts: Omit<TargetSpec, 'kind'> = {}): TargetSpec => ({ kind: 'player', ...opts });
export const targetWeapon = (opts: Omit<TargetSpec, 'kind'> = {}): TargetSpec => ({ kind: 'weapon', ...opts });

// ----- effects -----
export const draw = (count: number, who: PlayerRef = 'you'): Effect => ({ op: 'draw', who, count });
export const drawIntoMemory = (count: number, who: PlayerRef = 'you'): Effect => ({ op: 'draw', who, count, intoMemory: true });
export const dealDamage = (to: Subject, amount: number, amountIf?: { condition: Condition; amount: number }): Effect =>
  ({ op: 'dealDamage', to, amount, ...(amountIf ? { amountIf } : {}) });
export const recover = (amount: number, who: PlayerRef = 'you'): Effect => ({ op: 'recover', who, amount });
export const buffPower = (subject: Subject, amount: number, duration: Duration = 'untilEndOfTurn'): Effect =>
  ({ op: 'modifyStat', subject, stat: 'power', amount, duration });
export const modifyLife = (subject: Subject, amount: number, duration: Duration = 'untilEndOfTurn'): Effect =>
  ({ op: 'modifyStat', subject, stat: 'life', amount, duration });
export const modifyLevel = (subject: Subject, amount: number, duration: Duration = 'untilEndOfTurn'): Effect =>
  ({ op: 'modifyStat', subject, stat: 'level', amount, duration });
export const destroy = (subject: Subject): Effect => ({ op: 'destroy', subject });
export const putCounters = (subject: Subject, counter: Effect & { op: 'addCounters' } extends { counter: infer C } ? C : never, count: number): Effect =>
  ({ op: 'addCounters', subject, counter, count });
export const removeCounters = (subject: Subject, counter: Effect & { op: 'removeCounters' } extends { counter: infer C } ? C : never, count: number): Effect =>
  ({ op: 'removeCounters', subject, counter, count });
export const mill = (count: number, who: PlayerRef): Effect => ({ op: 'mill', who, count });
export const summonToken = (token: string, count = 1, rested = false): Effect => ({ op: 'summonToken', token, count, rested });
export const may = (...effects: Effect[]): Effect => ({ op: 'may', effects });
/** Empower N: your next Spell this turn activates and resolves as if your champion had N more level. */
export const empower = (amount: number): Effect => ({ op: 'empower', amount });
export const ifThen = (condition: Condition, then: Effect[], otherwise?: Effect[]): Effect =>
  ({ op: 'if', condition, then, ...(otherwise ? { else: otherwise } : {}) });

// ----- "whenever" triggers, delayed and reflexive triggers (abilities-triggered-abilities.md) -----
/** "Whenever [event]": one trigger per event. */
export const whenever = (event: WatchedEvent, filter?: EventFilter): Trigger => ({ on: 'whenever', event, ...(filter ? { filter } : {}) });
/** "Whenever one or more [event]": one trigger per batch of simultaneous events. */
export const wheneverOneOrMore = (event: WatchedEvent, filter?: EventFilter): Trigger => ({ on: 'whenever', event, ...(filter ? { filter } : {}), oneOrMore: true });
/** "At the beginning of the next end phase, …" (yours, or any player's). */
export const atBeginningOfNextEndPhase = (effects: Effect[], whose: 'yours' | 'each' = 'each'): Effect =>
  ({ op: 'delayedTrigger', when: { at: 'beginPhase', phase: 'end', whose }, effects });
/** "When [that object] leaves the field, …": a delayed trigger watching one object. */
export const whenLeaves = (subject: Subject, effects: Effect[]): Effect => ({ op: 'delayedTrigger', when: { at: 'leaves', subject }, effects });
/** "When you do, …": a reflexive trigger, usually inside a `may`. */
export const whenYouDo = (effects: Effect[], targets?: TargetSpec[]): Effect => ({ op: 'reflexiveTrigger', effects, ...(targets ? { targets } : {}) });
/** Deal damage equal to the source's power (its last-known power once it has left). */
export const dealDamageEqualToPower = (to: Subject): Effect => ({ op: 'dealDamage', to, amount: 0, amountFrom: 'sourcePower' });

// ----- combat keywords and loading (glossary/keywords-and-abilities.md, card-types-functional-subtypes.md) -----
/** A keyword with its number (Multistrike N, Critical N, Commanded Will N). */
export interface KeywordN { keyword: 'multistrike' | 'critical' | 'commandedWill'; value: number }
export const cleave = (): Keyword => 'cleave';
export const command = (): Keyword => 'command';
export const aethercalling = (): Keyword => 'aethercalling';
export const multistrike = (n: number): KeywordN => ({ keyword: 'multistrike', value: n });
export const critical = (n: number): KeywordN => ({ keyword: 'critical', value: n });
export const commandedWill = (n: number): KeywordN => ({ keyword: 'commandedWill', value: n });
/** The `keywords` and `keywordValues` of a script from plain keywords and numbered ones. */
export const keywordsWith = (...ks: (Keyword | KeywordN)[]): { keywords: Keyword[]; keywordValues: NonNullable<CardDef['keywordValues']> } => ({
  keywords: ks.map((k) => (typeof k === 'string' ? k : k.keyword)),
  keywordValues: Object.fromEntries(ks.filter((k): k is KeywordN => typeof k !== 'string').map((k) => [k.keyword, k.value])),
});
/** Load this card into an object: `load(target(0))`, or `loadInto(spec)` to choose one object of that kind on resolution. */
export const load = (into: Subject): Effect => ({ op: 'load', into });
export const loadInto = (choose: TargetSpec): Effect => ({ op: 'load', choose });

// ----- copies, double-faced cards, generated cards, masteries and statuses -----
/** Copy a targeted activation or ability on the effects stack; `newTargets`: its controller may choose new targets. */
export const copyActivation = (targetIndex = 0, opts: { newTargets?: boolean } = {}): Effect =>
  ({ op: 'copyActivation', target: targetIndex, ...(opts.newTargets ? { newTargets: true } : {}) });
/** Summon a token copy of each object (`rested`: the copy enters rested). */
export const copyObject = (subject: Subject, opts: { rested?: boolean } = {}): Effect => ({ op: 'copyObject', subject, ...(opts.rested ? { rested: true } : {}) });
/** "Enters the field as a copy of" an object of this kind; `optional`: it may enter as itself. */
export const enterAsCopy = (of: TargetSpec, optional = false): NonNullable<CardDef['entersAsCopy']> => ({ of, ...(optional ? { optional } : {}) });
/** Transform: flip a double-faced object to its other side. */
export const transform = (subject: Subject): Effect => ({ op: 'transform', subject });
/** Generate a card from outside the game (into your hand unless a zone is given). */
export const generate = (card: string, count = 1, to?: GenerateZone): Effect => ({ op: 'generate', card, ...(count !== 1 ? { count } : {}), ...(to ? { to } : {}) });
export const gainMastery = (mastery: string): Effect => ({ op: 'gainMastery', mastery });
export const addMasteryCounters = (counter: MasteryCounter, count: number): Effect => ({ op: 'addMasteryCounters', counter, count });
export const setDirection = (direction: Direction): Effect => ({ op: 'setDirection', direction });
// The masteries' own abilities (src/engine/effects/mastery-abilities.ts).
/** "[Name Bonus]": your champion is the named champion (e.g. championBonus('Merlin')). */
export const championBonus = (name: string): Condition => ({ kind: 'championBonus', name });
export const modifyAttackPower = (amount: number): Effect => ({ op: 'modifyAttackPower', amount });
export const graveyardToDeckBottom = (): Effect => ({ op: 'graveyardToDeckBottom' });
export const millPerMasteryCounter = (counter: MasteryCounter): Effect => ({ op: 'millPerMasteryCounter', counter });
export const graveyardLosesAbilities = (exceptSubtype?: string): StaticEffect => ({ kind: 'graveyardLosesAbilities', ...(exceptSubtype ? { exceptSubtype } : {}) });
export const masteryDirection = (direction: Direction): Condition => ({ kind: 'masteryDirection', direction });
const DIRECTIONS: Direction[] = ['north', 'east', 'south', 'west'];

/**
 * "Change the Shifting Currents direction" while it is `from`: each other direction is offered in turn, and the
 * last is taken once the others were declined.
 */
export function changeShiftingCurrentsFrom(from: Direction): Effect[] {
  const others = DIRECTIONS.filter((d) => d !== from);
  return others.map((d, i) => {
    const step = i === others.length - 1 ? setDirection(d) : may(setDirection(d));
    return i === 0 ? step : ifThen(masteryDirection(from), [step]);
  });
}

/** "Change the Shifting Currents direction" from whichever holds; without Shifting Currents nothing happens. */
export function changeShiftingCurrents(): Effect[] {
  const change = (rest: Direction[]): Effect[] =>
    [ifThen(masteryDirection(rest[0]!), changeShiftingCurrentsFrom(rest[0]!), rest.length > 1 ? change(rest.slice(1)) : undefined)];
  return change(DIRECTIONS);
}
/** X counters on your mastery, X = those on the trigger's event object (last known), optionally only if it was of `ofType`. */
export const masteryCountersFromEventObject = (counter: 'sheen', ofType?: CardType): Effect => ({ op: 'masteryCountersFromEventObject', counter, ...(ofType ? { ofType } : {}) });
export const moveCountersToMastery = (subject: Subject, counter: 'sheen', whenAtLeast?: { min: number; effects: Effect[] }): Effect =>
  ({ op: 'moveCountersToMastery', subject, counter, ...(whenAtLeast ? { whenAtLeast } : {}) });
export const eventObjectIs = (type: 'ALLY' | 'CHAMPION'): Condition => ({ kind: 'eventObjectType', type });
export const gainStatus = (status: string): Effect => ({ op: 'gainStatus', status });
export const loseStatus = (status: string): Effect => ({ op: 'loseStatus', status });
/** "Sheen N+": your mastery has at least N sheen counters. */
export const sheen = (min: number): Condition => ({ kind: 'masteryCounters', counter: 'sheen', min });
export const targetActivation = (opts: Omit<TargetSpec, 'kind'> = {}): TargetSpec => ({ kind: 'activation', ...opts });

// ----- damage prevention and replacement effects (src/engine/effects/prevention.ts, replacement.ts) -----
type PreventOpts = { damageType?: 'combat' | 'nonCombat'; duration?: Duration; atMost?: number; shared?: boolean };
const preventionSpec = (kind: PreventionSpec['kind'], amount: number | 'all', o: PreventOpts): PreventionSpec => ({
  kind, amount, duration: o.duration ?? 'untilEndOfTurn',
  ...(o.damageType ? { damageType: o.damageType } : {}),
  ...(o.atMost !== undefined ? { atMost: o.atMost } : {}),
  ...(o.shared ? { shared: true } : {}),
});
/** Deal damage that prevention effects cannot prevent. */
export const dealUnpreventableDamage = (to: Subject, amount: number): Effect => ({ op: 'dealDamage', to, amount, unpreventable: true });
/** A shield: the next N damage dealt to each unit (this turn by default) is prevented. */
export const preventNextDamage = (subject: Subject, amount: number, opts: PreventOpts = {}): Effect =>
  ({ op: 'preventDamage', subject, prevention: preventionSpec('shield', amount, opts) });
/** An instance: the next time damage would be dealt to the unit, N (or all) of it is prevented. */
export const preventNextInstance = (subject: Subject, amount: number | 'all', opts: PreventOpts = {}): Effect =>
  ({ op: 'preventDamage', subject, prevention: preventionSpec('instance', amount, opts) });
/** Static prevention: damage dealt to the affected units has N (or all) of it prevented, each time. */
export const preventDamageStatic = (affects: 'self' | 'yourChampion' | 'yourAllies' | 'yourUnits', amount: number | 'all', opts: { damageType?: 'combat' | 'nonCombat'; atMost?: number } = {}): StaticEffect =>
  ({ kind: 'preventDamage', affects, amount, ...(opts.damageType ? { damageType: opts.damageType } : {}), ...(opts.atMost !== undefined ? { atMost: opts.atMost } : {}) });
/** "If it would be destroyed / sacrificed / put into a graveyard, banish it instead." */
export const banishInstead = (subject: Subject, event: LeavingEvent = 'graveyard', duration: Duration = 'untilEndOfTurn'): Effect =>
  ({ op: 'replaceLeaving', subject, event, instead: 'banish', duration });

// Continuous effects on characteristics (src/engine/effects/continuous.ts). Changes, named as the rules name them:
/** Layer A, stat-setting: "base power becomes N". */
export const setBaseStat = (stat: 'power' | 'life' | 'level', value: number): CharacteristicChange => ({ kind: 'setStat', stat, value });
/** Layer B, type-setting: the listed types replace the card's; supertypes are lost unless listed; subtypes kept unless given. */
export const setTypes = (types: CardType[], opts: { supertypes?: Supertype[]; subtypes?: string[] } = {}): CharacteristicChange =>
  ({ kind: 'setTypes', types, ...opts });
/** Layer B, type-expansion: additional types and subtypes. */
export const addTypes = (types: CardType[], subtypes?: string[]): CharacteristicChange => ({ kind: 'addTypes', types, ...(subtypes ? { subtypes } : {}) });
/** Layer C: "is [element] element" (it is no other element). */
export const setElement = (...elements: Element[]): CharacteristicChange => ({ kind: 'setElements', elements });
export const addElement = (...elements: Element[]): CharacteristicChange => ({ kind: 'addElements', elements });
/** Layer D. */
export const loseAllAbilities = (): CharacteristicChange => ({ kind: 'loseAllAbilities' });
export const gainKeyword = (keyword: Keyword): CharacteristicChange => ({ kind: 'gainKeyword', keyword });
export const loseKeyword = (keyword: Keyword): CharacteristicChange => ({ kind: 'loseKeyword', keyword });
/** Layer E, last: power and life trade places. */
export const swapPowerAndLife = (): CharacteristicChange => ({ kind: 'swapPowerLife' });

/** An instanced effect ("gets", "gains", "becomes", "loses"): only the objects there at resolution. */
export const becomes = (subject: Subject, changes: CharacteristicChange[], duration: Duration = 'permanent'): Effect =>
  ({ op: 'changeCharacteristics', subject, changes, duration });
/** A static effect made by a resolution ("have", "are" until …): objects joining the set later are included. */
export const have = (set: ObjectSet, changes: CharacteristicChange[], duration: Duration = 'untilEndOfTurn'): Effect =>
  ({ op: 'staticCharacteristics', set, changes, duration });
/** A static ability on characteristics ("Automaton allies you control have taunt"); the set defaults to the object itself. */
export const characteristics = (changes: CharacteristicChange[], set?: ObjectSet): StaticEffect =>
  ({ kind: 'characteristics', changes, ...(set ? { set } : {}) });
/** Sets of objects for `have` and `characteristics`. */
export const objectSet = (affects: ObjectSet['affects'], filter: { type?: CardType; subtype?: string; element?: Element } = {}): ObjectSet => ({ affects, ...filter });

// ----- object, lineage and player keywords (src/engine/effects/object-keywords.ts, link.ts, foster.ts, preserve.ts) -----
/** "You gain Agility N for this turn." */
export const gainAgility = (amount: number, who: PlayerRef = 'you'): Effect => ({ op: 'gainAgility', who, amount });
/** Agility N printed on an object: at the beginning of each end phase, return N cards from memory to hand. */
export const agility = (n: number): Ability => triggered({ on: 'beginPhase', phase: 'end', whose: 'each' }, [{ op: 'returnFromMemory', count: n }]);
export const onFoster = (): Trigger => ({ on: 'foster' });
/** Make a unit fostered (it becomes fostered only once). */
export const becomeFostered = (subject: Subject): Effect => ({ op: 'foster', subject });
export const fostered = (): Condition => ({ kind: 'fostered' });
/** The cost of a Lineage Release ability. */
export const banishFromLineage = (): ActivatedCost => ({ kind: 'banishFromLineage' });
/** Lineage Release — effects: activated by banishing this card from your champion's inner lineage. */
export const lineageRelease = (effects: Effect[], opts: { speed?: 'fast' | 'slow'; condition?: Condition; targets?: TargetSpec[] } = {}): Ability =>
  activated([banishFromLineage()], effects, opts);
export const scavenge = (count: number, filter: CardFilter): Effect => ({ op: 'scavenge', count, filter });
export const suppress = (subject: Subject): Effect => ({ op: 'suppress', subject });
/** Banish a targeted graveyard card and put an omen counter on it. */
export const banishAsOmen = (target = 0): Effect => ({ op: 'banishAsOmen', target });
/** "If you have N or more omens." */
export const omens = (min: number): Condition => ({ kind: 'omens', min });

// ----- permissions and prohibitions (src/engine/effects/permissions.ts) -----
type PermissionOpts = { set?: ObjectSet; players?: PermissionSpec['players']; filter?: CardFilter; withKeyword?: Keyword };
const permissionSpec = (mode: 'can' | 'cant', action: PermissionSpec['action'], opts: PermissionOpts & { element?: Element } = {}): PermissionSpec =>
  ({ mode, action, ...opts });
/** A static "can't" ability: `cant('attack')` (this object), `cant('draw', { players: 'opponents' })`. */
export const cant = (action: PermissionSpec['action'], opts: PermissionOpts = {}): StaticEffect =>
  ({ kind: 'permission', permission: permissionSpec('cant', action, opts) });
/** A static "can" ability (a permission): `can('activateAsFast', { players: 'you', filter })`. */
export const can = (action: PermissionSpec['action'], opts: PermissionOpts = {}): StaticEffect =>
  ({ kind: 'permission', permission: permissionSpec('can', action, opts) });
/** Type-acting: "this object can attack as though it were an ally" (its types do not change). */
export const attackAsThoughAlly = (set?: ObjectSet): StaticEffect => can('attackAsAlly', set ? { set } : {});
/** A rule setting on an element: enabled (true) or disabled (false) for the players; the newest setting wins. */
export const elementSetting = (element: Element, enabled: boolean, players: PermissionSpec['players'] = 'you'): StaticEffect =>
  ({ kind: 'permission', permission: permissionSpec(enabled ? 'can' : 'cant', 'element', { element, players }) });
/** A prohibition or permission made by a resolution: on `subject` (instanced) or as a static effect for the duration. */
export const prohibit = (action: PermissionSpec['action'], opts: PermissionOpts & { subject?: Subject; duration?: Duration } = {}): Effect => {
  const { subject, duration = 'untilEndOfTurn', ...rest } = opts;
  return { op: 'permission', permission: permissionSpec('cant', action, rest), ...(subject ? { subject } : {}), duration };
};
export const permit = (action: PermissionSpec['action'], opts: PermissionOpts & { subject?: Subject; duration?: Duration; element?: Element } = {}): Effect => {
  const { subject, duration = 'untilEndOfTurn', ...rest } = opts;
  return { op: 'permission', permission: permissionSpec('can', action, rest), ...(subject ? { subject } : {}), duration };
};

// ----- bonuses promised to a unit's next attack or its attacks this turn (src/engine/effects/attack-bonuses.ts) -----
/** "[Subject]'s next attack this turn gets +N power (and has …)": `grants` are the attack's abilities (On Attack / On Hit / On Kill). */
export const nextAttackGets = (subject: Subject, amount: number, grants?: Ability[]): Effect =>
  ({ op: 'attackBonus', subject, amount, scope: 'next', ...(grants ? { grants } : {}) });
/** "Until end of turn, [subject]'s attacks get +N power (and gain …)". */
export const attacksThisTurnGet = (subject: Subject, amount: number, grants?: Ability[]): Effect =>
  ({ op: 'attackBonus', subject, amount, scope: 'thisTurn', ...(grants ? { grants } : {}) });
// ----- conditions of the Mage and Ranger regalia -----
/** "If an opponent controls a [element] element champion." */
export const opponentControlsChampionOf = (element: Element): Condition => ({ kind: 'opponentChampionElement', element });
/** "If your champion is distant." */
export const championDistant = (): Condition => ({ kind: 'championDistant' });
export const yourTurn = (): Condition => ({ kind: 'yourTurn' });
export const not = (condition: Condition): Condition => ({ kind: 'not', condition });
/** The source object is still on the field. */
export const selfOnField = (): Condition => ({ kind: 'selfOnField' });
