import { cardScript, classBonus, dealDamageEqualToPower, onDeath, triggered } from '../../define.js';

// Its power is read as last known once it has died.
export default cardScript('red-slime', {
  keywordValues: { pride: 3 },
  abilities: [triggered(onDeath(), [dealDamageEqualToPower({ ref: 'allAllies' })], { condition: classBonus() })],
});
