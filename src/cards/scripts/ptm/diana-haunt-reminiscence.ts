import { cardScript, classBonus, staticAbility } from '../../define.js';

// Class bonus: ranged 3 plus three per Curse card in your champion's lineage; class bonus: those Curse cards lose their abilities.
export default cardScript('diana-haunt-reminiscence', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 3, perCount: { count: { zone: 'lineage', subtype: 'CURSE' }, times: 3 } }, classBonus()),
    staticAbility({ kind: 'lineageCardsLoseAbilities', filter: { subtype: 'CURSE' } }, classBonus()),
  ],
});
