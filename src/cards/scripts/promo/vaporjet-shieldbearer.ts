import { cardScript, classBonus, onHit, triggered } from '../../define.js';

export default cardScript('vaporjet-shieldbearer', {
  keywords: ['steadfast'],
  abilities: [triggered(onHit(), [{ op: 'lookAtTop', count: 1, toGraveyard: { min: 0, max: 1 }, rest: 'top' }], { condition: classBonus() })],
});
