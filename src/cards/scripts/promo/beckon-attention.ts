import { cardScript, classBonus, gainStatus, staticAbility, yourChampion } from '../../define.js';

export default cardScript('beckon-attention', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  // Only an attack on a unit you don't control is taken over; Crowd's Favor only if it was.
  onResolve: [{ op: 'redirectAttack', to: yourChampion(), fromNotYours: true, then: [gainStatus('crowds-favor')] }],
});
