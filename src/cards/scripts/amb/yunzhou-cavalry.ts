import { cardScript, classBonus, ifThen, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('yunzhou-cavalry', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 2 }, classBonus()),
    triggered(onEnter(), [ifThen({ kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'HORSE' }, min: 1 }, [{ op: 'becomeDistant', subject: self() }])]),
  ],
});
