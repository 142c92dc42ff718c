import { cardScript, dealDamage, ifThen, masteryDirection } from '../../define.js';

export default cardScript('tsunami-of-nanyue', {
  keywords: ['efficiency'],
  onResolve: [
    ifThen(masteryDirection('south'),
      [dealDamage({ ref: 'objectsMatching', filter: { type: 'ALLY' }, rested: true, controller: 'notYou' }, 3)],
      [dealDamage({ ref: 'objectsMatching', filter: { type: 'ALLY' }, rested: true }, 2)]),
  ],
});
