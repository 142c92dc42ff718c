import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('queens-cinderhog', { abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus())] });
