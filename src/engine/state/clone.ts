import type { GameState, ObjectState, PlayerState } from '../types.js';

function clonePlayer(p: PlayerState): PlayerState {
  const c: PlayerState = {
    id: p.id,
    name: p.name,
    // Zone arrays are replaced, never edited (readonly in types.ts; state/zones.ts): shared.
    mainDeck: p.mainDeck,
    materialDeck: p.materialDeck,
    hand: p.hand,
    memory: p.memory,
    graveyard: p.graveyard,
    banishment: p.banishment,
    champion: p.champion,
    hadChampion: p.hadChampion,
    materializedThisPhase: p.materializedThisPhase,
    lost: p.lost,
    drewFromEmpty: p.drewFromEmpty,
  };
  if (p.lossReason !== undefined) c.lossReason = p.lossReason;
  if (p.pantheon !== undefined) c.pantheon = p.pantheon.map((b) => ({ ...b }));
  if (p.startedWithUnique !== undefined) c.startedWithUnique = p.startedWithUnique;
  if (p.startingMaterialDeckSize !== undefined) c.startingMaterialDeckSize = p.startingMaterialDeckSize; // effects/materialize-only.ts
  return c;
}

function cloneObject(o: ObjectState): ObjectState {
  return { ...o, counters: { ...o.counters }, lineage: o.lineage.slice() };
}

/**
 * The working copy of the `apply` in progress and the objects it owns (copied or created
 * during it). `apply` is synchronous, so one slot is enough; a plain Set is far cheaper to
 * make per call than a WeakMap entry.
 */
let working: { state: GameState; owned: Set<ObjectState>; objectsOwned: boolean } | null = null;

/** Counts the engine's object writes (copies, new objects, removals, mutObj calls): the layers' memo compares it. */
let objectWrites = 0;

export function objectWriteSerial(): number {
  return objectWrites;
}

/**
 * The objects the `apply` in progress on `s` has copied or created: the only ones it can have
 * changed in place since it last called mutObj. Null outside an apply (a test or the setup may
 * write anywhere).
 */
export function objectsWrittenIn(s: GameState): ReadonlySet<ObjectState> | null {
  return working?.state === s ? working.owned : null;
}

/** The apply on `s` is over: from now on its state is written only in place, as outside an apply. */
export function endWork(s: GameState): void {
  if (working?.state === s) working = null;
}

/**
 * The working copy's objects map, made its own on first write: until then it is the given state's
 * (an apply that changes no object copies no map). Outside `apply` the map is written in place.
 */
function ownObjects(s: GameState): Record<string, ObjectState> {
  if (working?.state === s && !working.objectsOwned) {
    s.objects = { ...s.objects };
    working.objectsOwned = true;
  }
  return s.objects as Record<string, ObjectState>;
}

/** Put an object into the state's objects map (a new object, or a copy replacing its original). */
export function setObject(s: GameState, o: ObjectState): void {
  objectWrites++;
  ownObjects(s)[o.id] = o;
}

/** Take an object out of the state's objects map. */
export function dropObject(s: GameState, id: string): void {
  // Rebuilt rather than `delete`d: objects that lose keys become slow dictionaries in V8.
  objectWrites++;
  const { [id]: _gone, ...rest } = s.objects;
  s.objects = rest;
  if (working?.state === s) working.objectsOwned = true;
}

/**
 * An object of the working copy that may be changed. Objects are copied on first write, so an
 * `apply` pays only for the objects it touches and never changes the state it was given.
 */
export function mutObj(s: GameState, id: string): ObjectState {
  objectWrites++;
  const o = s.objects[id]!;
  if (working?.state !== s) return o; // a state built outside `apply` (setup): all of it is ours
  if (working.owned.has(o)) return o;
  const c = cloneObject(o);
  working.owned.add(c);
  setObject(s, c);
  return c;
}

