import { allOf, cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('golden-knight', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, whileAttacking: true },
    allOf(championBonus('Alice'), { kind: 'defenderIs', anyKeyword: ['intercept', 'taunt'] }))],
});
