import { anyOf, classBonus, cardScript, ifThen, modifyLevel, target, targetAlly, yourChampion, youControl } from '../../define.js';

export default cardScript('pipers-lullaby', {
  targets: [targetAlly({ optional: true })],
  onResolve: [
    ifThen(anyOf(youControl('ANIMAL'), youControl('BEAST')), [modifyLevel(yourChampion(), 1)]),
    ifThen(classBonus(), [{ op: 'rest', subject: target(0) }]),
  ],
});
