import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('seasoned-archer', { abilities: [staticAbility({ kind: 'ranged', amount: 3 }, classBonus())] });
