// Shared steps of the h6-zh card tests.
export { activateFromHand } from '../doa/support.js';
export { as, fill, place } from '../doa/round2-helpers.js';
