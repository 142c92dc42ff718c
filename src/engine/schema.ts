import { z } from 'zod';
import type { Action, GameState } from './types.js';

const id = z.string().min(1).max(40);
const counterKind = z.enum(['buff', 'debuff', 'damage', 'durability', 'enlighten', 'level', 'preparation', 'charge', 'bulwark',
  'omen', 'static', 'wither', 'sheen', 'glimmer', 'refinement', 'page', 'prize', 'lash', 'quest', 'age', 'blood', 'music',
  'gem', 'time', 'frenzy', 'debt', 'training']);
const chosenTarget = z.union([
  z.object({ kind: z.literal('object'), id }),
  z.object({ kind: z.literal('player'), id }),
  z.object({ kind: z.literal('card'), id }),
  z.object({ kind: z.literal('stack'), id }),
  z.null(),
]);

const assistTool = z.discriminatedUnion('tool', [
  z.object({ tool: z.literal('draw'), player: id, count: z.number().int().min(1).max(10) }),
  z.object({ tool: z.literal('damage'), object: id, amount: z.number().int().min(1).max(99) }),
  z.object({ tool: z.literal('recover'), object: id, amount: z.number().int().min(1).max(99) }),
  z.object({ tool: z.literal('counters'), object: id, counter: counterKind, delta: z.number().int().min(-20).max(20) }),
  z.object({ tool: z.literal('destroy'), object: id }),
  z.object({ tool: z.literal('rest'), object: id }),
  z.object({ tool: z.literal('wakeUp'), object: id }),
  z.object({ tool: z.literal('token'), def: z.string().min(1).max(80) }),
  z.object({ tool: z.literal('moveCard'), card: id, to: z.enum(['hand', 'graveyard', 'banishment', 'memory', 'deckTop', 'deckBottom']) }),
  z.object({ tool: z.literal('banish'), object: id }),
  z.object({ tool: z.literal('bounce'), object: id }),
  z.object({ tool: z.literal('mill'), player: id, count: z.number().int().min(1).max(10) }),
  z.object({ tool: z.literal('lookTop'), count: z.number().int().min(1).max(10) }),
  z.object({ tool: z.literal('discardChosen'), player: id }),
  z.object({ tool: z.literal('modify'), object: id, stat: z.enum(['power', 'life']), amount: z.number().int().min(1).max(10) }),
  z.object({ tool: z.literal('prevent'), object: id, amount: z.number().int().min(1).max(99) }),
  z.object({ tool: z.literal('search'), def: z.string().min(1).max(80), to: z.enum(['hand', 'graveyard', 'field']) }),
  z.object({ tool: z.literal('shuffle') }),
  z.object({ tool: z.literal('done') }),
]);

/** Every player input is untrusted: it is parsed with this schema before the engine looks at it. */
export const ActionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('concede') }),
  z.object({ type: z.literal('activate'), card: id }),
  z.object({ type: z.literal('materialize'), card: id }),
  z.object({ type: z.literal('bestow'), card: id }),
  z.object({ type: z.literal('skipMaterialize') }),
  z.object({ type: z.literal('activateAbility'), object: id, index: z.number().int().min(0).max(20) }),
  z.object({ type: z.literal('activateBoonAbility'), card: id, index: z.number().int().min(0).max(20) }),
  z.object({ type: z.literal('activateGraveyardAbility'), card: id, index: z.number().int().min(0).max(20) }),
  z.object({ type: z.literal('attack'), attacker: id }),
  z.object({ type: z.literal('declareX'), x: z.number().int().min(0).max(99) }),
  z.object({ type: z.literal('chooseMode'), mode: z.number().int().min(0).max(10) }),
  z.object({ type: z.literal('chooseTarget'), target: chosenTarget }),
  z.object({ type: z.literal('chooseReserve'), card: id }),
  z.object({ type: z.literal('chooseFloating'), card: id.nullable() }),
  z.object({ type: z.literal('restForReserve'), object: id }),
  z.object({ type: z.literal('chooseWeapon'), weapon: id.nullable() }),
  z.object({ type: z.literal('chooseAttackTarget'), target: id }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('retaliate'), unit: id.nullable() }),
  z.object({ type: z.literal('orderTrigger'), trigger: id }),
  z.object({ type: z.literal('keepUnique'), object: id }),
  z.object({ type: z.literal('mayAnswer'), accept: z.boolean() }),
  z.object({ type: z.literal('chooseCard'), card: id }),
  z.object({ type: z.literal('glimpseChoice'), card: id, where: z.enum(['top', 'bottom']) }),
  z.object({ type: z.literal('searchChoice'), card: id.nullable() }),
  z.object({ type: z.literal('assist'), tool: assistTool }),
  z.object({ type: z.literal('declarePrepare'), prepare: z.boolean() }),
  z.object({ type: z.literal('declareBrew'), brew: z.boolean() }),
  z.object({ type: z.literal('declareAltCost'), use: z.boolean() }),
  z.object({ type: z.literal('chooseIngredient'), object: id }),
  z.object({ type: z.literal('chooseKindle'), card: id.nullable() }),
  z.object({ type: z.literal('ephemerate'), card: id }),
  z.object({ type: z.literal('activateFromMaterialDeck'), card: id }),
  z.object({ type: z.literal('chooseCostPart'), id }),
  z.object({ type: z.literal('starcall'), card: id, free: z.union([z.literal(true), z.literal('effect')]).optional() }),
  z.object({ type: z.literal('chooseAttackPlayer'), player: id }),
  z.object({ type: z.literal('noMoreTargets') }),
  z.object({ type: z.literal('criticalDiscard'), card: id.nullable() }),
  z.object({ type: z.literal('chooseCommandAlly'), object: id }),
  z.object({ type: z.literal('aethercall'), card: id, weapon: id }),
  z.object({ type: z.literal('loadInto'), object: id }),
  z.object({ type: z.literal('orderReplacement'), replacement: z.string().min(1).max(80) }),
  z.object({ type: z.literal('chooseCopy'), object: id.nullable() }),
  z.object({ type: z.literal('returnPreserved'), card: id }),
  z.object({ type: z.literal('payWither'), card: id.nullable() }),
  z.object({ type: z.literal('chooseLink'), object: id }),
  z.object({ type: z.literal('chooseName'), name: z.string().min(1).max(200) }),
  z.object({ type: z.literal('consent'), accept: z.boolean() }),
]) as z.ZodType<Action>;

