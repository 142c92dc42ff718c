import { cardScript, staticAbility } from '../../define.js';

export default cardScript('oathbreakers-justice', { abilities: [staticAbility({ kind: 'attackCost', reserve: 3 })] });
