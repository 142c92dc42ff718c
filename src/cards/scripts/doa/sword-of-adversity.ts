import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('sword-of-adversity', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), { kind: 'controlsNoAllies', who: 'you' }] })],
});
