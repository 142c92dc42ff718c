import { cardScript, classBonus, ifThen, mill, targetPlayer } from '../../define.js';

export default cardScript('water-herbs', {
  targets: [targetPlayer()],
  onResolve: [mill(2, { ref: 'target', index: 0 }), ifThen(classBonus(), [{ op: 'gather' }])],
});
