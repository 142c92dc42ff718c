import { cardScript, dealDamage, onEnter, target, triggered } from '../../define.js';

export default cardScript('rococo-explosive-maven', {
  abilities: [triggered(onEnter(), [dealDamage(target(0), 2)], { condition: { kind: 'influenceAtMost', max: 4 }, targets: [{ kind: 'champion' }] })],
});
