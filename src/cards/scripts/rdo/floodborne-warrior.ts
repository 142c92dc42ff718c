import { cardScript, staticAbility } from '../../define.js';

export default cardScript('floodborne-warrior', {
  // Deluge 2.
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'graveyardCount', min: 2, element: 'WATER' }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, { kind: 'graveyardCount', min: 2, element: 'WATER' }),
  ],
});
