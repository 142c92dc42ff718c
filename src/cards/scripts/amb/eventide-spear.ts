import { cardScript, classBonus, staticAbility } from '../../define.js';

// With the class bonus, while some opponent has at least two rested units, it may be activated from the material deck.
export default cardScript('eventide-spear', {
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck' }, { kind: 'allOf', conditions: [classBonus(), { kind: 'opponentRestedUnits', min: 2 }] }),
  ],
});
