import { classBonus, cardScript, staticAbility, youControl } from '../../define.js';

const equestrian = { kind: 'allOf' as const, conditions: [classBonus(), youControl('HORSE')] };

export default cardScript('ritai-guard', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, equestrian),
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, equestrian),
  ],
});
