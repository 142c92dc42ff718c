import type {
  Ability, ActivatedCost, CardDef, CardType, Condition, Cost, Duration, Effect, Element, Keyword, Mode, PlayerRef,
  StaticEffect, Subject, Supertype, TargetSpec, Trigger,
} from './vocabulary.js';

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
  abilities?: Ability[];
  onResolve?: Effect[];
  targets?: TargetSpec[];
  modes?: Mode[];
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
    abilities: script?.abilities ?? [],
    ...(script?.onResolve ? { onResolve: script.onResolve } : {}),
    ...(script?.targets ? { targets: script.targets } : {}),
    ...(script?.modes ? { modes: script.modes } : {}),
    scripted: script !== null,
  };
}

// ----- costs -----
export const reserve = (value: number | 'X'): Cost => ({ kind: 'reserve', value });
export const memory = (value: number | 'X'): Cost => ({ kind: 'memory', value });
export const noCost = (): Cost => ({ kind: 'none' });

// ----- abilities, named as the rules name them -----
export const triggered = (trigger: Trigger, effects: Effect[], opts: { condition?: Condition; targets?: TargetSpec[] } = {}): Ability =>
  ({ kind: 'triggered', trigger, effects, ...opts });
export const activated = (costs: ActivatedCost[], effects: Effect[], opts: { speed?: 'fast' | 'slow'; condition?: Condition; targets?: TargetSpec[] } = {}): Ability =>
  ({ kind: 'activated', costs, effects, speed: opts.speed ?? 'fast', ...(opts.condition ? { condition: opts.condition } : {}), ...(opts.targets ? { targets: opts.targets } : {}) });
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
export const ifThen = (condition: Condition, then: Effect[], otherwise?: Effect[]): Effect =>
  ({ op: 'if', condition, then, ...(otherwise ? { else: otherwise } : {}) });
