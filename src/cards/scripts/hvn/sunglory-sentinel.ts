import { allOf, cardScript, classBonus, fostered, staticAbility } from '../../define.js';

export default cardScript('sunglory-sentinel', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'foster' }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2, whileAttacking: true }, allOf(fostered(), { kind: 'attackingType', type: 'champion' })),
  ],
});
