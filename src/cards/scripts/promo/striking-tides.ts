import { cardScript, championBonus, onHit, triggered, yourChampion } from '../../define.js';

export default cardScript('striking-tides', {
  abilities: [
    triggered(onHit(), [{ op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [{ op: 'wakeUp', subject: yourChampion() }] }], {
      condition: championBonus('Mordred'),
    }),
  ],
});
