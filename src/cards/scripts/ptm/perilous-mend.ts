import { cardScript, classBonus, draw, ifThen } from '../../define.js';

// Class bonus: any number of Curse cards from hand and/or memory go on the bottom of your lineage (recover 3 each);
// class bonus: a distant champion draws a card.
export default cardScript('perilous-mend', {
  onResolve: [
    ifThen(classBonus(), [{ op: 'cardsIntoLineage', from: ['hand', 'memory'], filter: { subtype: 'CURSE' }, recoverEach: 3 }]),
    ifThen({ kind: 'allOf', conditions: [classBonus(), { kind: 'championDistant' }] }, [draw(1)]),
  ],
});
