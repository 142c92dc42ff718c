import { cardScript, classBonus, staticAbility } from '../../define.js';

const tokens = { zone: 'field', type: 'TOKEN', atMost: 3 } as const;

export default cardScript('automaton-forgewarden', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, per: tokens }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1, per: tokens }, classBonus()),
  ],
});
