import { allOf, cardScript, classBonus, draw, levelRestriction, onEnter, staticAbility, targetWeapon, triggered } from '../../define.js';

export default cardScript('sheath-of-faceted-lapis', {
  keywords: ['link'],
  targets: [targetWeapon({ subtype: 'WARRIOR' })],
  abilities: [
    triggered(onEnter(), [draw(1)]),
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 2 }, allOf(classBonus(), levelRestriction(2))),
  ],
});
