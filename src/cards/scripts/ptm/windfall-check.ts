import { cardScript, eventObjectIs, onHit, triggered } from '../../define.js';

export default cardScript('windfall-check', {
  keywords: ['command'],
  commandSubtype: 'CHESSMAN',
  abilities: [triggered(onHit(), [{ op: 'banishFromOwnGraveyard', who: 'eventObjectController', count: 3 }], { condition: eventObjectIs('CHAMPION') })],
});
