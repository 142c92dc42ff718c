import { cardScript, staticAbility } from '../../define.js';

export default cardScript('rai-storm-seer', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'level', amount: 1, per: { zone: 'banishment', element: 'ARCANE', subtype: 'SPELL', class: 'MAGE' } })],
});
