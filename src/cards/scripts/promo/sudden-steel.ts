import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('sudden-steel', { abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())] });
