import { atBeginningOfYourEndPhase, cardScript, characteristics, gainKeyword, objectSet, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('greater-boon-of-kanaloa', {
  keywordValues: { levelLocked: 2 },
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -4, perGraveyardAtLeast: 8 }),
    triggered(atBeginningOfYourEndPhase(), [recover(2)]),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1, element: 'WATER' }),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: 1, element: 'WATER' }),
    staticAbility(characteristics([gainKeyword('intercept'), gainKeyword('vigor')], objectSet('yourAllies', { element: 'WATER' }))),
  ],
});
