import { buffPower, classBonus, defineCard, ifThen, reserve, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'second-wind', name: 'Second Wind', types: ['ACTION'], subtypes: ['WARRIOR', 'SPELL'], classes: ['WARRIOR'], element: 'WIND', cost: reserve(3), speed: true },
  { targets: [targetAlly()], onResolve: [{ op: 'wakeUp', subject: target(0) }, ifThen(classBonus(), [buffPower(target(0), 1)])] },
);
