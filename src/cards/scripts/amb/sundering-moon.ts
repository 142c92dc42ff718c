import { activated, buffPower, cardScript, championBonus, ifThen, onEnter, payReserve, preventNextDamage, self, target, targetUnit, triggered } from '../../define.js';

export default cardScript('sundering-moon', {
  abilities: [
    triggered(onEnter(), [ifThen({ kind: 'controlsCount', filter: { type: 'ALLY', element: 'WIND' }, min: 2 }, [buffPower(self(), 1)])], { condition: championBonus('Jin') }),
    activated([payReserve(2), { kind: 'returnSelfToMaterialDeck' }], [preventNextDamage(target(0), 1)], {
      condition: championBonus('Jin'), targets: [targetUnit({ controller: 'you' })],
    }),
  ],
});
