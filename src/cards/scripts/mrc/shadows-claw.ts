import { allOf, cardScript, championBonus, onAttack, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('shadows-claw', {
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck' }, { kind: 'championCounters', counter: 'preparation', min: 4 }),
    staticAbility({ kind: 'alliesMayWield', filter: { allTypes: ['PHANTASIA', 'ALLY'] } }, championBonus('Tristan')),
    triggered(onAttack(), [putCounters(self(), 'durability', 1)], { condition: allOf(championBonus('Tristan'), { kind: 'attackerIs', filter: { allTypes: ['PHANTASIA', 'ALLY'] } }) }),
  ],
});
