import { classBonus, defineCard, drawIntoMemory, ifThen, reserve, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'sleight-of-hand', name: 'Sleight of Hand', types: ['ACTION'], subtypes: ['ASSASSIN', 'SUITED', 'SKILL', 'REACTION'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), speed: true },
  {
    targets: [targetAlly({ controller: 'you', subtype: 'SUITED' })],
    onResolve: [
      { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' },
      ifThen(classBonus(), [drawIntoMemory(1)]),
    ],
  },
);
