import { cardScript, omens, staticAbility } from '../../define.js';

export default cardScript('whimsys-warden', {
  keywords: ['intercept'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, omens(2))],
});
