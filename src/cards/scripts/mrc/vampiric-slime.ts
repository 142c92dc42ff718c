import { cardScript, classBonus, onHit, recover, triggered } from '../../define.js';

export default cardScript('vampiric-slime', {
  keywordValues: { pride: 3 },
  abilities: [triggered(onHit(), [{ op: 'scaled', x: { of: 'eventAmount' }, effect: recover(0) }], { condition: classBonus() })],
});
