import type { GameState, ObjectState, PlayerState } from '../types.js';

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    mainDeck: p.mainDeck.slice(),
    materialDeck: p.materialDeck.slice(),
    hand: p.hand.slice(),
    memory: p.memory.slice(),
    graveyard: p.graveyard.slice(),
    banishment: p.banishment.slice(),
  };
}

function cloneObject(o: ObjectState): ObjectState {
  return { ...o, counters: { ...o.counters }, lineage: o.lineage.slice() };
}

/** Objects that the current working copy owns (copied or created during this `apply`). */
const owned = new WeakMap<GameState, WeakSet<ObjectState>>();

/**
 * An object of the working copy that may be changed. Objects are copied on first write, so an
 * `apply` pays only for the objects it touches and never changes the state it was given.
 */
export function mutObj(s: GameState, id: string): ObjectState {
  const o = s.objects[id]!;
  const mine = owned.get(s);
  if (!mine) return o; // a state built outside `apply` (setup): all of it is ours
  if (mine.has(o)) return o;
  const c = cloneObject(o);
  mine.add(c);
  s.objects[id] = c;
  return c;
}

/** Register an object created during this `apply` as owned by the working copy. */
export function adoptObj(s: GameState, o: ObjectState): void {
  owned.get(s)?.add(o);
}

/**
 * A working copy for one `apply`. `cards` and `defs` never change during a game, so they are
 * shared by reference; everything else is copied deeply enough that the input stays untouched.
 * Stack items, decisions and triggers are treated as immutable values: code replaces them, never edits them.
 */
export function cloneState(s: GameState): GameState {
  const copy: GameState = {
    ...s,
    rng: { ...s.rng },
    players: s.players.map(clonePlayer),
    objects: { ...s.objects },
    field: s.field.slice(),
    combat: s.combat ? { ...s.combat, intent: s.combat.intent.slice(), retaliators: s.combat.retaliators.slice() } : null,
    stack: s.stack.slice(),
    opportunity: s.opportunity ? { ...s.opportunity } : null,
    pendingTriggers: s.pendingTriggers.slice(),
    effects: s.effects.slice(),
    leveledUpThisTurn: s.leveledUpThisTurn.slice(),
    log: s.log,
  };
  owned.set(copy, new WeakSet());
  return copy;
}
