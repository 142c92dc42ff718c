import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('ensnaring-fumes', {
  abilities: [
    staticAbility({ kind: 'alternativeCost', pay: { kind: 'removeChampionCounters', counter: 'preparation', count: 3 } }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
  onResolve: [{ op: 'returnToHand', subject: { ref: 'allAllies' } }],
});
