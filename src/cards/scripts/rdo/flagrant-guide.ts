import { cardScript, may, onEnter, triggered, yourChampion } from '../../define.js';

export default cardScript('flagrant-guide', {
  abilities: [triggered(onEnter(), [may({
    op: 'levelUp',
    then: [{ op: 'scaled', x: { of: 'championBaseLevel', times: 4 }, plus: 6, effect: { op: 'dealDamage', to: yourChampion(), amount: 0, unpreventable: true } }],
  })])],
});
