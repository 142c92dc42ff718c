import { activated, defineCard, memory, payReserve, restSelf, target, targetUnit } from '../../define.js';

export default defineCard(
  { slug: 'ghostsight-glass', name: 'Ghostsight Glass', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['CLERIC', 'ACCESSORY'], classes: ['CLERIC'], element: 'NORM', cost: memory(0) },
  {
    abilities: [
      activated([payReserve(3), restSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' }], { speed: 'slow', targets: [targetUnit()] }),
    ],
  },
);
