import { cardScript, staticAbility } from '../../define.js';

export default cardScript('armed-squallguard', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'omensWith', type: 'ATTACK', count: 1 }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, { kind: 'omensWith', type: 'ALLY', count: 1 }),
  ],
});
