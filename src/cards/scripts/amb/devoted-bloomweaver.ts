import { cardScript, classBonus, empower, onEnter, triggered } from '../../define.js';

export default cardScript('devoted-bloomweaver', {
  keywords: ['preserve'],
  abilities: [triggered(onEnter(), [empower(2)], { condition: classBonus() })],
});
