import { activated, cardScript, championBonus, preventNextDamage, restSelf, staticAbility, target, targetUnit } from '../../define.js';

const polearmAttack = { type: 'ATTACK' as const, subtype: 'POLEARM' };

export default cardScript('hua-xiong-insurgents-fang', {
  keywords: ['vigor'],
  abilities: [
    staticAbility({ kind: 'intentEntryPower', amount: 2, filter: polearmAttack }, championBonus('Jin')),
    activated([restSelf(), { kind: 'discard', filter: polearmAttack }], [preventNextDamage(target(0), 2)], {
      condition: championBonus('Jin'),
      targets: [targetUnit({ controller: 'you' })],
    }),
  ],
});
