import { cardScript, dealDamage, destroy, levelRestriction, target, targetAlly } from '../../define.js';

export default cardScript('swooping-talons', {
  modes: [
    { targets: [targetAlly()], effects: [dealDamage(target(0), 2)] },
    { condition: levelRestriction(2), targets: [{ kind: 'item', costAtMost: { memory: 0, reserve: 4 } }], effects: [destroy(target(0))] },
  ],
});
