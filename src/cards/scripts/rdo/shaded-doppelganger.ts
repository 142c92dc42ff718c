import { cardScript, staticAbility } from '../../define.js';

export default cardScript('shaded-doppelganger', {
  keywords: ['stealth'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perHighestOtherAllyBasePower: true })],
});
