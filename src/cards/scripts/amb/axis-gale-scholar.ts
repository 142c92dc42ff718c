import { cardScript, masteryDirection, staticAbility } from '../../define.js';

export default cardScript('axis-gale-scholar', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, masteryDirection('north')),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: 1 }, masteryDirection('south')),
  ],
});
