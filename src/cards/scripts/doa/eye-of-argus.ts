import { activated, banishSelf, defineCard, draw, memory, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'eye-of-argus', name: 'Eye of Argus', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'BAUBLE'], classes: ['WARRIOR'], element: 'NORM', cost: memory(1) },
  {
    abilities: [
      activated([banishSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' }, draw(1)], {
        targets: [targetAlly({ controller: 'you' })],
      }),
    ],
  },
);
