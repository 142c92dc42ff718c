import { activated, cardScript, ingredient, sacrificeSelf, target, targetAlly } from '../../define.js';

export default cardScript('draught-of-stamina', {
  brew: [ingredient(1, { name: 'Springleaf' }), ingredient(2, { subtype: 'HERB' })],
  abilities: [activated([sacrificeSelf()], [{ op: 'wakeUp', subject: target(0) }], { targets: [targetAlly({ controller: 'you' })] })],
});
