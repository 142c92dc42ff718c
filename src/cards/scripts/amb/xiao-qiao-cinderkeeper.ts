import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('xiao-qiao-cinderkeeper', {
  keywords: ['stealth'],
  abilities: [
    staticAbility({ kind: 'unretaliatable' }, classBonus()),
    staticAbility({ kind: 'hitUnitsBanishedOnDeath' }),
  ],
});
