import { cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('grande-aiguille', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [championBonus('Ciel'), { kind: 'omensWith', type: 'ALLY', count: 2 }] }),
  ],
});
