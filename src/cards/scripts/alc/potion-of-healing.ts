import { activated, cardScript, ingredient, recover, sacrificeSelf } from '../../define.js';

export default cardScript('potion-of-healing', {
  brew: [ingredient(2, { subtype: 'HERB' })],
  abilities: [activated([sacrificeSelf()], [recover(5)])],
});
