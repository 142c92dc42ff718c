import { cardScript, staticAbility } from '../../define.js';

export default cardScript('acerbica', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: -1 })] });
