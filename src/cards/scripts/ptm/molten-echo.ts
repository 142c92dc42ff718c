import { addMasteryCounters, cardScript, championBonus, dealDamage, staticAbility, target, targetUnit } from '../../define.js';

const merlin = championBonus('Merlin');

export default cardScript('molten-echo', {
  activationValues: { kindle: 2, ephemerate: 2 },
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'kindle' }, merlin),
    staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, merlin),
  ],
  targets: [targetUnit()],
  // The sheen counter goes on Fractured Memories only (none without that mastery).
  onResolve: [dealDamage(target(0), 1), addMasteryCounters('sheen', 1)],
});
