import { cardScript, classBonus, drawIntoMemory, ifThen, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('airship-engineer', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 2 }, classBonus()),
    triggered(onEnter(), [ifThen({ kind: 'controlsDistantUnit' }, [drawIntoMemory(1)])]),
  ],
});
