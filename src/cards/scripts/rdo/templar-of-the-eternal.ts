import { activated, cardScript, classBonus, gainKeyword, payReserve, putCounters, self, staticAbility } from '../../define.js';

export default cardScript('templar-of-the-eternal', {
  abilities: [
    staticAbility({ kind: 'preventDamage', affects: 'self', amount: 'all', damageType: 'combat' }, classBonus()),
    activated([payReserve(2), { kind: 'returnObjects', count: 1, filter: { supertype: 'REGALIA' } }], [
      putCounters(self(), 'buff', 1),
      { op: 'changeCharacteristics', subject: self(), changes: [gainKeyword('spellshroud')], duration: 'untilEndOfTurn' },
    ], { condition: classBonus() }),
  ],
});