const cardIdList = z.array(id);
const playerState = z.object({
  id, name: z.string(),
  mainDeck: cardIdList, materialDeck: cardIdList, hand: cardIdList, memory: cardIdList, graveyard: cardIdList, banishment: cardIdList,
  champion: id.nullable(), hadChampion: z.boolean(), materializedThisPhase: z.boolean(), lost: z.boolean(),
  lossReason: z.string().optional(), drewFromEmpty: z.boolean(), startedWithUnique: z.boolean().optional(), startingMaterialDeckSize: z.number().int().optional(),
  pantheon: z.array(z.object({ card: id, bestowed: z.boolean(), chosenName: z.string().optional(), notGained: z.boolean().optional(), gainedAt: z.number().int().optional(), uses: z.record(z.string(), z.number().int()).optional(), resolved: z.record(z.string(), z.number().int()).optional(), lastTurn: z.record(z.string(), z.number().int()).optional(), counters: z.record(z.string(), z.number().int()).optional() })).optional(),
});
const objectState = z.object({
  id, card: id.nullable(), def: z.string(), owner: id, controller: id, rested: z.boolean(), damage: z.number().int().min(0),
  counters: z.record(z.string(), z.number()), timestamp: z.number().int(), lineage: cardIdList, enteredTurn: z.number().int(),
  distant: z.boolean().optional(), charged: z.boolean().optional(), fromBanishment: z.boolean().optional(),
  prepared: z.boolean().optional(), imbued: z.boolean().optional(), brewed: z.boolean().optional(), ephemeral: z.boolean().optional(),
  cascade: z.record(z.string(), z.number().int()).optional(),
  abilityUses: z.record(z.string(), z.number().int()).optional(),
  loaded: cardIdList.optional(),
  lineageTimestamps: z.record(z.string(), z.number().int()).optional(),
  copy: z.boolean().optional(),
  linkedTo: id.optional(), linkChoice: z.boolean().optional(), fostered: z.boolean().optional(), damagedSinceLastTurn: z.boolean().optional(),
  skipNextWakeUp: z.boolean().optional(), // effects/skip-wake-up.ts
  playedTop: id.optional(), // effects/played-champion-card.ts
});
const stackItem = z.object({
  id, kind: z.enum(['activation', 'materialization', 'ability', 'trigger', 'bestowal']), controller: id, card: id.optional(), def: z.string(),
  source: id.optional(), abilityIndex: z.number().int().optional(), targets: z.array(chosenTarget), x: z.number().int(),
  mode: z.number().int().optional(), timestamp: z.number().int(),
  from: z.enum(['hand', 'materialDeck', 'memory', 'graveyard', 'banishment', 'mainDeck']).optional(),
  lki: z.object({ power: z.number(), controller: id, counters: z.record(z.string(), z.number()).optional(), ephemeral: z.boolean().optional(), imbued: z.boolean().optional(), brewed: z.boolean().optional() }).optional(),
  builtin: z.string().optional(), eventObject: id.optional(), eventCard: id.optional(), eventPlayer: id.optional(), leftSource: id.optional(), eventObjects: z.array(id).optional(), inline: z.record(z.string(), z.unknown()).optional(),
  prepared: z.boolean().optional(), imbued: z.boolean().optional(), brewed: z.boolean().optional(),
  empowered: z.number().int().optional(), ephemeral: z.boolean().optional(), entersRested: z.boolean().optional(),
  chosen: z.array(id).optional(), chosenPower: z.array(z.number()).optional(),
  commandAlly: id.optional(),
  sacrificedLife: z.number().int().optional(), // effects/repeated-gather.ts
  unnegatable: z.boolean().optional(),
  copy: z.boolean().optional(),
  preserveChoice: z.literal('asked').optional(),
  banishAsItResolves: z.literal(true).optional(), // play/memory-activation.ts
});

