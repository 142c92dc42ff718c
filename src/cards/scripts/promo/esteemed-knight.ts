import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('esteemed-knight', { abilities: [staticAbility({ kind: 'keyword', keyword: 'intercept' }, classBonus())] });
