import { activated, cardScript, classBonus, levelRestriction, load, onAttack, restSelf, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('penetrator-round', {
  keywords: ['renewable'],
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    triggered(onAttack(), [{ op: 'attackUnpreventable' }], { condition: { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] } }),
  ],
});
