import { cardScript, staticAbility } from '../../define.js';

export default cardScript('lesser-boon-of-fauna', {
  keywords: ['classLocked'],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1, per: { zone: 'field', type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'], atMost: 2 } }),
  ],
});
