import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('mercenarys-blade', {
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck', costs: [{ kind: 'removeChampionCounters', counter: 'preparation', count: 1 }] }, classBonus()),
  ],
});
