import { cardScript, dealDamage, draw } from '../../define.js';

export default cardScript('lesser-boon-of-vritra', {
  onResolve: [draw(1, 'each'), dealDamage({ ref: 'championsOfInfluenceAbove', amount: 7 }, 2)],
});
