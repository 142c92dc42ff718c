import { activated, cardScript, preventNextDamage, sacrificeSelf, yourChampion } from '../../define.js';

// Each unit you control: every ally you control and your champion, each with its own shield.
export default cardScript('safeguard-paragon', {
  abilities: [
    activated([sacrificeSelf()], [
      preventNextDamage({ ref: 'alliesYouControl' }, 4, { damageType: 'nonCombat' }),
      preventNextDamage(yourChampion(), 4, { damageType: 'nonCombat' }),
    ]),
  ],
});
