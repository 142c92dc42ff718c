import { cardScript, championBonus, onHit, triggered } from '../../define.js';

export default cardScript('lunge-of-evoking-winds', {
  keywords: ['floatingMemory'],
  abilities: [triggered(onHit(), [{ op: 'revealCards', from: ['memory'], filter: { element: 'WIND' }, count: 2, moveTo: 'hand' }], { condition: championBonus('Jin') })],
});
