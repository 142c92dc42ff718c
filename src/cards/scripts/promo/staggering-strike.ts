import { cardScript, eventObject, eventObjectIs, onHit, removeCounters, triggered } from '../../define.js';

export default cardScript('staggering-strike', {
  keywords: ['trueSight'],
  abilities: [triggered(onHit(), [removeCounters(eventObject(), 'preparation', 3)], { condition: eventObjectIs('CHAMPION') })],
});
