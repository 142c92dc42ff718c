import { atBeginningOfYourRecollection, cardScript, characteristics, classBonus, gainKeyword, objectSet, self, staticAbility, triggered } from '../../define.js';

export default cardScript('the-eternal-kingdom', {
  abilities: [
    staticAbility(characteristics([gainKeyword('reservable')], objectSet('yourObjects', { type: 'DOMAIN' })), classBonus()),
    // Upkeep: pay (2) or it is sacrificed.
    triggered(atBeginningOfYourRecollection(), [{ op: 'payToDo', amount: 2, then: [], otherwise: [{ op: 'sacrifice', subject: self() }] }]),
  ],
});
