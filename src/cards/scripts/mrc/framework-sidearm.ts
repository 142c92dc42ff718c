import { cardScript, classBonus, staticAbility } from '../../define.js';

// The Gun rules come from its subtype; with the class bonus it may be activated from the material deck for 3 more reserve.
export default cardScript('framework-sidearm', {
  abilities: [staticAbility({ kind: 'activateFromMaterialDeck', costs: [{ kind: 'reserve', value: 3 }] }, classBonus())],
});
