import { cardScript, staticAbility } from '../../define.js';

export default cardScript('gildas-chronicler-of-aesa', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, { kind: 'balance' })],
});
