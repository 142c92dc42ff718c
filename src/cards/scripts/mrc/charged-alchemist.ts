import { classBonus, cardScript, staticAbility, youControl } from '../../define.js';
import type { Condition } from '../../vocabulary.js';

const bonusWithPowercell: Condition = { kind: 'allOf', conditions: [classBonus(), youControl('POWERCELL')] };

export default cardScript('charged-alchemist', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, bonusWithPowercell),
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, bonusWithPowercell),
  ],
});
