import { cardScript, classBonus, ifThen, mill, staticAbility } from '../../define.js';

export default cardScript('surging-undertow', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  onResolve: [
    mill(3, 'you'),
    ifThen({ kind: 'graveyardCount', min: 3, element: 'WATER' }, [
      { op: 'chooseObjects', filter: { anyType: ['ALLY', 'CHAMPION'] }, count: 1, anyController: true, effects: [{ op: 'becomeDistant', subject: { ref: 'chosen' } }] },
    ]),
  ],
});
