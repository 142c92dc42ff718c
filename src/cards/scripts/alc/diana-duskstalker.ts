import { cardScript, eventObject, eventObjectIs, onEnter, onHit, self, triggered } from '../../define.js';

export default cardScript('diana-duskstalker', {
  abilities: [
    triggered(onEnter(), [{ op: 'becomeDistant', subject: self() }]),
    triggered(onHit(), [{ op: 'generateIntoLineage', card: 'creeping-torment', subject: eventObject() }], { condition: eventObjectIs('CHAMPION') }),
  ],
});
