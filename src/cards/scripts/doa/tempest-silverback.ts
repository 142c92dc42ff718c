import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('tempest-silverback', {
  keywordValues: { pride: 5 },
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 2 }, classBonus()),
  ],
});
