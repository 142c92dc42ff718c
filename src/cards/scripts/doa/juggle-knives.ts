import { classBonus, dealDamage, cardScript, draw, ifThen, target } from '../../define.js';

export default cardScript('juggle-knives', { targets: [{ kind: 'champion' }], onResolve: [dealDamage(target(0), 1), ifThen(classBonus(), [draw(1)])] });
