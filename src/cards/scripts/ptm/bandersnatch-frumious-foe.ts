import { activated, buffPower, cardScript, classBonus, payReserve, recover, self, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('bandersnatch-frumious-foe', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()),
    triggered(whenever('dealtDamage', { self: true }), [recover(3)]),
    // The cost's sacrifice never picks the ability's own object ("another ally").
    activated([payReserve(2), { kind: 'sacrificeObjects', count: 1, filter: { type: 'ALLY' } }], [
      buffPower(self(), 2),
      { op: 'grantKeyword', subject: self(), keyword: 'cleave', duration: 'untilEndOfTurn' },
    ]),
  ],
});
