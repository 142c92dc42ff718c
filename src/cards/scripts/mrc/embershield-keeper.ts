import { allOf, cardScript, classBonus, fostered, staticAbility } from '../../define.js';

export default cardScript('embershield-keeper', {
  keywords: ['foster'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 2 }, allOf(classBonus(), fostered()))],
});
