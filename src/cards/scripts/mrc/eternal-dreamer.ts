import { cardScript, classBonus, onAttack, triggered } from '../../define.js';

export default cardScript('eternal-dreamer', {
  abilities: [triggered(onAttack(), [{ op: 'scaled', x: { of: 'selfPower' }, effect: { op: 'glimpse', count: 0 } }], { condition: classBonus() })],
});
