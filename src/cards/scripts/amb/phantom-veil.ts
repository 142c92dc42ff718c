import { activated, cardScript, payReserve, targetAlly } from '../../define.js';

export default cardScript('phantom-veil', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [activated([payReserve(2)], [{ op: 'grantKeyword', subject: { ref: 'linked' }, keyword: 'stealth', duration: 'untilEndOfTurn' }])],
});
