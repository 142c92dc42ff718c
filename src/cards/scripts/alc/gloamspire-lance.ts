import { cardScript, classBonus, onHit, triggered } from '../../define.js';

const curseCardsOfLineage = { zone: 'lineage', subtype: 'CURSE' } as const;

export default cardScript('gloamspire-lance', {
  abilities: [
    triggered(onHit(), [
      { op: 'countedAmount', count: curseCardsOfLineage, plus: 1, effect: 'damageEventObject', unpreventable: true },
      { op: 'countedAmount', count: curseCardsOfLineage, plus: 1, effect: 'recover' },
    ], { condition: classBonus() }),
  ],
});
