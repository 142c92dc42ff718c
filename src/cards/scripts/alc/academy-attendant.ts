import { classBonus, cardScript, memoryRestriction, staticAbility } from '../../define.js';

export default cardScript('academy-attendant', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), memoryRestriction(4)] }),
  ],
});
