import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('sword-of-shadows', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: -1 }, { kind: 'opponentControls', type: 'ALLY', keyword: 'stealth' }),
  ],
});
