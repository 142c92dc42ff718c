import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('krustallan-longsword', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), { kind: 'graveyardCount', min: 4, element: 'WATER' }] }),
  ],
});
