import { buffPower, cardScript, championBonus, ifThen, onAttack, self, triggered } from '../../define.js';

export default cardScript('lacunas-grasp', {
  abilities: [
    triggered(onAttack(), [
      ifThen({ kind: 'intentCount', filter: {}, exactly: 0 }, [
        { op: 'payXToDo', max: 'omens', then: [{ op: 'scaled', x: { of: 'x' }, effect: buffPower(self(), 0, 'untilEndOfTurn') }] },
      ]),
    ], { condition: championBonus('Ciel') }),
  ],
});
