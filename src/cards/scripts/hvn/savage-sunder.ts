import { classBonus, cardScript, may, onHit, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('savage-sunder', {
  abilities: [
    triggered(onHit(), [may(recover(5))], { condition: classBonus() }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
