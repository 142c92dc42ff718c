import { cardScript, masteryDirection, staticAbility } from '../../define.js';

export default cardScript('formidable-youxia', {
  keywords: ['intercept'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 2 }, masteryDirection('east'))],
});
