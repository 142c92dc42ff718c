import { cardScript, staticAbility } from '../../define.js';

export default cardScript('maiden-of-primal-virtue', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perControlled: 'PHANTASIA' }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1, perControlled: 'PHANTASIA' }),
  ],
});
