import { cardScript, staticAbility } from '../../define.js';

// Recover costs are not recoveries from an effect: they are paid in full (the card's ruling).
export default cardScript('infernal-vessel', { abilities: [staticAbility({ kind: 'recoverReduction', amount: 3 })] });
