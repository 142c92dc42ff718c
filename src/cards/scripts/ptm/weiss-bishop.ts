import { allOf, cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('weiss-bishop', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'PAWN' }, min: 1 }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, whileAttacking: true },
      allOf(championBonus('Alice'), { kind: 'defenderIs', life: 'odd' })),
  ],
});
