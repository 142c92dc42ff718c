import { cardScript, classBonus, staticAbility, targetAlly } from '../../define.js';

export default cardScript('alliance-gearshield', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'life', amount: 1 }),
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 2, whileRetaliating: true }, classBonus()),
  ],
});
