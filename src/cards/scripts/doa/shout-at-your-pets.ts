import { anyOf, classBonus, cardScript, draw, ifThen, may, modifyLevel, youControl, yourChampion } from '../../define.js';

export default cardScript('shout-at-your-pets', {
  onResolve: [
    ifThen(anyOf(youControl('ANIMAL'), youControl('BEAST')), [modifyLevel(yourChampion(), 1)]),
    ifThen(classBonus(), [ifThen({ kind: 'handSize', min: 1 }, [may({ op: 'discard', who: 'you', count: 1 }, draw(1))])]),
  ],
});
