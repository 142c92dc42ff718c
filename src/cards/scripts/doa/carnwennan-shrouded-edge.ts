import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('carnwennan-shrouded-edge', { abilities: [staticAbility({ kind: 'unretaliatable' }, classBonus())] });
