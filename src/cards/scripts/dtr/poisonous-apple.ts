import { cardScript, dealUnpreventableDamage, onEnter, self, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('poisonous-apple', {
  abilities: [
    triggered(onEnter(), [{ op: 'chosenPlayerGainsControl', subject: self() }]),
    triggered(whenever('floatingBanishedFromGraveyard', { who: 'you' }), [dealUnpreventableDamage(yourChampion(), 2)]),
  ],
});
