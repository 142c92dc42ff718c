import { cardScript, classBonus, onEnter, triggered } from '../../define.js';

export default cardScript('kind-beastcaller', {
  abilities: [triggered(onEnter(), [{ op: 'lookAndTake', count: 5, filter: { type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] } }], { condition: classBonus() })],
});
