import { cardScript, classBonus, gainStatus, ifThen, staticAbility, targetPlayer } from '../../define.js';

export default cardScript('mendcall-mercy', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetPlayer()],
  onResolve: [
    { op: 'scaled', x: { of: 'targetPlayerBaseLevel', index: 0 }, times: 3, effect: { op: 'recover', who: { ref: 'target', index: 0 }, amount: 0 } },
    ifThen({ kind: 'targetPlayerIsOpponent', index: 0 }, [gainStatus('crowds-favor')]),
  ],
});
