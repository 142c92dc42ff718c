import { cardScript, staticAbility } from '../../define.js';

export default cardScript('voids-cloak', { abilities: [staticAbility({ kind: 'playerSpellshroud' })] });
