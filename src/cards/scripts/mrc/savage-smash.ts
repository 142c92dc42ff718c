import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('savage-smash', { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
