import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('lakeside-serpent', {
  keywordValues: { pride: 6 },
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, per: { zone: 'graveyard', element: 'WATER' } }, classBonus())],
});
