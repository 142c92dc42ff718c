import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('royal-bear', {
  keywordValues: { pride: 2 },
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, classBonus()),
  ],
});
