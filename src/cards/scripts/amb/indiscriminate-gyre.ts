import { classBonus, dealDamage, cardScript, onAttack, triggered } from '../../define.js';

export default cardScript('indiscriminate-gyre', { abilities: [triggered(onAttack(), [dealDamage({ ref: 'allAllies' }, 2)], { condition: classBonus() })] });
