import { classBonus, dealDamage, cardScript, onAttack, target, targetUnit, triggered } from '../../define.js';

export default cardScript('blazing-direwolf', { keywordValues: { pride: 5 }, abilities: [triggered(onAttack(), [dealDamage(target(0), 2)], { condition: classBonus(), targets: [targetUnit()] })] });
