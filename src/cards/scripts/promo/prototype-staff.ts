import { activated, cardScript, classBonus, drawIntoMemory, levelRestriction, may, memoryRestriction, restSelf, staticAbility } from '../../define.js';

export default cardScript('prototype-staff', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), memoryRestriction(4)] }),
    activated([restSelf()], [may({ op: 'handToDeckBottom', then: [drawIntoMemory(1)] })], { condition: levelRestriction(4) }),
  ],
});
