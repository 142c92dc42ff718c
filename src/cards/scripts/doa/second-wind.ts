import { buffPower, classBonus, cardScript, ifThen, target, targetAlly } from '../../define.js';

export default cardScript('second-wind', { targets: [targetAlly()], onResolve: [{ op: 'wakeUp', subject: target(0) }, ifThen(classBonus(), [buffPower(target(0), 1)])] });
