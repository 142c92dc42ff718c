export { A, B, act, actEvents, addCard, addObject, champion, edit, player, refuse, withDef, passUntil, payReserve } from '../../engine/helpers.js';
export { actingPlayers } from '../../../src/engine/index.js';
export { activateFromHand, answerMay, asClass, attack, enable, mainPhaseOf, play, resolveAll, toMaterialize, materialize, useAbility, withLevel } from '../doa/support.js';
export { place } from '../doa/round2-helpers.js';
export { scriptedDef } from '../../../src/cards/scripts/index.js';
