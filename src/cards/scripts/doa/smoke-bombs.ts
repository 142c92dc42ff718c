import { activated, banishSelf, defineCard, draw, memory, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'smoke-bombs', name: 'Smoke Bombs', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['ASSASSIN', 'BAUBLE'], classes: ['ASSASSIN'], element: 'NORM', cost: memory(1) },
  {
    abilities: [
      activated([banishSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' }, draw(1)], { targets: [targetAlly()] }),
    ],
  },
);
