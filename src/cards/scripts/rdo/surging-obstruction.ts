import { cardScript, ifThen, staticAbility, targetActivation } from '../../define.js';

const negateUnless = (amount: number) => ({ op: 'unlessPays' as const, target: 0, amount, otherwise: [{ op: 'negate' as const, target: 0 }] });

export default cardScript('surging-obstruction', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, { kind: 'controlsCount', filter: { type: 'ALLY', allSubtypes: ['CHESSMAN', 'BISHOP'] }, min: 1 })],
  targets: [targetActivation()],
  // The amount to pay is (3) when the targeted card's reserve cost is odd, else (1).
  onResolve: [ifThen({ kind: 'targetActivationReserveCost', index: 0, parity: 'odd' }, [negateUnless(3)], [negateUnless(1)])],
});
