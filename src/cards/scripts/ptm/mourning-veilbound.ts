import { activated, cardScript, sacrificeSelf, target, targetAlly } from '../../define.js';

export default cardScript('mourning-veilbound', {
  keywords: ['stealth'],
  abilities: [
    activated([sacrificeSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' }], {
      targets: [targetAlly({ subtype: 'SPECTER', optional: true })],
    }),
  ],
});
