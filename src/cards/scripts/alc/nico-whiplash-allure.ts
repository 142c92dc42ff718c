import { cardScript, eventObjectIs, may, onHit, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('nico-whiplash-allure', {
  abilities: [
    triggered(whenever('floatingBanishedFromGraveyard', { who: 'you' }), [putCounters(self(), 'lash', 1)]),
    triggered(onHit(), [may({ op: 'scaled', x: { of: 'selfCounters', counter: 'lash' }, effect: { op: 'mill', who: 'eventObjectController', count: 0 } })], {
      condition: eventObjectIs('CHAMPION'),
    }),
  ],
});
