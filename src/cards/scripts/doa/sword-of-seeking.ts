import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('sword-of-seeking', { abilities: [staticAbility({ kind: 'keyword', keyword: 'trueSight' }, classBonus())] });
