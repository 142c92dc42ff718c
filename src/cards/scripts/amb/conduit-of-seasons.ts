import { cardScript, drawIntoMemory, ifThen, masteryDirection, onAttack, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('conduit-of-seasons', {
  abilities: [
    staticAbility({ kind: 'preventDamage', affects: 'self', amount: 2 }, masteryDirection('west')),
    triggered(onAttack(), [ifThen(masteryDirection('east'), [recover(1), drawIntoMemory(1)])]),
  ],
});
