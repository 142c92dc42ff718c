import { cardScript, classBonus, staticAbility, target, targetWeapon } from '../../define.js';

export default cardScript('attune-with-flames', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus()),
    staticAbility({ kind: 'activateOnly' }, { kind: 'opponentsPhase', phase: 'recollection' }),
  ],
  targets: [targetWeapon({ controller: 'you', subtype: 'GUARDIAN' })],
  onResolve: [{ op: 'modifyStat', subject: target(0), stat: 'power', amount: 5, duration: 'untilEndOfYourNextTurn' }],
});
