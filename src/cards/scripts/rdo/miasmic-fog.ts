import { cardScript, staticAbility } from '../../define.js';

export default cardScript('miasmic-fog', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'allAllies', stat: 'life', amount: -1 })] });
