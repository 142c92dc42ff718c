import { cardScript, classBonus, drawIntoMemory, ifThen } from '../../define.js';

export default cardScript('steady-verse', {
  onResolve: [
    ifThen(classBonus(), [{ op: 'costChange', amount: -1, who: 'you', filter: { type: 'ACTION', subtype: 'HARMONY' }, next: true }]),
    drawIntoMemory(1),
  ],
});
