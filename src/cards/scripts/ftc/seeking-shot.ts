import { cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('seeking-shot', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'trueSight' }, levelRestriction(2)),
    staticAbility({ kind: 'unretaliatable' }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, { kind: 'attackTargetIs', filter: { type: 'ALLY', subtype: 'HUMAN' } }),
  ],
});
