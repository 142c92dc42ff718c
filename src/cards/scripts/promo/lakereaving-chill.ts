import { cant, cardScript, characteristics, loseAllAbilities, objectSet, staticAbility } from '../../define.js';

// Item or Weapon Link; a weapon that can't be used for an attack is never offered as one (flow/combat.ts).
export default cardScript('lakereaving-chill', {
  keywords: ['link'],
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'] }],
  abilities: [
    staticAbility(characteristics([loseAllAbilities()], objectSet('linked'))),
    staticAbility(cant('attack', { set: objectSet('linked') })),
  ],
});
