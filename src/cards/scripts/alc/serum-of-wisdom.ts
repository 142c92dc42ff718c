import { activated, cardScript, drawIntoMemory, ingredient, sacrificeSelf } from '../../define.js';

export default cardScript('serum-of-wisdom', {
  brew: [ingredient(3, { subtype: 'HERB' })],
  abilities: [activated([sacrificeSelf()], [{ op: 'glimpse', count: 3 }, drawIntoMemory(1)])],
});