// Card definitions and pending decisions are validated for shape (objects with the right keys);
// their inner vocabulary is produced by our own code, not by players.
const looseObject = z.record(z.string(), z.unknown());

const gameStateSchema = z.object({
  format: z.literal('standard'),
  rulesVersion: z.string(),
  version: z.number().int().min(0),
  seed: z.number().int(),
  rng: z.object({ a: z.number().int(), b: z.number().int(), c: z.number().int(), d: z.number().int() }),
  players: z.array(playerState).min(2),
  cards: z.record(id, z.object({ owner: id, def: z.string(), copy: z.boolean().optional() })),
  defs: z.record(z.string(), looseObject),
  objects: z.record(id, objectState),
  field: cardIdList,
  turn: z.number().int().min(0),
  turnPlayer: z.number().int().min(0),
  firstPlayer: z.number().int().min(0),
  phase: z.enum(['setup', 'wakeUp', 'materialize', 'recollection', 'draw', 'main', 'combat', 'end']),
  phaseStep: z.number().int().min(0),
  combat: looseObject.nullable(),
  stack: z.array(stackItem),
  opportunity: z.object({ player: z.number().int().min(0), passes: z.number().int().min(0) }).nullable(),
  pending: looseObject.nullable(),
  pendingTriggers: z.array(looseObject),
  effects: z.array(looseObject),
  keywordGrants: z.array(looseObject).default([]),
  characteristicEffects: z.array(looseObject).optional(),
  lineageGrants: z.array(looseObject).optional(), // effects/lineage-grants.ts
  permissionEffects: z.array(looseObject).optional(),
  preventions: z.array(z.object({
    id, objects: cardIdList, controller: id, def: z.string(), kind: z.enum(['shield', 'instance', 'increase', 'each', 'reduceOutgoing', 'unpreventableFrom', 'increaseNext']), yourDistantUnits: z.boolean().optional(),
    amount: z.union([z.number().int().min(0), z.literal('all')]), damageType: z.enum(['combat', 'nonCombat']).optional(),
    atMost: z.number().int().optional(), duration: z.enum(['untilEndOfTurn', 'untilYourNextTurn', 'untilEndOfYourNextTurn', 'permanent']), timestamp: z.number().int(),
    from: looseObject.optional(), rider: looseObject.optional(), allBut: z.number().int().min(0).optional(),
    onPrevent: looseObject.optional(), // effects/prevention-triggers.ts
    then: looseObject.optional(), exactly: z.number().int().min(0).optional(), // effects/prevention-riders.ts, prevention.ts
    element: z.string().optional(), // effects/unpreventable-sources.ts
  })).optional(),
  replacements: z.array(z.object({
    id, object: id, controller: id, def: z.string(), event: z.enum(['destroyed', 'sacrificed', 'graveyard']),
    instead: z.literal('banish'), duration: z.enum(['untilEndOfTurn', 'untilYourNextTurn', 'untilEndOfYourNextTurn', 'permanent']), timestamp: z.number().int(),
  })).optional(),
  leveledUpThisTurn: z.array(id),
  empower: z.array(z.object({ player: id, amount: z.number().int(), turn: z.number().int() })).optional(),
  aeneanResolved: z.record(id, z.number().int().min(0)).optional(),
  resolving: looseObject.optional(),
  ephemeralIntent: cardIdList.optional(),
  preparedIntent: cardIdList.optional(),
  imbuedIntent: cardIdList.optional(),
  masteries: z.record(id, z.object({
    def: z.string(), counters: z.record(z.string(), z.number().int().min(0)), direction: z.enum(['north', 'south', 'east', 'west']).optional(),
  })).optional(),
  statuses: z.record(id, z.array(z.string())).optional(),
  delayedTriggers: z.array(looseObject).optional(),
  agility: z.array(z.object({ player: id, amount: z.number().int().min(0), def: z.string() })).optional(),
  elementIgnores: z.array(looseObject).optional(),
  enterCounterRules: z.array(looseObject).optional(),
  enterStateRules: z.array(looseObject).optional(),
  enterStateCards: z.array(looseObject).optional(),
  enterCounterCards: z.array(z.object({ card: id, counter: counterKind, count: z.number().int() })).optional(),
  costChanges: z.array(z.object({ player: id, amount: z.number().int(), filter: looseObject, next: z.boolean(), def: z.string(), fromTurn: z.number().int().optional() })).optional(),
  temporaryControl: z.array(z.object({ object: id, controller: id, previous: id })).optional(),
  materializeSurcharges: z.array(z.object({ player: id, amount: z.number().int(), controller: id, duration: z.string(), def: z.string() })).optional(),
  attackTaxes: z.array(z.object({ amount: z.number().int(), def: z.string(), duration: z.literal('untilYourNextTurn').optional(), controller: id.optional(), attackers: z.enum(['champions', 'allies']).optional() })).optional(),
  championDamage: z.record(id, z.object({ total: z.number().int(), combat: z.number().int() })).optional(),
  championCombatDamaged: z.record(id, z.array(id)).optional(),
  hitThisTurn: z.record(id, z.array(id)).optional(),
  lastAttack: z.object({ turn: z.number().int(), weaponSubtypes: z.array(z.string()) }).optional(),
  championCombatDamageDealt: z.record(id, z.number().int().min(0)).optional(),
  preserved: cardIdList.optional(),
  cardCounters: z.record(id, z.record(z.string(), z.number())).optional(),
  suppressed: z.array(z.object({ card: id, controller: id })).optional(),
  assistCheckpoints: z.record(z.string(), looseObject).optional(), // whole states, checked when an objection restores one
  disputes: z.array(z.object({ turn: z.number().int(), def: z.string(), controller: id, by: id })).optional(),
  attackBonuses: z.array(looseObject).optional(),
  activationsThisTurn: z.array(z.object({ player: id, def: z.string(), brewed: z.literal(true).optional() })).optional(),
  materializedThisTurn: z.array(id).optional(),
  drawsThisTurn: z.record(z.string(), z.number().int()).optional(),
  attacksThisTurn: z.record(z.string(), z.number().int()).optional(),
  championAttackedThisTurn: z.array(id).optional(),
  attacksByObjectThisTurn: z.record(z.string(), z.number().int()).optional(),
  freeStarcallUsed: z.array(z.object({ player: id, turn: z.number().int() })).optional(),
  freeStarcallPermits: z.array(z.object({ player: id, turn: z.number().int(), def: z.string() })).optional(),
  chosenElements: z.record(id, z.array(z.string())).optional(),
  chosenClasses: z.record(id, z.string()).optional(), // effects/chosen-class.ts
  banishedBySource: z.array(z.object({ source: id, card: id })).optional(),
  banishedPlayable: z.array(z.object({ card: id, player: id, def: z.string(), condition: looseObject.optional(), until: z.enum(['yourNextTurn', 'endOfTurn', 'endOfYourNextTurn']), made: z.number().int(), zone: z.literal('graveyard').optional() })).optional(),
  turnWatchers: z.array(z.object({ id: z.string(), controller: id, def: z.string(), source: id.optional(), event: z.string(), player: id.optional(), filter: looseObject.optional(), ability: looseObject })).optional(),
  timedWatchers: z.array(z.object({ id: z.string(), controller: id, def: z.string(), event: z.literal('levelsUp'), object: id, ability: looseObject })).optional(),
  suppressesThisTurn: z.record(z.string(), z.number().int()).optional(),
  negationsThisTurn: z.array(id).optional(),
  wakeUpHeld: z.array(z.object({ object: id, source: id, controller: id })).optional(),
  unnegatableNext: z.array(z.object({ player: id, turn: z.number().int() })).optional(),
  nextActivationPromises: z.array(z.object({ player: id, turn: z.number().int(), grant: z.enum(['fast', 'ignoreElements']), filter: looseObject, def: z.string() })).optional(),
  nextId: z.number().int().min(0),
  nextTimestamp: z.number().int().min(0),
  result: looseObject.nullable(),
  log: z.array(z.object({ turn: z.number().int(), player: id.optional(), text: z.string() })),
});

/** Load a saved state (from the store): validated, so a corrupt record is refused rather than played. */
export function parseGameState(json: unknown): GameState {
  return gameStateSchema.parse(json) as unknown as GameState;
}

/** The fields a saved state keeps, of the state, of each player and of each object (any other field is dropped on load). */
export const SAVED_FIELDS = {
  state: Object.keys(gameStateSchema.shape),
  player: Object.keys(playerState.shape),
  object: Object.keys(objectState.shape),
} as const;
