import { cardScript, classBonus, drawIntoMemory, ifThen, targetActivation, yourChampion } from '../../define.js';

export default cardScript('poised-occlusion', {
  targets: [targetActivation()],
  onResolve: [
    { op: 'negate', target: 0, toMemory: true },
    ifThen(classBonus(), [drawIntoMemory(1), { op: 'becomeDistant', subject: yourChampion() }]),
  ],
});
