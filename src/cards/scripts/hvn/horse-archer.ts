import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('horse-archer', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 2 }, classBonus()),
    // Equestrian: another instance while you control a Horse ally.
    staticAbility({ kind: 'ranged', amount: 3 }, { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'HORSE' }, min: 1 }),
  ],
});
