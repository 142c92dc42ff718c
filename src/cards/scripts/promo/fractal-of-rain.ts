import { atBeginningOfYourRecollection, cardScript, imbue, imbued, mill, targetPlayer, triggered } from '../../define.js';

export default cardScript('fractal-of-rain', {
  keywords: ['reservable'],
  imbue: [imbue(2)],
  abilities: [triggered(atBeginningOfYourRecollection(), [mill(1, { ref: 'target', index: 0 })], { condition: imbued(), targets: [targetPlayer()] })],
});
