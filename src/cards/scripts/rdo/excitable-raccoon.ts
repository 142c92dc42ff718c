import { cardScript, staticAbility } from '../../define.js';

export default cardScript('excitable-raccoon', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'opponentGraveyardEmpty' }),
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, { kind: 'opponentGraveyardEmpty' }),
  ],
});
