import { cardScript, drawIntoMemory, ifThen, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('glow-forth', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perControlled: { subtype: 'ANIMAL' } })],
  onResolve: [
    { op: 'addCounters', subject: { ref: 'alliesYouControl' }, counter: 'buff', count: 1 },
    ifThen(levelRestriction(4), [drawIntoMemory(1)]),
  ],
});
