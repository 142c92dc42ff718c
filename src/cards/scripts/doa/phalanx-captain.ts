import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('phalanx-captain', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perControlled: { type: 'ALLY', subtype: 'HUMAN' } }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1, anySubtype: ['HUMAN'], whileAttacking: true }),
  ],
});
