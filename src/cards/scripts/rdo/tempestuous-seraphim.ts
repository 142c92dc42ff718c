import { advancedImbue, cardScript, dealDamage, ifThen, imbued, onEnter, target, triggered } from '../../define.js';

export default cardScript('tempestuous-seraphim', {
  keywords: ['fastActivation'],
  imbue: [advancedImbue(2)],
  abilities: [triggered(onEnter(), [ifThen(imbued(), [dealDamage(target(0), 4)])], { targets: [{ kind: 'ally', attacking: true, bySpell: true }] })],
});
