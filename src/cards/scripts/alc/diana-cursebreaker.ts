import { activated, becomes, cardScript, onAttack, self, triggered } from '../../define.js';

const curse = { subtype: 'CURSE' } as const;
const bullet = { op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' } } as const;

export default cardScript('diana-cursebreaker', {
  abilities: [
    // Pay by banishing every Curse card of her lineage (only with four or more there): two Bullet cards materialized
    // from the material deck (their costs paid, the search may find nothing), and "On Attack: wake up" for her this turn.
    activated([{ kind: 'banishLineageCards', filter: curse }], [
      bullet,
      bullet,
      becomes(self(), [{ kind: 'gainAbility', ability: triggered(onAttack(), [{ op: 'wakeUp', subject: self() }]) }], 'untilEndOfTurn'),
    ], { condition: { kind: 'lineageCount', filter: curse, min: 4 } }),
  ],
});
