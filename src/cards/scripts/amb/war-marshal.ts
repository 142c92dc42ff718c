import { classBonus, cardScript, staticAbility, youControl } from '../../define.js';

export default cardScript('war-marshal', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'steadfast' }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), youControl('HORSE')] }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), youControl('HORSE')] }),
  ],
});
