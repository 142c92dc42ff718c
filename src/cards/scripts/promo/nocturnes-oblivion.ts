import { cardScript, destroy, staticAbility, target } from '../../define.js';

export default cardScript('nocturnes-oblivion', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'tally', tally: { of: 'omenReserveCosts' }, min: 5 })],
  targets: [{ kind: 'object', nonChampion: true }],
  onResolve: [destroy(target(0)), { op: 'banishThisCard' }],
});
