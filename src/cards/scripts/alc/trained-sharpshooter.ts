import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('trained-sharpshooter', { abilities: [staticAbility({ kind: 'ranged', amount: 2 }, classBonus())] });
