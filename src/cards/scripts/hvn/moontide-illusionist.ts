import { cardScript, ifThen, imbue, imbued, mill, onDeath, triggered } from '../../define.js';

export default cardScript('moontide-illusionist', {
  imbue: [imbue(2)],
  keywords: ['intercept'],
  abilities: [triggered(onDeath(), [ifThen(imbued(), [mill(2, 'you')])])],
});
