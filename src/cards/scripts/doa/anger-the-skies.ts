import { classBonus, dealDamage, cardScript } from '../../define.js';

export default cardScript('anger-the-skies', { onResolve: [dealDamage({ ref: 'allAllies' }, 3, { condition: classBonus(), amount: 4 })] });
