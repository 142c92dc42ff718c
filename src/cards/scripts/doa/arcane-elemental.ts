import { atBeginningOfNextEndPhase, cardScript, classBonus, onAttack, self, staticAbility, triggered } from '../../define.js';

export default cardScript('arcane-elemental', {
  keywordValues: { pride: 7 },
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, per: [{ zone: 'banishment', element: 'ARCANE' }] }, classBonus()),
    triggered(onAttack(), [atBeginningOfNextEndPhase([{ op: 'banish', subject: self() }])]),
  ],
});
