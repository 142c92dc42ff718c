import { cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('grande-sonnerie', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'allOf', conditions: [championBonus('Ciel'), { kind: 'omensWith', totalReserveCost: 10 }] }),
  ],
});
