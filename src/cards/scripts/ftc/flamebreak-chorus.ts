import { buffPower, cardScript, classBonus, ifThen, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('flamebreak-chorus', {
  targets: [targetAlly()],
  onResolve: [
    buffPower(target(0), 2),
    ifThen({ kind: 'targetMatches', index: 0, defending: true }, [
      { op: 'wakeUp', subject: target(0) },
      { op: 'scaled', x: { of: 'tally', tally: { of: 'championLevel' } }, effect: buffPower(target(0), 0) },
    ]),
  ],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus())],
});
