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

/**
 * A working copy for one `apply`. `cards` and `defs` never change during a game, so they are
 * shared by reference; everything else is copied deeply enough that the input stays untouched.
 * Stack items, decisions and triggers are treated as immutable values: code replaces them, never edits them.
 */
export function cloneState(s: GameState): GameState {
  const objects: Record<string, ObjectState> = {};
  for (const id in s.objects) objects[id] = cloneObject(s.objects[id]!);
  return {
    ...s,
    rng: { ...s.rng },
    players: s.players.map(clonePlayer),
    objects,
    field: s.field.slice(),
    combat: s.combat ? { ...s.combat, intent: s.combat.intent.slice(), retaliators: s.combat.retaliators.slice() } : null,
    stack: s.stack.slice(),
    opportunity: s.opportunity ? { ...s.opportunity } : null,
    pendingTriggers: s.pendingTriggers.slice(),
    effects: s.effects.slice(),
    leveledUpThisTurn: s.leveledUpThisTurn.slice(),
    log: s.log,
  };
}
