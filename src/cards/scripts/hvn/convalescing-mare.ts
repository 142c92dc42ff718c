import { classBonus, cardScript, modifyLife, onEnter, recover, self, staticAbility, triggered } from '../../define.js';

export default cardScript('convalescing-mare', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
    // Only the other allies gain life: every ally you control gets +1 and the Mare itself -1 back, net zero.
    triggered(onEnter(), [recover(1), modifyLife({ ref: 'alliesYouControl' }, 1), modifyLife(self(), -1)], { condition: classBonus() }),
  ],
});
