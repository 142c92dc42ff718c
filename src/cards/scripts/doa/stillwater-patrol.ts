import { cardScript, staticAbility } from '../../define.js';

export default cardScript('stillwater-patrol', {
  keywords: ['trueSight'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, whileAttacking: true }, { kind: 'attackTargetIs', keyword: 'stealth' })],
});
