import { classBonus, cardScript, onAttack, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('exsanguinating-wallop', {
  abilities: [
    triggered(onAttack(), [recover(3)], { condition: classBonus() }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
