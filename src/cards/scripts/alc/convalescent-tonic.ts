import { activated, cardScript, ingredient, recover, sacrificeSelf } from '../../define.js';

export default cardScript('convalescent-tonic', {
  brew: [ingredient(1, { name: 'Fraysia' })],
  abilities: [activated([sacrificeSelf()], [{ op: 'pickCards', purpose: 'handToBottomDraw', max: 2 }, recover(3)])],
});
