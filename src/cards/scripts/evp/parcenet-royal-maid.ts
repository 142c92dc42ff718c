import { activated, cardScript, levelRestriction, restSelf, staticAbility, target, targetAlly, whenYouDo } from '../../define.js';

export default cardScript('parcenet-royal-maid', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, levelRestriction(2)),
    activated([restSelf()], [
      { op: 'glimpse', count: 1 },
      { op: 'ifTopCard', filter: { element: 'WIND' }, then: [whenYouDo([{ op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' }], [targetAlly({ controller: 'you', other: true })])] },
    ]),
  ],
});
