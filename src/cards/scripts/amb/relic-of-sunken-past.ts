import { atBeginningOfYourRecollection, cardScript, classBonus, draw, may, staticAbility, triggered } from '../../define.js';

export default cardScript('relic-of-sunken-past', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [may({ op: 'sacrificeSelf', then: [draw(1)] })], {
      condition: { kind: 'graveyardCount', min: 3, element: 'WATER' },
    }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
