import { cardScript, staticAbility } from '../../define.js';

// All damage to it is stopped, but only the first time each turn.
export default cardScript('floodward-sergeant', {
  abilities: [staticAbility({ kind: 'preventDamage', affects: 'self', amount: 'all', oncePerTurn: true })],
});
