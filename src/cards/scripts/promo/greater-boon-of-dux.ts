import { becomeFostered, cardScript, characteristics, objectSet, onEnter, self, staticAbility, triggered, whenever } from '../../define.js';

const twoTraining = { kind: 'boonCounters', counter: 'training', min: 2 } as const;

export default cardScript('greater-boon-of-dux', {
  abilities: [
    staticAbility({ kind: 'ignoreElementalRequirements', rule: { filter: { type: 'ALLY', keyword: 'foster' }, elements: 'nonAdvanced', via: 'activate' } }),
    triggered(whenever('becomesFostered', { who: 'you', type: 'ALLY' }), [{ op: 'boonCounters', counter: 'training', count: 1 }]),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1 }, twoTraining),
    staticAbility(characteristics([{ kind: 'gainAbility', ability: triggered(onEnter(), [becomeFostered(self())]) }], objectSet('yourAllies')), twoTraining),
  ],
});
