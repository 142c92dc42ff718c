import { cardScript, championBonus, draw, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('fated-keepsake', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    staticAbility({ kind: 'preventDamage', affects: 'yourChampion', amount: 'all', atLeast: 7, allBut: 6 }, {
      kind: 'allOf',
      conditions: [championBonus('Guo Jia'), { kind: 'controlsCount', filter: { anySubtype: ['FATESTONE', 'FATEBOUND'] }, min: 3 }],
    }),
  ],
});
