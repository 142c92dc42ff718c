import { cardScript, classBonus, onEnter, putCounters, staticAbility, target, targetAlly, triggered } from '../../define.js';

const animalOrBeast = () => targetAlly({ anySubtype: ['ANIMAL', 'BEAST'], optional: true });

export default cardScript('spirited-falconer', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
    triggered(onEnter(), [putCounters(target(0), 'buff', 1), putCounters(target(1), 'buff', 1)], { condition: classBonus(), targets: [animalOrBeast(), animalOrBeast()] }),
  ],
});
