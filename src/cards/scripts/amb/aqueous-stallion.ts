import { cardScript, staticAbility } from '../../define.js';

export default cardScript('aqueous-stallion', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, { kind: 'graveyardCount', min: 4, element: 'WATER' })],
});