/** Register an object created during this `apply` as owned by the working copy. */
export function adoptObj(s: GameState, o: ObjectState): void {
  objectWrites++;
  if (working?.state === s) working.owned.add(o);
}

/**
 * A working copy for one `apply`. `cards` and `defs` never change during a game, and arrays typed
 * readonly in types.ts are replaced, never edited, so they are shared by reference; everything
 * else is copied deeply enough that the input stays untouched.
 * Stack items, decisions and triggers are treated as immutable values: code replaces them, never edits them.
 */
export function cloneState(s: GameState): GameState {
  // Every field listed (no spread of the whole state): one object shape, which V8 builds fast.
  const copy: GameState = {
    format: s.format,
    rulesVersion: s.rulesVersion,
    version: s.version,
    seed: s.seed,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    players: s.players.map(clonePlayer),
    cards: s.cards,
    defs: s.defs,
    objects: s.objects, // copied on the first write (ownObjects)
    field: s.field, // replaced, never edited (readonly in types.ts), like the arrays below
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    phaseStep: s.phaseStep,
    combat: s.combat ? { ...s.combat, intent: s.combat.intent.slice(), retaliators: s.combat.retaliators.slice() } : null,
    stack: s.stack,
    opportunity: s.opportunity ? { player: s.opportunity.player, passes: s.opportunity.passes } : null,
    pending: s.pending,
    pendingTriggers: s.pendingTriggers,
    effects: s.effects,
    keywordGrants: s.keywordGrants,
    leveledUpThisTurn: s.leveledUpThisTurn,
    nextId: s.nextId,
    nextTimestamp: s.nextTimestamp,
    result: s.result,
    log: s.log,
  };
  // Activation keywords' optional fields: immutable values, replaced and never edited.
  if (s.empower) copy.empower = s.empower;
  if (s.aeneanResolved) copy.aeneanResolved = s.aeneanResolved;
  if (s.resolving) copy.resolving = s.resolving;
  if (s.ephemeralIntent) copy.ephemeralIntent = s.ephemeralIntent;
  if (s.preparedIntent) copy.preparedIntent = s.preparedIntent;
  if (s.imbuedIntent) copy.imbuedIntent = s.imbuedIntent;
  // Masteries and statuses: immutable values, replaced and never edited (src/engine/effects/mastery.ts).
  if (s.masteries) copy.masteries = s.masteries;
  if (s.statuses) copy.statuses = s.statuses;
  if (s.delayedTriggers) copy.delayedTriggers = s.delayedTriggers; // replaced, never edited
  // Object and player keywords (src/engine/effects/object-keywords.ts): replaced, never edited.
  if (s.agility) copy.agility = s.agility;
  if (s.preserved) copy.preserved = s.preserved;
  if (s.cardCounters) copy.cardCounters = s.cardCounters;
  if (s.suppressed) copy.suppressed = s.suppressed;
  // Assisted resolution (src/engine/play/assisted.ts): replaced, never edited; the saved states are never changed.
  if (s.assistCheckpoints) copy.assistCheckpoints = s.assistCheckpoints;
  if (s.disputes) copy.disputes = s.disputes;
  if (s.activationsThisTurn) copy.activationsThisTurn = s.activationsThisTurn; // replaced, never edited
  if (s.materializedThisTurn) copy.materializedThisTurn = s.materializedThisTurn; // replaced, never edited
  if (s.drawsThisTurn) copy.drawsThisTurn = s.drawsThisTurn; // replaced, never edited
  if (s.attacksThisTurn) copy.attacksThisTurn = s.attacksThisTurn; // replaced, never edited
  if (s.championAttackedThisTurn) copy.championAttackedThisTurn = s.championAttackedThisTurn; // replaced, never edited
  if (s.attacksByObjectThisTurn) copy.attacksByObjectThisTurn = s.attacksByObjectThisTurn; // effects/first-attack.ts: replaced, never edited
  if (s.banishedPlayable) copy.banishedPlayable = s.banishedPlayable; // effects/banished-playable.ts: replaced, never edited
  if (s.freeStarcallUsed) copy.freeStarcallUsed = s.freeStarcallUsed; // effects/free-starcalling.ts: replaced, never edited
  if (s.freeStarcallPermits) copy.freeStarcallPermits = s.freeStarcallPermits; // effects/free-starcalling.ts: replaced, never edited
  if (s.chosenElements) copy.chosenElements = s.chosenElements; // effects/chosen-elements.ts: replaced, never edited
  if (s.banishedBySource) copy.banishedBySource = s.banishedBySource; // effects/banished-by-source.ts: replaced, never edited
  if (s.timedWatchers) copy.timedWatchers = s.timedWatchers; // replaced, never edited
  if (s.turnWatchers) copy.turnWatchers = s.turnWatchers; // effects/turn-watchers.ts: replaced, never edited
  if (s.suppressesThisTurn) copy.suppressesThisTurn = s.suppressesThisTurn; // replaced, never edited
  if (s.negationsThisTurn) copy.negationsThisTurn = s.negationsThisTurn; // replaced, never edited
  if (s.wakeUpHeld) copy.wakeUpHeld = s.wakeUpHeld; // replaced, never edited
  if (s.unnegatableNext) copy.unnegatableNext = s.unnegatableNext; // replaced, never edited
  if (s.nextActivationPromises) copy.nextActivationPromises = s.nextActivationPromises; // replaced, never edited
  // Continuous effects on characteristics (src/engine/effects/continuous.ts): replaced, never edited.
  if (s.characteristicEffects) copy.characteristicEffects = s.characteristicEffects;
  if (s.permissionEffects) copy.permissionEffects = s.permissionEffects; // src/engine/effects/permissions.ts
  // Damage prevention and leaving replacements (src/engine/effects/prevention.ts, replacement.ts): replaced, never edited.
  if (s.preventions) copy.preventions = s.preventions;
  if (s.replacements) copy.replacements = s.replacements;
  if (s.attackBonuses) copy.attackBonuses = s.attackBonuses; // src/engine/effects/attack-bonuses.ts: replaced, never edited
  if (s.costChanges) copy.costChanges = s.costChanges; // src/engine/effects/cost-changes.ts: replaced, never edited
  if (s.attackTaxes) copy.attackTaxes = s.attackTaxes; // src/engine/effects/attack-tax.ts: replaced, never edited
  if (s.temporaryControl) copy.temporaryControl = s.temporaryControl; // src/engine/effects/control-change.ts: replaced, never edited
  if (s.materializeSurcharges) copy.materializeSurcharges = s.materializeSurcharges; // src/engine/effects/materialize-surcharge.ts: replaced, never edited
  if (s.championDamage) copy.championDamage = s.championDamage; // src/engine/effects/champion-damage.ts: replaced, never edited
  if (s.championCombatDamaged) copy.championCombatDamaged = s.championCombatDamaged; // src/engine/effects/champion-damaged-targets.ts: replaced, never edited
  if (s.championCombatDamageDealt) copy.championCombatDamageDealt = s.championCombatDamageDealt; // src/engine/effects/champion-damaged-targets.ts: replaced, never edited
  if (s.elementIgnores) copy.elementIgnores = s.elementIgnores; // src/engine/effects/element-ignores.ts: replaced, never edited
  if (s.enterCounterRules) copy.enterCounterRules = s.enterCounterRules; // src/engine/effects/enter-counters.ts: replaced, never edited
  if (s.enterCounterCards) copy.enterCounterCards = s.enterCounterCards;
  if (s.enterStateRules) copy.enterStateRules = s.enterStateRules; // src/engine/effects/enter-states.ts: replaced, never edited
  if (s.enterStateCards) copy.enterStateCards = s.enterStateCards;
  working = { state: copy, owned: new Set(), objectsOwned: false };
  return copy;
}
