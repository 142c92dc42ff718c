import { buffPower, cardScript, championBonus, self, triggered, whenever } from '../../define.js';

export default cardScript('fraternal-garrison', {
  abilities: [
    triggered(whenever('enters', { who: 'you', type: 'ALLY', other: true }), [buffPower(self(), 1)], { condition: championBonus('Jin') }),
  ],
});
