import { activated, cardScript, championBonus, dealDamage, restSelf, staticAbility, target, targetUnit, targetWeapon } from '../../define.js';

// Polearm Weapon Link: linked to a target Polearm weapon.
export default cardScript('fang-of-dragons-breath', {
  keywords: ['link'],
  targets: [targetWeapon({ subtype: 'POLEARM' })],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 2 }),
    staticAbility({
      kind: 'characteristics',
      set: { affects: 'linked' },
      changes: [{
        kind: 'gainAbility',
        ability: activated([restSelf(), { kind: 'removeCounters', counter: 'durability', count: 1 }], [dealDamage(target(0), 2)], { targets: [targetUnit()] }),
      }],
    }, championBonus('Jin')),
  ],
});
