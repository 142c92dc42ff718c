import { classBonus, cardScript, levelRestriction, staticAbility } from '../../define.js';
import type { Condition } from '../../vocabulary.js';

const bonusAtLevel2: Condition = { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] };

export default cardScript('strapping-conscript', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, bonusAtLevel2),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, bonusAtLevel2),
  ],
});
