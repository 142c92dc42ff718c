import { atBeginningOfYourRecollection, cardScript, characteristics, gainKeyword, not, onEnter, staticAbility, triggered } from '../../define.js';

const uniqueAlly = { type: 'ALLY', supertype: 'UNIQUE' } as const;

export default cardScript('changban-heroic-impasse', {
  abilities: [
    triggered(onEnter(), [{ op: 'countersOnChosen', filter: uniqueAlly, counter: 'buff', count: 1 }]),
    staticAbility(characteristics([gainKeyword('ambush')], { affects: 'yourAllies', withCounter: 'buff' })),
    triggered(atBeginningOfYourRecollection(), [{ op: 'sacrifice', subject: { ref: 'self' } }], { condition: not({ kind: 'controlsCount', filter: uniqueAlly, min: 1 }) }),
  ],
});
