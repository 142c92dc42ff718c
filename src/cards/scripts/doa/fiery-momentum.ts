import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('fiery-momentum', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, per: { zone: 'graveyard', element: 'FIRE' } }, classBonus())],
});
