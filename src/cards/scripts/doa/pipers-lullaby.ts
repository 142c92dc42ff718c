import { anyOf, classBonus, defineCard, ifThen, modifyLevel, reserve, target, targetAlly, yourChampion, youControl } from '../../define.js';

export default defineCard(
  { slug: 'pipers-lullaby', name: "Piper's Lullaby", types: ['ACTION'], subtypes: ['TAMER', 'SKILL', 'MELODY'], classes: ['TAMER'], element: 'WATER', cost: reserve(1), speed: false },
  {
    targets: [targetAlly({ optional: true })],
    onResolve: [
      ifThen(anyOf(youControl('ANIMAL'), youControl('BEAST')), [modifyLevel(yourChampion(), 1)]),
      ifThen(classBonus(), [{ op: 'rest', subject: target(0) }]),
    ],
  },
);
