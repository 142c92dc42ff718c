// The engine's whole public surface.
export { createGame } from './flow/setup.js';
export { legalActions, actingPlayers } from './legal.js';
export { apply } from './apply.js';
export { view, faceOf } from './view.js';
export { describeAction } from './describe.js';
export { parseGameState, ActionSchema } from './schema.js';
export { RULES } from './rules-refs.js';
export { validateDeck } from './flow/deck-rules.js';
// The seeded generator (sfc32) whose state is plain JSON: agents keep their own, apart from the game's.
export { seedRng, nextUint32, nextInt, shuffleInPlace } from './state/rng.js';
export type * from './types.js';
export type * from './view-types.js';
