import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('cloaked-executioner', { keywords: ['ambush'], abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus())] });
