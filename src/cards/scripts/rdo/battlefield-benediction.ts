import { cardScript, classBonus, empower, ifThen, staticAbility } from '../../define.js';

export default cardScript('battlefield-benediction', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [ifThen({ kind: 'opponentUnits', min: 3 }, [empower(4)], [empower(2)])],
});
