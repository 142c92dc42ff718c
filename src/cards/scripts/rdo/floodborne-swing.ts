import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('floodborne-swing', {
  // Deluge 3.
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 4 }, allOf(classBonus(), { kind: 'graveyardCount', min: 3, element: 'WATER' }))],
});
