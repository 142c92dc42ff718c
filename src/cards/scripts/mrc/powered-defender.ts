import { allOf, cardScript, classBonus, levelRestriction, staticAbility, summonToken, triggered, whenever } from '../../define.js';

export default cardScript('powered-defender', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, allOf(classBonus(), levelRestriction(2))),
    triggered(whenever('dealtDamage', { self: true }), [summonToken('powercell')]),
  ],
});
