import { cardScript, classBonus, onEnter, staticAbility, suppress, target, triggered } from '../../define.js';

export default cardScript('baby-green-slime', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
    triggered(onEnter(), [suppress(target(0))], { targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'] }] }),
  ],
});
